import { describe, expect, it } from 'vitest'

import { contactValidation } from '@/content/contact'
import { CONTACT_SUBJECTS } from '@/lib/routes'
import { contactMessageSchema, contactSubmissionSchema, fieldErrors, toFieldIssues } from './schema'

const valid = {
  name: 'Farid Ahmadi',
  email: 'farid@survey.af',
  company: 'Hindu Kush Surveys',
  phone: '+93 79 900 2400',
  subject: 'quote-request',
  message: 'Two rovers and a base for a cadastral job in Herat, delivery by March.',
}

const errorsOf = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input)
  return result.success ? {} : fieldErrors(toFieldIssues(result.error))
}

describe('contactMessageSchema: valid input', () => {
  it.each([
    ['all fields', valid],
    ['optional fields empty', { ...valid, company: '', phone: '' }],
    ['optional fields absent', { name: valid.name, email: valid.email, subject: 'other', message: 'Hi' }],
    ['optional fields null', { ...valid, company: null, phone: null }],
    ['every subject', ...CONTACT_SUBJECTS.map((subject) => ({ ...valid, subject }))],
    [
      'limits exactly',
      {
        ...valid,
        name: 'n'.repeat(100),
        company: 'c'.repeat(100),
        phone: '+' + '1'.repeat(20),
        message: 'm'.repeat(5000),
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.af`,
      },
    ],
    ['a multi-line message with tabs', { ...valid, message: 'Line one\r\nLine two\n\tindented' }],
    ['Dari and Pashto text', { ...valid, name: 'فرید احمدی', message: 'سلام، قیمت گیرنده GNSS را می‌خواهم.' }],
    ['phone with brackets and dashes', { ...valid, phone: '(020) 230-1450' }],
  ])('%s', (_label, ...inputs) => {
    for (const input of inputs) expect(contactMessageSchema.safeParse(input).success, JSON.stringify(input)).toBe(true)
  })

  it('normalises: trims, blank optionals become null', () => {
    const out = contactMessageSchema.parse({
      ...valid,
      name: '  Farid  ',
      company: '   ',
      phone: '',
      message: '\n hello \n',
    })
    expect(out).toMatchObject({ name: 'Farid', company: null, phone: null, message: 'hello' })
  })
})

describe('contactMessageSchema: each invalid case gets a field-level message', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { ...valid, name: undefined }, 'name', contactValidation.nameRequired],
    ['name blank', { ...valid, name: '   ' }, 'name', contactValidation.nameRequired],
    ['name too long', { ...valid, name: 'n'.repeat(101) }, 'name', contactValidation.tooLong('Full Name', 100)],
    ['name with LF', { ...valid, name: 'Farid\nBcc: x@y.z' }, 'name', 'Full Name must be a single line.'],
    ['name with CR', { ...valid, name: 'Farid\r' }, 'name', 'Full Name must be a single line.'],
    ['name not text', { ...valid, name: 42 }, 'name', 'Full Name must be text.'],
    ['email missing', { ...valid, email: undefined }, 'email', contactValidation.emailRequired],
    ['email blank', { ...valid, email: '' }, 'email', contactValidation.emailRequired],
    ['email malformed', { ...valid, email: 'farid@' }, 'email', contactValidation.emailInvalid],
    [
      'email too long',
      { ...valid, email: `${'a'.repeat(250)}@x.af` },
      'email',
      contactValidation.tooLong('Email Address', 254),
    ],
    ['email with LF', { ...valid, email: 'a@b.af\nBcc: c@d.af' }, 'email', 'Email Address must be a single line.'],
    ['company too long', { ...valid, company: 'c'.repeat(101) }, 'company', contactValidation.tooLong('Company', 100)],
    ['company with LF', { ...valid, company: 'A\nB' }, 'company', 'Company must be a single line.'],
    ['company not text', { ...valid, company: ['x'] }, 'company', 'Company must be text.'],
    ['phone letters', { ...valid, phone: 'call me' }, 'phone', contactValidation.phoneInvalid],
    ['phone too few digits', { ...valid, phone: '+93 1' }, 'phone', contactValidation.phoneInvalid],
    ['phone too long', { ...valid, phone: '1'.repeat(33) }, 'phone', contactValidation.tooLong('Phone Number', 32)],
    ['phone with LF', { ...valid, phone: '0799\n002400' }, 'phone', 'Phone Number must be a single line.'],
    ['subject missing', { ...valid, subject: undefined }, 'subject', contactValidation.subjectRequired],
    ['subject empty', { ...valid, subject: '' }, 'subject', contactValidation.subjectRequired],
    ['subject not a choice', { ...valid, subject: 'sales' }, 'subject', contactValidation.subjectRequired],
    ['message missing', { ...valid, message: undefined }, 'message', contactValidation.messageRequired],
    ['message blank', { ...valid, message: ' \n\t ' }, 'message', contactValidation.messageRequired],
    [
      'message too long',
      { ...valid, message: 'm'.repeat(5001) },
      'message',
      contactValidation.tooLong('Message', 5000),
    ],
    [
      'message with NUL',
      { ...valid, message: 'a\u0000b' },
      'message',
      'Message contains characters that are not allowed.',
    ],
  ]
  it.each(cases)('%s', (_label, input, field, message) => {
    expect(errorsOf(input)).toEqual({ [field]: message })
  })

  it('reports every bad field at once, in form order', () => {
    expect(Object.keys(errorsOf({}))).toEqual(['name', 'email', 'subject', 'message'])
    expect(contactMessageSchema.safeParse(null).success).toBe(false)
    expect(contactMessageSchema.safeParse('text').success).toBe(false)
  })
})

describe('contactSubmissionSchema', () => {
  const id = '7d0f4b4e-8a59-4f0e-9d9b-2a1c3c1f5e10'
  it('needs a UUID submission id', () => {
    expect(contactSubmissionSchema.safeParse({ ...valid, submissionId: id }).success).toBe(true)
    const bad = contactSubmissionSchema.safeParse({ ...valid, submissionId: 'abc' })
    expect(bad.success).toBe(false)
    expect(bad.error && toFieldIssues(bad.error).map((i) => i.path)).toEqual(['submissionId'])
  })
  it('drops a malformed product slug or source page instead of failing the message', () => {
    const out = contactSubmissionSchema.parse({
      ...valid,
      submissionId: id,
      product: '../../etc',
      sourcePage: '//evil.example/x',
    })
    expect(out.product).toBeUndefined()
    expect(out.sourcePage).toBeUndefined()
    const ok = contactSubmissionSchema.parse({
      ...valid,
      submissionId: id,
      product: 'k8-gnss-module',
      sourcePage: '/product/k8-gnss-module',
    })
    expect(ok).toMatchObject({ product: 'k8-gnss-module', sourcePage: '/product/k8-gnss-module' })
  })
})
