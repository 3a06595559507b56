import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { allLeads, countLeadsByStatus, getLead, listLeads, setLeadStatus } from './leads'

let db: TestDatabase
const ids: string[] = []
beforeAll(async () => {
  db = await useTestDatabase()
  // 7 leads, one second apart, oldest first.
  for (let i = 0; i < 7; i++) {
    contactRateLimiter.reset()
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

  it('marks handled and back, filters and counts by status', async () => {
    const target = (await listLeads()).leads.find((l) => l.name === 'Visitor 2')!
    const at = new Date('2026-01-16T08:00:00Z')
    expect(await setLeadStatus(target.id, 'handled', at)).toBe(true)
    expect(await getLead(target.id)).toMatchObject({ status: 'handled', handledAt: at })
    expect(await countLeadsByStatus()).toEqual({ all: 7, new: 6, handled: 1 })
    expect((await listLeads({ status: 'handled' })).leads.map((l) => l.name)).toEqual(['Visitor 2'])
    expect(await setLeadStatus(target.id, 'new')).toBe(true)
    expect(await getLead(target.id)).toMatchObject({ status: 'new', handledAt: null })
    expect(await setLeadStatus(999_999, 'handled')).toBe(false)
    expect(await getLead(Number.NaN)).toBeUndefined()
  })

  it('exports every lead in keyset batches, newest first, none twice', async () => {
    const seen: string[] = []
    for await (const batch of allLeads({ batch: 2 })) seen.push(...batch.map((l) => l.submissionId))
    expect(seen).toEqual([...ids].reverse())
  })
})
