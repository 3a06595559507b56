/**
 * The browser's zod-free check of the contact form must give the server schema's answer, field by field: a form that
 * refused what the server accepts (or sent what it refuses) would show the visitor the wrong thing.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { contactValidationCopy } from '@/content/client-copy'
import { CONTACT_SUBJECTS } from '@/lib/routes'
import { checkContactValues, type ContactFormValues } from '@/lib/contact/fields'
import { contactMessageSchema, fieldErrors, toFieldIssues } from './schema'

const en = contactValidationCopy('en')

const serverErrors = (values: ContactFormValues) => {
  const result = contactMessageSchema.safeParse(values)
  return result.success ? {} : fieldErrors(toFieldIssues(result.error))
}

const valid: ContactFormValues = {
  name: 'Farid Ahmadi',
  email: 'farid@survey.af',
  company: 'Hindu Kush Surveys',
  phone: '+93 79 900 2400',
  subject: 'quote-request',
  message: 'Two rovers and a base for a cadastral job in Herat.',
}

// Characters that exercise every rule: control characters, whitespace, e-mail and phone punctuation, letters, digits.
const piece = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u000b',
  'a',
  'Z',
  '7',
  '+',
  '-',
  '.',
  '(',
  ')',
  '@',
  '_',
  "'",
  'survey.af',
  'name@company.af',
  '+93 79 900 2400',
  'فرید',
  'x'.repeat(60),
)
const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''))
const longText = fc.oneof(
  text,
  fc.integer({ min: 0, max: 6000 }).map((n) => 'm'.repeat(n)),
)
const values: fc.Arbitrary<ContactFormValues> = fc.record({
  name: text,
  email: fc.oneof(text, fc.constant(valid.email)),
  company: text,
  phone: fc.oneof(text, fc.constant(valid.phone)),
  subject: fc.oneof(fc.constantFrom('', 'nonsense', ...CONTACT_SUBJECTS)),
  message: longText,
})

describe('checkContactValues (browser) agrees with contactMessageSchema (server)', () => {
  it.each<[string, Partial<ContactFormValues>]>([
    ['a valid message', {}],
    ['optional fields of whitespace and a line break (no answer)', { company: ' \n ', phone: '\t' }],
  ])('both accept %s', (_name, change) => {
    const input = { ...valid, ...change }
    expect(checkContactValues(input, en)).toEqual({})
    expect(serverErrors(input)).toEqual({})
  })

  it.each<[string, Partial<ContactFormValues>]>([
    ['blank required fields', { name: '  ', email: '', subject: '', message: ' \n ' }],
    ['a line break in a name', { name: 'Farid\nAhmadi' }],
    ['a bad e-mail and phone', { email: 'farid@survey', phone: '12-34' }],
    ['too long', { name: 'n'.repeat(101), phone: '1'.repeat(33), message: 'm'.repeat(5001) }],
    ['a NUL in the message', { message: 'Hello\u0000' }],
  ])('the same messages for %s', (_name, change) => {
    const input = { ...valid, ...change }
    const browser = checkContactValues(input, en)
    expect(Object.keys(browser).length).toBeGreaterThan(0)
    expect(browser).toEqual(serverErrors(input))
  })

  it('the same messages for any input (property)', () => {
    fc.assert(
      fc.property(values, (input) => {
        expect(checkContactValues(input, en)).toEqual(serverErrors(input))
      }),
      { numRuns: 2000 },
    )
  })
})
