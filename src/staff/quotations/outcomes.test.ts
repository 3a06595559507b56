/**
 * The quotation editor's one outcome mapping (./outcomes.ts), used by the sales desk's and the service desk's save
 * and send actions alike: on a real database, two people save the same revision and the second is answered with the
 * first one's version to load, and each field they changed with the second person's value and theirs.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { getDb } from '@/server/db/client'
import { createQuotationForLead } from '@/server/sales/quotation-create'
import { getQuotation, saveQuotation } from '@/server/sales/quotations'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { saveState, sendState } from './outcomes'

let db: TestDatabase
let sana: StaffUser
let omid: StaffUser
const NOW = new Date('2026-11-28T06:00:00Z')

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  const make = (email: string, role: 'sales' | 'owner') =>
    createStaffAccount({ email, displayName: email.split('@')[0]!, role, password: 'correct horse battery' }, null)
  sana = await make('sana@meridian.test', 'sales')
  omid = await make('omid@meridian.test', 'owner')
})
afterAll(async () => {
  await db?.dispose()
})

async function quotation(): Promise<number> {
  await contactRateLimiter.reset()
  const submissionId = randomUUID()
  const stored = await submitContactMessage(
    {
      submissionId,
      name: 'Farid Ahmadi',
      email: 'farid@balkh.af',
      subject: 'quote-request',
      message: 'Two rovers.',
      items: [{ product: 'r12-rover', quantity: 2 }],
    },
    { clientAddress: 'x', now: NOW },
  )
  expect(stored.kind).toBe('stored')
  const found = await (
    await getDb()
  ).execute(sql`SELECT id FROM contact_messages WHERE submission_id = ${submissionId}`)
  const leadId = (found as unknown as { rows: { id: number }[] }).rows[0]!.id
  return (await createQuotationForLead(leadId, sana, NOW))!
}

it('answers a stale save with the other person’s version and, per field, the value saved and theirs', async () => {
  const id = await quotation()
  const q = (await getQuotation(id))!
  const theirs = { ...q.draft, warranty: 'Two years on parts', lines: [...q.draft.lines, { ...q.draft.lines[0]! }] }
  expect((await saveQuotation(id, q.version, theirs, omid, NOW)).kind).toBe('saved')

  const mine = { ...q.draft, warranty: 'Six months' }
  const outcome = await saveQuotation(id, q.version, mine, sana, NOW)
  if (outcome.kind === 'saved') throw new Error('a stale save was stored')
  const state = saveState(outcome, mine)
  expect(state.status).toBe('error')
  expect(state.message).toMatch(/Someone else saved this quotation first/)
  expect(state.conflict?.version).toBe(q.version + 1)
  expect(state.conflict?.current.draft.warranty).toBe('Two years on parts')
  expect(state.conflict?.current.draft.lines).toHaveLength(2)
  expect(state.conflict?.changes).toEqual(
    expect.arrayContaining([
      { field: 'warranty', label: expect.any(String), before: 'Six months', after: 'Two years on parts' },
      { field: 'lines', label: expect.any(String), before: '1 lines', after: '2 lines' },
    ]),
  )
})

it('names what is wrong with a send, and says where a sent quotation went', () => {
  expect(sendState({ kind: 'sent', link: 'x' }, 'On the status page.')).toEqual({
    status: 'done',
    message: 'On the status page.',
  })
  expect(sendState({ kind: 'changed' }, '').message).toMatch(/Save your changes first/)
  expect(sendState({ kind: 'invalid', issues: [{ path: 'lines[0].quantity', message: 'Too few' }] }, '')).toEqual(
    expect.objectContaining({ status: 'error', fieldErrors: { 'lines.0.quantity': 'Too few' } }),
  )
})
