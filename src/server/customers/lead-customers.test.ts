/**
 * A new lead offered its customer records (docs/decisions/104-customer-matching.md), against a real database: a
 * lead from the contact form is matched by e-mail (case aside) or phone line to the records staff already have,
 * nothing is linked until staff confirm; confirming links the lead (in the lead's history, with the record's name),
 * and a new record made from a lead with a company is that company with the person as its contact.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { auditLog } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount, submitLead } from '../../../tests/support/leads'
import { createCustomer, getCustomer } from './customers'
import { createCustomerFor, customerOf, linkToCustomer } from './links'
import { matchCustomer } from './matching'

let db: TestDatabase
let sales: StaffUser
let record: number

beforeAll(async () => {
  db = await useTestDatabase()
  sales = await staffAccount('sana@meridian.test', 'Sana', 'sales')
  const made = await createCustomer(
    {
      kind: 'company',
      name: 'Herat Roads Ltd',
      notes: '',
      contacts: [{ name: 'Wahid', email: 'wahid@heratroads.af', phone: '+93 799 555 010' }],
    },
    sales,
  )
  if (made.kind !== 'saved') throw new Error(JSON.stringify(made))
  record = made.id
})
afterAll(async () => {
  await db?.dispose()
})

const historyOf = async (lead: number) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, String(lead)), eq(auditLog.action, 'customer')))

it('offers the record with the same e-mail or phone; links only when staff confirm, in the history', async () => {
  const byEmail = await submitLead({ name: 'Wahid S.', email: 'WAHID@HeratRoads.af' })
  const byPhone = await submitLead({ name: 'Site office', email: 'site@example.af', phone: '0799 555 010' })
  const stranger = await submitLead({ name: 'Someone', email: 'someone@example.af', phone: '0700 000 999' })

  expect(await customerOf('lead', byEmail)).toBeUndefined()
  expect((await matchCustomer({ email: 'WAHID@HeratRoads.af' })).map((m) => [m.id, m.by])).toEqual([
    [record, ['e-mail']],
  ])
  expect((await matchCustomer({ email: 'site@example.af', phone: '0799 555 010' })).map((m) => m.by)).toEqual([
    ['phone'],
  ])
  expect(await matchCustomer({ email: 'someone@example.af', phone: '0700 000 999' })).toEqual([])
  expect(await customerOf('lead', stranger)).toBeUndefined()

  expect(await linkToCustomer('lead', byEmail, record, sales)).toBe('linked')
  expect(await customerOf('lead', byEmail)).toEqual({ id: record, name: 'Herat Roads Ltd' })
  expect(await customerOf('lead', byPhone)).toBeUndefined()
  const [entry] = await historyOf(byEmail)
  expect(entry).toMatchObject({ actorName: 'Sana' })
  expect(JSON.stringify(entry!.changes)).toContain('Herat Roads Ltd')
})

it('makes a new record from a lead: its company, with the person as the contact', async () => {
  const lead = await submitLead({
    name: 'Laila Noori',
    company: 'Balkh Mapping',
    email: 'laila@balkhmapping.af',
    phone: '0700 321 654',
  })
  const source = {
    name: 'Laila Noori',
    company: 'Balkh Mapping',
    email: 'laila@balkhmapping.af',
    phone: '0700 321 654',
  }
  const id = await createCustomerFor('lead', lead, source, sales)
  expect(id).toBeDefined()
  expect(await customerOf('lead', lead)).toEqual({ id, name: 'Balkh Mapping' })
  const made = (await getCustomer(id!))!
  expect(made.kind).toBe('company')
  expect(made.contacts.map((c) => [c.name, c.email])).toEqual([['Laila Noori', 'laila@balkhmapping.af']])
  expect(await historyOf(lead)).toHaveLength(1)
  expect(await createCustomerFor('lead', 999_999, { name: 'Nobody' }, sales)).toBeUndefined()
})
