/**
 * Editing a customer record (docs/service-desk.md, "Customer records") against a real database: a save at the version
 * the form showed replaces the record's fields and contacts and is in the history; a save over a newer version (an
 * edit or a merge made meanwhile) is refused with what the record holds now; bad input names the field; the list
 * finds records by name, company, contact, e-mail and phone however typed.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import { auditLog } from '@/server/db/schema'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { staffAccount } from '../../../tests/support/leads'
import { createCustomer, getCustomer, listCustomers, updateCustomer } from './customers'
import { mergeCustomers } from './merge'

let db: TestDatabase
let ali: StaffUser
let bibi: StaffUser

beforeAll(async () => {
  db = await useTestDatabase()
  ali = await staffAccount('ali@meridian.test', 'Ali', 'sales')
  bibi = await staffAccount('bibi@meridian.test', 'Bibi', 'owner')
})
afterAll(async () => {
  await db?.dispose()
})

async function record(name: string, email: string, phone: string) {
  const made = await createCustomer(
    { kind: 'company', name, notes: '', contacts: [{ name: 'Office', email, phone }] },
    ali,
  )
  if (made.kind !== 'saved') throw new Error(JSON.stringify(made))
  return made.id
}

const input = (name: string, contacts: { name: string; email: string; phone: string }[]) => ({
  kind: 'company',
  name,
  notes: 'Pays by bank transfer.',
  contacts,
})

it('saves at the version shown, refuses a save over a newer one with the record as it is now', async () => {
  const id = await record('Kandahar Surveys', 'office@kandahar.af', '0700 111 222')
  const shown = (await getCustomer(id))!
  expect(shown.version).toBe(1)

  const mine = input('Kandahar Surveys Ltd', [
    { name: 'Office', email: 'office@kandahar.af', phone: '0700 111 222' },
    { name: 'Nasir', email: '', phone: '+93 799 333 444' },
  ])
  expect(await updateCustomer(id, shown.version, mine, ali)).toEqual({ kind: 'saved', id })
  const saved = (await getCustomer(id))!
  expect(saved).toMatchObject({ name: 'Kandahar Surveys Ltd', notes: 'Pays by bank transfer.', version: 2 })
  expect(saved.contacts.map((c) => [c.name, c.phone])).toEqual([
    ['Office', '0700 111 222'],
    ['Nasir', '+93 799 333 444'],
  ])
  const [entry] = await (
    await getDb()
  )
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'update')))
  expect(entry).toMatchObject({ actorName: 'Ali' })

  // Bibi opened the form before Ali saved: her save is refused, with Ali's version to see.
  const theirs = await updateCustomer(id, shown.version, input('Kandahar Survey Co', mine.contacts), bibi)
  expect(theirs).toMatchObject({ kind: 'conflict', current: { name: 'Kandahar Surveys Ltd', version: 2 } })
  expect(theirs.kind === 'conflict' && theirs.changed).toEqual(['name'])
  expect((await getCustomer(id))!.name).toBe('Kandahar Surveys Ltd')
})

it('counts a merge as a change: a form opened before it is refused', async () => {
  const keep = await record('Ghazni Roads', 'roads@ghazni.af', '0700 555 000')
  const drop = await record('Ghazni Roads Co', 'info@ghazni.af', '0700 555 000')
  const shown = (await getCustomer(keep))!
  expect(await mergeCustomers(keep, drop, bibi)).toBe('merged')
  const stale = await updateCustomer(keep, shown.version, input('Ghazni Roads', [shown.contacts[0]! as never]), ali)
  expect(stale.kind).toBe('conflict')
  // The record merged away is not edited (its undo restores it).
  expect((await updateCustomer(drop, 2, input('X', []), ali)).kind).toBe('missing')
})

it('names the field of a bad contact, and finds records by any contact detail', async () => {
  const id = await record('Bamyan Mapping', 'hello@bamyan.af', '0788 100 200')
  const bad = await updateCustomer(id, 1, input('', [{ name: 'Zahra', email: 'not an address', phone: '' }]), ali)
  expect(bad.kind === 'invalid' && bad.issues.map((i) => i.path).sort()).toEqual(['contacts.0.email', 'name'])

  for (const q of ['bamyan', 'HELLO@bamyan', '+93 788 100 200', 'Office'])
    expect(
      (await listCustomers({ q })).customers.map((c) => c.name),
      q,
    ).toContain('Bamyan Mapping')
  expect((await listCustomers({ q: 'Ghazni Roads Co' })).customers.map((c) => c.name)).not.toContain('Ghazni Roads Co')
})
