/**
 * Customer matching and merging (docs/decisions/104-customer-matching.md) against a real database: a record matches
 * by e-mail (case aside) or phone line however it was typed (+93, a national 0, Persian digits), never by name; a
 * merge moves the duplicate's contacts, leads and units to the record kept in one transaction and leaves the duplicate
 * marked merged, with the ids moved in the history; the undo moves exactly those back.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { auditLog, contactMessages, customerContacts, customers, units } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/auth'
import { salesOfCustomer } from '@/server/sales/customer-history'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount, submitLead } from '../../../tests/support/leads'
import { createCustomer, getCustomer, listCustomers } from './customers'
import { linkToCustomer } from './links'
import { matchCustomer } from './matching'
import { mergeCustomers, undoMerge } from './merge'

let db: TestDatabase
let staff: StaffUser
let kept: number
let duplicate: number
let other: number
let lead: number
let unit: number

async function record(name: string, contacts: { name: string; email: string; phone: string }[]) {
  const made = await createCustomer({ kind: 'company', name, notes: '', contacts }, staff)
  if (made.kind !== 'saved') throw new Error(JSON.stringify(made))
  return made.id
}

beforeAll(async () => {
  db = await useTestDatabase()
  staff = await staffAccount('owner@meridian.test', 'Owner', 'owner')
  kept = await record('Kabul Survey Co.', [{ name: 'Ahmad', email: 'ahmad@kabulsurvey.af', phone: '+93 700 123 456' }])
  duplicate = await record('Kabul Survey Company', [
    { name: 'Office', email: 'OFFICE@kabulsurvey.af', phone: '۰۷۰۰ ۱۲۳ ۴۵۶' },
  ])
  other = await record('Kabul Survey Co', [{ name: 'Someone', email: 'x@other.af', phone: '0799 000 111' }])
  lead = await submitLead({ name: 'Office', email: 'office@kabulsurvey.af' })
  expect(await linkToCustomer('lead', lead, duplicate, staff)).toBe('linked')
  const [row] = await (
    await getDb()
  )
    .insert(units)
    .values({
      productName: 'Vireo G9',
      serial: 'G9-1',
      serialKey: 'G91',
      saleDate: '2026-01-10',
      customerId: duplicate,
    })
    .returning({ id: units.id })
  unit = row!.id
})
afterAll(async () => {
  await db?.dispose()
})

describe('matching', () => {
  it('finds records by e-mail, case aside, or by phone line however typed, and never by name', async () => {
    const byEmail = await matchCustomer({ email: 'Office@KabulSurvey.af' })
    expect(byEmail.map((m) => [m.id, m.by])).toEqual([[duplicate, ['e-mail']]])
    const byPhone = await matchCustomer({ phone: '0093700123456' })
    expect(byPhone.map((m) => m.id).sort()).toEqual([kept, duplicate].sort())
    // Both e-mail and phone first.
    const both = await matchCustomer({ email: 'ahmad@kabulsurvey.af', phone: '0700123456' })
    expect(both[0]).toMatchObject({ id: kept, by: ['e-mail', 'phone'] })
    expect((await matchCustomer({ phone: '0799 000 112' })).map((m) => m.id)).toEqual([])
    expect(await matchCustomer({})).toEqual([])
    expect((await matchCustomer({ email: 'nobody@kabulsurvey.af' })).some((m) => m.id === other)).toBe(false)
  })
})

describe('merging', () => {
  it('refuses a record into itself and one that does not exist', async () => {
    expect(await mergeCustomers(kept, kept, staff)).toBe('same')
    expect(await mergeCustomers(kept, 999_999, staff)).toBe('missing')
  })

  it('moves contacts, leads and units to the record kept, marks the duplicate, and lists the ids moved', async () => {
    expect(await mergeCustomers(kept, duplicate, staff)).toBe('merged')
    const d = await getDb()
    expect((await getCustomer(kept))!.contacts.map((c) => c.email).sort()).toEqual([
      'ahmad@kabulsurvey.af',
      'office@kabulsurvey.af',
    ])
    expect((await d.select().from(contactMessages).where(eq(contactMessages.id, lead)))[0]!.customerId).toBe(kept)
    expect((await d.select().from(units).where(eq(units.id, unit)))[0]!.customerId).toBe(kept)
    // The record's page shows the lead in its timeline (the sales side of it).
    expect((await salesOfCustomer(kept)).leads.map((l) => l.id)).toEqual([lead])
    expect((await getCustomer(duplicate))!.mergedInto).toBe(kept)
    expect((await listCustomers({ q: 'Kabul Survey' })).customers.map((c) => c.id)).not.toContain(duplicate)
    // A merged record no longer matches; its contacts answer for the record kept.
    expect((await matchCustomer({ email: 'office@kabulsurvey.af' })).map((m) => m.id)).toEqual([kept])
    const [entry] = await d.select().from(auditLog).where(eq(auditLog.action, 'merge'))
    const after = Object.fromEntries(entry!.changes.map((c) => [c.field, c.after]))
    expect(after).toMatchObject({ leads: [lead], units: [unit], merged: { id: duplicate } })
    expect(await mergeCustomers(kept, duplicate, staff)).toBe('already-merged')
  })

  it('is undone exactly: what it moved goes back and the duplicate is listed again', async () => {
    expect(await undoMerge(duplicate, staff)).toBe('unmerged')
    const d = await getDb()
    expect((await d.select().from(contactMessages).where(eq(contactMessages.id, lead)))[0]!.customerId).toBe(duplicate)
    expect((await d.select().from(units).where(eq(units.id, unit)))[0]!.customerId).toBe(duplicate)
    const contacts = await d.select().from(customerContacts).where(eq(customerContacts.customerId, duplicate))
    expect(contacts.map((c) => c.email)).toEqual(['office@kabulsurvey.af'])
    expect((await d.select().from(customers).where(eq(customers.id, duplicate)))[0]!.mergedInto).toBeNull()
    expect(await undoMerge(duplicate, staff)).toBe('not-merged')
  })
})
