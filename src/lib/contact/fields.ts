/**
 * The contact form's fields, limits and rules without zod: what the browser needs (decision 021: zod cost the contact
 * page about 31 KiB of JavaScript). The server's zod schema (src/server/contact/schema.ts) is built on the same
 * constants and patterns, and src/lib/contact/fields.test.ts checks that `checkContactValues` gives the schema's answer
 * for every field, so the form never refuses what the server accepts, nor the reverse.
 *
 * Lengths are counted in UTF-16 code units, like the HTML `maxlength` attribute, so the browser and the server agree.
 */
import { BODY_LIMITS } from '@/lib/http-limits.mjs'
import { CONTACT_SUBJECTS, type ContactSubject } from '@/lib/routes'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'

export const CONTACT_LIMITS = {
  name: 100,
  /** RFC 5321 path limit. */
  email: 254,
  company: 100,
  phone: 32,
  message: 5_000,
} as const

/** The request body limit of POST /api/contact: one row of the table of every body limit (src/lib/http-limits.mjs). */
export const CONTACT_BODY_LIMIT_BYTES = BODY_LIMITS.contact.bytes

/** Name of the honeypot field: invisible to people, tempting to form-filling bots (no browser autofills it). */
export const HONEYPOT_FIELD = 'mg_hp_check'

export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'subject' | 'message'
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'subject', 'message']

// Single-line fields refuse every control character: CR/LF would let a value break out of an e-mail header or a
// CSV line, and NUL cannot be stored in a PostgreSQL text column at all.
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/
// The message keeps tabs and line breaks; other control characters (NUL above all) are refused.
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** zod's own e-mail pattern (zod/v4/core/regexes.js `email`), the one the server's `z.email()` applies. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/
/** Digits with the usual separators. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/
/** 6 to 20 digits (E.164 allows 15, plus room for an extension). */
export function phoneDigitsOk(value: string): boolean {
  const digits = value.match(/\d/g)?.length ?? 0
  return digits >= 6 && digits <= 20
}

/**
 * The words of the field errors for the page's locale (src/content/client-copy.ts `contactValidationCopy`): labels,
 * messages, and templates with `{label}` and `{max}` blanks. Passed in, so the browser carries one locale's copy.
 */
export interface ContactValidationCopy {
  readonly locale: Locale
  readonly labels: Readonly<Record<ContactField, string>>
  readonly nameRequired: string
  readonly emailRequired: string
  readonly emailInvalid: string
  readonly phoneInvalid: string
  readonly subjectRequired: string
  readonly messageRequired: string
  /** "{label} must be at most {max} characters." */
  readonly tooLong: string
  /** "{label} must be a single line." */
  readonly singleLine: string
  /** "{label} contains characters that are not allowed." */
  readonly control: string
}

/** What the visitor typed, as the form holds it (every field a string). */
export type ContactFormValues = Record<ContactField, string>
export const emptyContactValues: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
}

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

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value)
}

/** "{label} must be at most {max} characters." with the limit in the locale's digits ("5000" in English). */
function tooLong(copy: ContactValidationCopy, field: ContactField, max: number): string {
  const limit = copy.locale === 'en' ? String(max) : formatNumber(max, copy.locale, { useGrouping: false })
  return fill(copy.tooLong, { label: copy.labels[field], max: limit })
}

/** One single-line field's first problem, as the server's schema words it, or undefined. */
function checkSingleLine(
  copy: ContactValidationCopy,
  field: ContactField,
  value: string,
  max: number,
  required: string,
  format?: (v: string) => string | undefined,
): string | undefined {
  const trimmed = value.trim()
  // An optional field left blank is no answer at all, whatever whitespace it holds (the schema's preprocess step).
  if (!required && trimmed.length === 0) return undefined
  if (SINGLE_LINE_FORBIDDEN.test(value)) return fill(copy.singleLine, { label: copy.labels[field] })
  if (trimmed.length === 0) return required
  if (trimmed.length > max) return tooLong(copy, field, max)
  return format?.(trimmed)
}

/**
 * The form's values checked in the browser before sending, by the rules of the server's `contactMessageSchema`:
 * the first message per field, nothing for a valid field.
 */
export function checkContactValues(
  values: ContactFormValues,
  copy: ContactValidationCopy,
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {
    name: checkSingleLine(copy, 'name', values.name, CONTACT_LIMITS.name, copy.nameRequired),
    email: checkSingleLine(copy, 'email', values.email, CONTACT_LIMITS.email, copy.emailRequired, (v) =>
      EMAIL_PATTERN.test(v) ? undefined : copy.emailInvalid,
    ),
    company: checkSingleLine(copy, 'company', values.company, CONTACT_LIMITS.company, ''),
    phone: checkSingleLine(copy, 'phone', values.phone, CONTACT_LIMITS.phone, '', (v) =>
      PHONE_PATTERN.test(v) && phoneDigitsOk(v) ? undefined : copy.phoneInvalid,
    ),
    subject: isContactSubject(values.subject) ? undefined : copy.subjectRequired,
    message: MULTI_LINE_FORBIDDEN.test(values.message)
      ? fill(copy.control, { label: copy.labels.message })
      : values.message.trim().length === 0
        ? copy.messageRequired
        : values.message.trim().length > CONTACT_LIMITS.message
          ? tooLong(copy, 'message', CONTACT_LIMITS.message)
          : undefined,
  }
  for (const field of CONTACT_FIELDS) if (errors[field] === undefined) delete errors[field]
  return errors
}
