import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { listAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/auth'
import { createStaffAccount } from '@/server/staff/accounts'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { getDb } from '@/server/db/client'
import { allLeads, changeLeadStatus, countLeadsByStatus, getLead, listLeads, setLeadNote, setLeadStatus } from './leads'

let db: TestDatabase
let sales: StaffUser
const ids: string[] = []
beforeAll(async () => {
  db = await useTestDatabase()
  sales = await createStaffAccount(
    { email: 'sales@meridian.test', displayName: 'Sales Person', role: 'sales', password: 'correct horse battery' },
    null,
  )
  // 7 leads, one second apart, oldest first.
  for (let i = 0; i < 7; i++) {
    await contactRateLimiter.reset()
    const submissionId = randomUUID()
    ids.push(submissionId)
    const outcome = await submitContactMessage(
      {
        submissionId,
        name: `Visitor ${i}`,
        email: `v${i}@example.af`,
        subject: i % 2 ? 'quote-request' : 'other',
        message: `Message ${i}`,
      },
      { clientAddress: 'x', now: new Date(Date.UTC(2026, 0, 15, 10, 0, i)) },
    )
    expect(outcome.kind).toBe('stored')
  }
})
afterAll(async () => {
  await db?.dispose()
})

describe('admin leads queries', () => {
  it('lists newest first, paged', async () => {
    const first = await listLeads({ pageSize: 3 })
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 })
    expect(first.leads.map((l) => l.name)).toEqual(['Visitor 6', 'Visitor 5', 'Visitor 4'])
    const last = await listLeads({ pageSize: 3, page: 99 })
    expect(last.page).toBe(3)
    expect(last.leads.map((l) => l.name)).toEqual(['Visitor 0'])
    expect(last.leads[0]!.emailStatus).toBeNull()
  })

  it('moves a lead through the statuses, filters and counts by status, audits each change', async () => {
    const target = (await listLeads()).leads.find((l) => l.name === 'Visitor 2')!
    const at = new Date('2026-01-16T08:00:00Z')
    expect(await setLeadStatus(target.id, 'quoted', sales, at)).toBe(true)
    expect(await getLead(target.id)).toMatchObject({ status: 'quoted', statusChangedAt: at })
    expect(await countLeadsByStatus()).toEqual({ all: 7, new: 6, contacted: 0, quoted: 1, won: 0, lost: 0 })
    expect((await listLeads({ status: 'quoted' })).leads.map((l) => l.name)).toEqual(['Visitor 2'])
    expect(await setLeadStatus(target.id, 'won', sales)).toBe(true)
    // Setting the status it already has is not a change and leaves no entry.
    expect(await setLeadStatus(target.id, 'won', sales)).toBe(true)
    expect(await getLead(target.id)).toMatchObject({ status: 'won' })
    expect(await setLeadStatus(999_999, 'lost', sales)).toBe(false)
    expect(await setLeadStatus(target.id, 'handled' as never, sales)).toBe(false)
    expect(await getLead(Number.NaN)).toBeUndefined()

    const { entries } = await listAudit({ entityType: 'lead', entityId: String(target.id) })
    expect(entries.map((e) => [e.action, e.actorEmail, e.changes])).toEqual([
      ['status', 'sales@meridian.test', [{ field: 'status', before: 'quoted', after: 'won' }]],
      ['status', 'sales@meridian.test', [{ field: 'status', before: 'new', after: 'quoted' }]],
    ])
  })

  it('saves the internal note (trimmed, audited) and refuses an overlong one', async () => {
    const target = (await listLeads()).leads.find((l) => l.name === 'Visitor 3')!
    expect(await setLeadNote(target.id, '  Called 12 Jan; wants two rovers.\r\nSend quote.  ', sales)).toBe(true)
    expect((await getLead(target.id))!.internalNote).toBe('Called 12 Jan; wants two rovers.\nSend quote.')
    await expect(setLeadNote(target.id, 'x'.repeat(4_001), sales)).rejects.toThrow(/4000 characters/)
    expect(await setLeadNote(999_999, 'note', sales)).toBe(false)
    const [entry] = (await listAudit({ entityType: 'lead', entityId: String(target.id) })).entries
    expect(entry).toMatchObject({
      action: 'note',
      actorName: 'Sales Person',
      changes: [{ field: 'internalNote', before: '', after: 'Called 12 Jan; wants two rovers.\nSend quote.' }],
    })
  })

  it('exports every lead in keyset batches, newest first, none twice', async () => {
    const seen: string[] = []
    for await (const batch of allLeads({ batch: 2 })) seen.push(...batch.map((l) => l.submissionId))
    expect(seen).toEqual([...ids].reverse())
  })

  it('has one door for every actor: customer and site named, leaving "new" stops the reply clock', async () => {
    const target = (await listLeads()).leads.find((l) => l.name === 'Visitor 4')!
    expect(target.status).toBe('new')
    const at = new Date('2026-01-16T09:00:00Z')
    const db = await getDb()
    await db.transaction((tx) =>
      changeLeadStatus(
        tx,
        target.id,
        'won',
        { customer: { name: 'Visitor 4', email: 'v4@example.af' } },
        {
          now: at,
          action: 'quotation-accept',
          also: { before: { quotation: null }, after: { quotation: 'Q-2026-0001' } },
        },
      ),
    )
    // The same status again with nothing added: no entry.
    await db.transaction((tx) => changeLeadStatus(tx, target.id, 'won', { system: 'Tidy-up job' }))
    await db.transaction((tx) => changeLeadStatus(tx, target.id, 'lost', { system: 'Tidy-up job' }, { now: at }))
    expect(await getLead(target.id)).toMatchObject({ status: 'lost', firstReplyAt: at })
    const { entries } = await listAudit({ entityType: 'lead', entityId: String(target.id) })
    expect(entries.map((e) => [e.action, e.actorName, e.actorEmail, e.actorId, e.changes])).toEqual([
      ['status', 'Tidy-up job', '', null, [{ field: 'status', before: 'won', after: 'lost' }]],
      [
        'quotation-accept',
        'Visitor 4 (customer)',
        'v4@example.af',
        null,
        [
          { field: 'status', before: 'new', after: 'won' },
          { field: 'quotation', before: null, after: 'Q-2026-0001' },
        ],
      ],
    ])
  })
})
