/**
 * A customer record's form (docs/decisions/104-customer-matching.md), shared by the staff form and the save: a company
 * or a person with a name, notes, and up to ten contacts (a name with an e-mail and a phone; each contact needs one of
 * the two). The staff panel is English (decision 032), so the messages are words, not keys.
 */
import { z } from 'zod'

import { EMAIL_PATTERN, SINGLE_LINE_FORBIDDEN } from '@/lib/contact/fields'
import { isPhone, tidyPhone } from '@/lib/service/phone'

export const CUSTOMER_KINDS = ['company', 'person'] as const
export type CustomerKind = (typeof CUSTOMER_KINDS)[number]
export const MAX_CONTACTS = 10

const line = (label: string, max: number) =>
  z
    .string()
    .refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), `${label} must be a single line.`)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `Keep ${label.toLowerCase()} under ${max} characters.`))

export const customerContactSchema = z
  .object({
    name: line('The name', 120),
    email: line('The e-mail address', 254)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Not an e-mail address.')
      .transform((v) => (v === '' ? null : v.toLowerCase())),
    phone: line('The phone number', 32)
      .refine((v) => v === '' || isPhone(v), 'Not a phone number (9 to 15 digits).')
      .transform((v) => (v === '' ? null : tidyPhone(v))),
  })
  .refine((c) => c.email !== null || c.phone !== null, {
    message: 'Give an e-mail address or a phone number.',
    path: ['email'],
  })

export const customerSchema = z.object({
  kind: z.enum(CUSTOMER_KINDS, 'Choose company or person.'),
  name: line('The name', 200).pipe(z.string().min(1, 'Give the customer a name.')),
  notes: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(4_000, 'Keep the notes under 4,000 characters.')),
  contacts: z.array(customerContactSchema).max(MAX_CONTACTS, `At most ${MAX_CONTACTS} contacts.`),
})

export type CustomerInput = z.output<typeof customerSchema>
export type CustomerContactInput = z.output<typeof customerContactSchema>

/** The form's contacts from its flat fields (`contacts.0.name`…), blank rows left out. */
export function contactsFromForm(get: (name: string) => string): { name: string; email: string; phone: string }[] {
  const rows = []
  for (let i = 0; i < MAX_CONTACTS + 1; i++) {
    const row = {
      name: get(`contacts.${i}.name`),
      email: get(`contacts.${i}.email`),
      phone: get(`contacts.${i}.phone`),
    }
    if (row.name.trim() || row.email.trim() || row.phone.trim()) rows.push(row)
  }
  return rows
}
