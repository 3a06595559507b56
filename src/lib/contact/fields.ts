/**
 * The contact form's fields, limits and rules without zod: what the browser needs (issue 11: zod cost the contact page
 * about 31 KiB of JavaScript). The server's zod schema (src/lib/contact/schema.ts) is built on the same constants and
 * patterns, and src/lib/contact/fields.test.ts checks that `checkContactValues` gives the schema's answer for every
 * field, so the form never refuses what the server accepts, nor the reverse.
 *
 * Lengths are counted in UTF-16 code units, like the HTML `maxlength` attribute, so the browser and the server agree.
 */
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
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/
// The message keeps tabs and line breaks; other control characters (NUL above all) are refused.
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
export const LINE_BREAK = 'must be a single line.'
export const CONTROL = 'contains characters that are not allowed.'
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

const label = (field: ContactField) => contactForm.fields[field].label

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

/** One single-line field's first problem, as the server's schema words it, or undefined. */
function checkSingleLine(
  field: ContactField,
  value: string,
  max: number,
  required: string,
  format?: (v: string) => string | undefined,
): string | undefined {
  const trimmed = value.trim()
  // An optional field left blank is no answer at all, whatever whitespace it holds (the schema's preprocess step).
  if (!required && trimmed.length === 0) return undefined
  if (SINGLE_LINE_FORBIDDEN.test(value)) return `${label(field)} ${LINE_BREAK}`
  if (trimmed.length === 0) return required
  if (trimmed.length > max) return contactValidation.tooLong(label(field), max)
  return format?.(trimmed)
}

/**
 * The form's values checked in the browser before sending, by the rules of the server's `contactMessageSchema`:
 * the first message per field, nothing for a valid field.
 */
export function checkContactValues(values: ContactFormValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {
    name: checkSingleLine('name', values.name, CONTACT_LIMITS.name, contactValidation.nameRequired),
    email: checkSingleLine('email', values.email, CONTACT_LIMITS.email, contactValidation.emailRequired, (v) =>
      EMAIL_PATTERN.test(v) ? undefined : contactValidation.emailInvalid,
    ),
    company: checkSingleLine('company', values.company, CONTACT_LIMITS.company, ''),
    phone: checkSingleLine('phone', values.phone, CONTACT_LIMITS.phone, '', (v) =>
      PHONE_PATTERN.test(v) && phoneDigitsOk(v) ? undefined : contactValidation.phoneInvalid,
    ),
    subject: isContactSubject(values.subject) ? undefined : contactValidation.subjectRequired,
    message: MULTI_LINE_FORBIDDEN.test(values.message)
      ? `${label('message')} ${CONTROL}`
      : values.message.trim().length === 0
        ? contactValidation.messageRequired
        : values.message.trim().length > CONTACT_LIMITS.message
          ? contactValidation.tooLong(label('message'), CONTACT_LIMITS.message)
          : undefined,
  }
  for (const field of CONTACT_FIELDS) if (errors[field] === undefined) delete errors[field]
  return errors
}
