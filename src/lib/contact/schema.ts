/**
 * The contact form's one schema (docs/design.md convention 5): the form validates with it before sending, and the
 * server validates again with it before anything is stored. Isomorphic: no server imports.
 *
 * Fields and required/optional split: docs/product.md §3 and §5. Length limits: issue 5 (the spec shows none).
 * Lengths are counted in UTF-16 code units, like the HTML `maxlength` attribute, so the browser and the server agree.
 */
import { z } from 'zod'

import { contactForm, contactValidation } from '@/content/contact'
import { CONTACT_SUBJECTS, type ContactSubject } from '@/content/routes'

export const CONTACT_LIMITS = {
  name: 100,
  /** RFC 5321 path limit. */
  email: 254,
  company: 100,
  phone: 32,
  message: 5_000,
} as const

/** The request body limit of POST /api/contact (issue 5): far above the largest valid message (~5.6 KB of fields). */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024

/** Name of the honeypot field: invisible to people, tempting to form-filling bots (no browser autofills it). */
export const HONEYPOT_FIELD = 'mg_hp_check'

export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'subject' | 'message'
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'subject', 'message']

// Single-line fields refuse every control character: CR/LF would let a value break out of an e-mail header or a
// CSV line, and NUL cannot be stored in a PostgreSQL text column at all.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/
// The message keeps tabs and line breaks; other control characters (NUL above all) are refused.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LINE_BREAK = 'must be a single line.'
const CONTROL = 'contains characters that are not allowed.'

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
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), { error: `${label(field)} ${LINE_BREAK}`, abort: true })
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
const phoneFormat = z.string().refine(
  (v) => {
    const digits = v.match(/\d/g)?.length ?? 0
    return /^\+?[\d\s().-]+$/.test(v) && digits >= 6 && digits <= 20
  },
  { error: contactValidation.phoneInvalid },
)

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
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), { error: `${label('message')} ${CONTROL}`, abort: true })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: contactValidation.messageRequired })
        .max(CONTACT_LIMITS.message, { error: contactValidation.tooLong(label('message'), CONTACT_LIMITS.message) }),
    ),
})

/** What the visitor typed, as the form holds it (every field a string). */
export type ContactFormValues = Record<ContactField, string>
/** The validated, normalised message (trimmed; empty optional fields are null). */
export type ContactMessageInput = z.output<typeof contactMessageSchema>

export const emptyContactValues: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
}

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

/**
 * A whole submission: the message plus its envelope: the client-generated submission id (idempotency key), the
 * product it concerns and the page the visitor came from. Shared by POST /api/contact and the no-JS form action.
 */
export const contactSubmissionSchema = contactMessageSchema.extend({
  submissionId: z.uuid({ error: 'Missing or invalid submission id; reload the page and try again.' }),
  product: productSlug,
  sourcePage,
})
export type ContactSubmission = z.output<typeof contactSubmissionSchema>

/** A validation problem of one field (or `(form)` when it concerns the whole body). */
export interface ContactFieldIssue {
  path: string
  message: string
}

/** First message per field, in form order: what the form shows beside each field. */
export function fieldErrors(issues: readonly ContactFieldIssue[]): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {}
  for (const issue of issues) {
    const field = issue.path as ContactField
    if (CONTACT_FIELDS.includes(field) && !out[field]) out[field] = issue.message
  }
  return out
}

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

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value)
}
