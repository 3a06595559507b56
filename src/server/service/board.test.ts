import path from 'node:path'

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { messages } from '@/content/messages'
import { publicOffices } from '@/server/content/offices'
import { seedContentIfEmpty } from '@/server/content/seed'
import { getDb } from '@/server/db/client'
import { auditLog, mailOutbox, products } from '@/server/db/schema'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { listServiceBoard } from './board'
import { addServiceNote, assignServiceRequest } from './desk'
import { listServiceEvents } from './requests'
import { moveServiceRequest } from './status'
import { submitServiceRequest } from './submit'

let db: TestDatabase
let tech: StaffUser
let sales: StaffUser
let office: string
let product: string
// A Sunday morning in Kabul (a working day: Saturday to Thursday).
const SUNDAY = new Date('2026-11-29T04:00:00Z')
const ids: Record<string, number> = {}

async function file(serial: string, name: string, phone: string, extra: Record<string, string> = {}) {
  const outcome = await submitServiceRequest(
    {
      kind: 'repair',
      product,
      otherModel: '',
      serial,
      fault: 'Broken.',
      purchaseDate: '',
      purchasePlace: '',
      office,
      pickupAddress: '',
      name,
      phone,
      email: `${serial.toLowerCase()}@example.af`,
      language: 'fa',
      ...extra,
    },
    [],
    SUNDAY,
  )
  if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome))
  ids[serial] = outcome.id
  return outcome
}

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  office = (await publicOffices('en'))[0]!.slug
  const d = await getDb()
  product = (await d.select({ slug: products.slug }).from(products).where(eq(products.isActive, true)).limit(1))[0]!
    .slug
  const make = (email: string, role: 'service' | 'sales') =>
    createStaffAccount({ email, displayName: email.split('@')[0]!, role, password: 'correct horse battery' }, null)
  tech = await make('tech@meridian.test', 'service')
  sales = await make('sana@meridian.test', 'sales')
  await file('BD-0001', 'Karim Wardak', '0700 111 2222')
  await file('BD-0002', 'Laila Noori', '0700 333 4444', { office: 'pickup', pickupAddress: 'Herat, Street 3' })
  await file('BD-0003', 'Karim Wardak', '0700 111 2222')
})
afterAll(async () => {
  await db?.dispose()
})

describe('the board', () => {
  it('searches by reference, serial, name and phone', async () => {
    const numbers = async (q: string) => (await listServiceBoard({ q }, SUNDAY)).rows.map((r) => r.serial).sort()
    expect(await numbers('R-2026-0002')).toEqual(['BD-0002'])
    expect(await numbers('bd-0003')).toEqual(['BD-0003'])
    expect(await numbers('karim')).toEqual(['BD-0001', 'BD-0003'])
    expect(await numbers('+93 700 333 4444')).toEqual(['BD-0002'])
  })

  it('filters by office, technician and status', async () => {
    expect((await listServiceBoard({ office: 'pickup' }, SUNDAY)).rows.map((r) => r.serial)).toEqual(['BD-0002'])
    expect(await assignServiceRequest(ids['BD-0001']!, tech.id, tech, SUNDAY)).toBe('assigned')
    expect(await assignServiceRequest(ids['BD-0001']!, sales.id, tech, SUNDAY)).toBe('not-a-technician')
    expect((await listServiceBoard({ assignee: tech.id }, SUNDAY)).rows.map((r) => r.serial)).toEqual(['BD-0001'])
    expect((await listServiceBoard({ assignee: 'none' }, SUNDAY)).total).toBe(2)
    expect((await listServiceBoard({ status: 'diagnosing' }, SUNDAY)).total).toBe(0)
  })

  it('marks a request overdue past its promise in business hours, not wall-clock hours', async () => {
    // Received has a promise of one working day (9 h): by Sunday evening it is not late yet, by Monday noon it is.
    expect((await listServiceBoard({ overdue: true }, new Date('2026-11-29T12:00:00Z'))).total).toBe(0)
    const later = new Date('2026-11-30T08:00:00Z')
    const overdue = await listServiceBoard({ overdue: true }, later)
    expect(overdue.total).toBe(3)
    expect(overdue.rows.every((r) => r.overdue)).toBe(true)
  })
})

describe('moving a request', () => {
  it('moves along the flow with history, audit and a notice in the customer language', async () => {
    const id = ids['BD-0001']!
    const moved = await moveServiceRequest(id, 'diagnosing', tech, SUNDAY)
    expect(moved).toMatchObject({ kind: 'moved', from: 'received', to: 'diagnosing', notified: true })
    const d = await getDb()
    const mails = await d.select().from(mailOutbox).where(eq(mailOutbox.serviceRequestId, id))
    const notice = mails.at(-1)!
    expect(notice.subject).toContain(messages('fa').serviceStatusNames.diagnosing.title)
    expect(notice.body).toContain(messages('fa').serviceStatusNames.diagnosing.description)
    const audit = await d
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'service-request'), eq(auditLog.entityId, String(id))))
    expect(audit.map((a) => a.action)).toEqual(['create', 'assign', 'status'])
    expect(await addServiceNote(id, 'Tilt sensor loose.', tech, SUNDAY)).toBe('added')
    const history = await listServiceEvents(id)
    expect(history.map((e) => e.status ?? e.note)).toEqual(['received', 'diagnosing', 'Tilt sensor loose.'])
    expect((await listServiceEvents(id, true)).map((e) => e.status)).toEqual(['received', 'diagnosing'])
  })

  it('refuses a move the flow does not allow, naming the allowed ones', async () => {
    const id = ids['BD-0002']!
    expect(await moveServiceRequest(id, 'ready', tech, SUNDAY)).toEqual({
      kind: 'not-allowed',
      from: 'received',
      allowed: ['diagnosing', 'returned-unrepaired'],
    })
    // Approved is entered only by an answer to a repair quotation, never by a button.
    await moveServiceRequest(id, 'diagnosing', tech, SUNDAY)
    expect(await moveServiceRequest(id, 'approved', tech, SUNDAY)).toMatchObject({ kind: 'not-allowed' })
  })
})
