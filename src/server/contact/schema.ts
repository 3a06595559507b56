/**
 * The contact form's schema (docs/design.md convention 5): the server validates every message with it before anything
 * is stored. The browser checks the same rules without zod (src/lib/contact/fields.ts, `checkContactValues`; a test
 * holds the two to the same answers), so zod stays out of the contact page's JavaScript (decision 021).
 *
 * Fields and required/optional split: docs/product.md §3 and §5. Length limits: decision 010 (the spec shows none).
 * Lengths are counted in UTF-16 code units, like the HTML `maxlength` attribute, so the browser and the server agree.
 */
import 'server-only'

import { z } from 'zod'

import { LOCALES } from '@/lib/i18n/locales'

import { contactForm, contactValidation } from '@/content/contact'
import { CONTACT_SUBJECTS } from '@/lib/routes'
import {
  CONTACT_LIMITS,
  MULTI_LINE_FORBIDDEN,
  PHONE_PATTERN,
  SINGLE_LINE_FORBIDDEN,
  phoneDigitsOk,
  type ContactField,
  type ContactFieldIssue,
} from '@/lib/contact/fields'

// The form's zod-free names, re-exported: server code keeps importing the contact form's vocabulary from here.
export {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  emptyContactValues,
  fieldErrors,
  isContactSubject,
  type ContactField,
  type ContactFieldIssue,
  type ContactFormValues,
} from '@/lib/contact/fields'

const label = (field: ContactField) => contactForm.fields[field].label

/** A string field: absent/null → "required" message; other types → a type message. */
const text = (field: ContactField, required: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label(field)} must be text.`),
  })

/**
 * A single-line field: no control characters, trimmed, then non-empty (when `required` is given), at most `max`
 * long, and optionally in a format.
 */
const singleLine = (field: ContactField, max: number, required: string, format?: z.ZodType<string, string>) => {
  let checked: z.ZodType<string, string> = z
    .string()
    .min(required ? 1 : 0, { error: required })
    .max(max, { error: contactValidation.tooLong(label(field), max) })
  if (format) checked = checked.pipe(format)
  return text(field, required)
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), { error: contactValidation.singleLine(label(field)), abort: true })
    .transform((v) => v.trim())
    .pipe(checked)
}

/** Optional single-line field: absent, null or blank becomes null. */
const optionalSingleLine = (field: ContactField, max: number, format?: z.ZodType<string, string>) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    singleLine(field, max, '', format).nullable(),
  )

/** Digits with the usual separators; 6 to 20 digits (E.164 allows 15, plus room for an extension). */
const phoneFormat = z
  .string()
  .refine((v) => PHONE_PATTERN.test(v) && phoneDigitsOk(v), { error: contactValidation.phoneInvalid })

export const contactMessageSchema = z.object({
  name: singleLine('name', CONTACT_LIMITS.name, contactValidation.nameRequired),
  email: singleLine(
    'email',
    CONTACT_LIMITS.email,
    contactValidation.emailRequired,
    z.email({ error: contactValidation.emailInvalid }),
  ),
  company: optionalSingleLine('company', CONTACT_LIMITS.company),
  phone: optionalSingleLine('phone', CONTACT_LIMITS.phone, phoneFormat),
  subject: z.enum(CONTACT_SUBJECTS, { error: contactValidation.subjectRequired }),
  message: text('message', contactValidation.messageRequired)
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), { error: contactValidation.control(label('message')), abort: true })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: contactValidation.messageRequired })
        .max(CONTACT_LIMITS.message, { error: contactValidation.tooLong(label('message'), CONTACT_LIMITS.message) }),
    ),
})

/** The validated, normalised message (trimmed; empty optional fields are null). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>

/** Product slugs as the catalogue writes them; anything else is treated as "no product" (ignored, not an error). */
const productSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
  .optional()
  .catch(undefined)

/** A root-relative site path (never `//host`), else dropped: it is only a hint for staff. */
const sourcePage = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .optional()
  .catch(undefined)

/** Decision 030: the most products one quote request carries, and the most of one product. */
export const QUOTE_ITEM_LIMITS = { items: 30, quantity: 999 } as const

/** One line of a quote request: a product slug (looked up again on the server) and a quantity. */
const quoteItem = z.strictObject({
  product: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'Unknown product.' }),
  quantity: z
    .number({ error: 'Quantity must be a whole number.' })
    .int({ error: 'Quantity must be a whole number.' })
    .min(1, { error: 'Quantity must be at least 1.' })
    .max(QUOTE_ITEM_LIMITS.quantity, { error: `Quantity must be at most ${QUOTE_ITEM_LIMITS.quantity}.` }),
})

/**
 * A whole submission: the message plus its envelope: the client-generated submission id (idempotency key), the
 * product it concerns and the page the visitor came from. Shared by POST /api/contact and the no-JS form action.
 */
export const contactSubmissionSchema = contactMessageSchema.extend({
  submissionId: z.uuid({ error: 'Missing or invalid submission id; reload the page and try again.' }),
  product: productSlug,
  sourcePage,
  /** The page's language (decision 032); anything else is treated as English, never an error. */
  locale: z.enum(LOCALES).optional().catch(undefined),
  /** A quote request's line items (the /quote page); absent on ordinary contact messages. */
  items: z
    .array(quoteItem)
    .min(1, { error: 'The quote list is empty.' })
    .max(QUOTE_ITEM_LIMITS.items, { error: `A quote request holds at most ${QUOTE_ITEM_LIMITS.items} products.` })
    .refine((items) => new Set(items.map((i) => i.product)).size === items.length, {
      error: 'A product is listed twice.',
    })
    .optional(),
})
export type ContactSubmission = z.output<typeof contactSubmissionSchema>

/** zod issues → `{ path, message }`, one per field (the first), in the schema's order. */
export function toFieldIssues(error: z.ZodError): ContactFieldIssue[] {
  const seen = new Set<string>()
  const issues: ContactFieldIssue[] = []
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(form)'
    if (seen.has(path)) continue
    seen.add(path)
    issues.push({ path, message: issue.message })
  }
  return issues
}
