import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getDb } from '@/server/db/client'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { insertLead as lead, salesTeam } from '../../../tests/support/leads'
import { getLeadFigures, median } from './lead-figures'
import { getLeadSettings, saveLeadSettings } from './lead-owners'

/**
 * The figures against a real database, with leads and quotations stored at known times. Business hours are
 * Sat–Thu 8:00–17:00 Kabul (UTC+4:30), the promise 24 hours (the contact settings' default). "Now" is Tuesday
 * 15 December 2026, 14:30 Kabul.
 */
const NOW = new Date('2026-12-15T10:00:00Z')
const HOUR = 3_600_000

let db: TestDatabase
let owner: StaffUser
let ali: StaffUser
let bibi: StaffUser
let cyrus: StaffUser

/** A Kabul wall time as the instant. */
const kabul = (local: string) => new Date(`${local}+04:30`)

async function quotation(
  leadId: number,
  number: string,
  revision: number,
  status: string,
  sentAt: Date,
  respondedAt: Date | null = null,
) {
  const d = await getDb()
  await d.execute(sql`
    INSERT INTO quotations (lead_id, number, revision, status, valid_until, sent_at, responded_at)
    VALUES (${leadId}, ${number}, ${revision}, ${status}, '2027-01-31', ${sentAt}, ${respondedAt})`)
}

beforeAll(async () => {
  db = await useTestDatabase()
  ;({ owner, ali, bibi, cyrus } = await salesTeam())
})
afterAll(async () => {
  await db?.dispose()
})

describe('lead figures', () => {
  it('is twelve empty months before any lead: zeros, and no median or share to show', async () => {
    const f = await getLeadFigures({ now: NOW })
    expect(f.months.map((m) => m.key)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ])
    expect(f.months[0]!.label).toBe('Jan 2026')
    expect(f.months[8]!.label).toBe('Sep 2026')
    expect(f.owners).toEqual([])
    expect(f.total).toMatchObject({ newLeads: 0, perWeek: 0, medianReplyMs: null, share: null, quotesSent: 0 })
  })

  it('counts by month and owner, in business hours across a Friday, with quotations by Kabul month', async () => {
    // Thursday 9:00 → answered Sunday 14:00: 8 + 9 (Saturday; Friday is off) + 6 = 23 working hours, within 24.
    const l1 = await lead(kabul('2026-12-03T09:00'), kabul('2026-12-06T14:00'), ali.id)
    // Answered after one hour.
    const l2 = await lead(kabul('2026-11-10T10:00'), kabul('2026-11-10T11:00'), ali.id)
    // Tuesday 9:00 → Saturday 9:00: 8 + 9 + 9 + 0 + 1 = 27 working hours, late.
    const l3 = await lead(kabul('2026-11-10T09:00'), kabul('2026-11-14T09:00'), bibi.id)
    // Monday 10:00, unanswered: 13.5 working hours by now, not yet due (not judged in business hours).
    await lead(kabul('2026-12-14T10:00'), null, null)
    // Unanswered for weeks: past the promise, judged as missed.
    await lead(kabul('2026-11-28T09:00'), null, bibi.id)
    // Before the window (the oldest month is January 2026): left out, with its quotation.
    const old = await lead(kabul('2025-12-20T09:00'), kabul('2025-12-20T10:00'), ali.id)
    await quotation(old, 'Q-2025-0009', 1, 'accepted', kabul('2025-12-21T09:00'), kabul('2025-12-22T09:00'))
    // One quotation in two revisions counts as one sent, in the month of its first sending; won when accepted.
    await quotation(l2, 'Q-2026-0001', 1, 'superseded', kabul('2026-11-11T09:00'))
    await quotation(l2, 'Q-2026-0001', 2, 'accepted', kabul('2026-12-01T09:00'), kabul('2026-12-02T09:00'))
    // Sent 30 November 20:00 UTC, which is already 1 December 00:30 in Kabul.
    await quotation(l3, 'Q-2026-0002', 1, 'sent', new Date('2026-11-30T20:00:00Z'))
    void l1

    const f = await getLeadFigures({ now: NOW })
    expect(f.mode).toBe('business')
    expect(f.total).toMatchObject({
      newLeads: 5,
      medianReplyMs: 23 * HOUR,
      judged: 4,
      withinPromise: 2,
      share: 0.5,
      quotesSent: 2,
      quotesWon: 1,
    })
    // 5 leads over the 348.6 days since 1 January 2026 (Kabul).
    expect(f.total.perWeek).toBeCloseTo(5 / (348.6 / 7), 2)

    const nov = f.months.find((m) => m.key === '2026-11')!
    const dec = f.months.find((m) => m.key === '2026-12')!
    expect(nov).toMatchObject({ newLeads: 3, medianReplyMs: 14 * HOUR, judged: 3, withinPromise: 1, quotesSent: 1 })
    expect(nov.share).toBeCloseTo(1 / 3)
    expect(nov.perWeek).toBeCloseTo(0.7, 2) // 3 in 30 days
    expect(dec).toMatchObject({ newLeads: 2, medianReplyMs: 23 * HOUR, share: 1, quotesSent: 1, quotesWon: 1 })
    // December so far: 14.6 days, so 2 leads are about one a week (not 2 in a whole month).
    expect(dec.perWeek).toBeCloseTo(2 / (14.6 / 7), 2)
    expect(f.months.filter((m) => m.newLeads > 0).map((m) => m.key)).toEqual(['2026-11', '2026-12'])

    expect(f.owners.map((o) => o.label)).toEqual(['Ali', 'Bibi', 'Unassigned'])
    const [a, b, none] = f.owners
    // Two answered leads: the median is the mean of 1 h and 23 h.
    expect(a).toMatchObject({ newLeads: 2, medianReplyMs: 12 * HOUR, share: 1, quotesSent: 1, quotesWon: 1 })
    expect(b).toMatchObject({ newLeads: 2, medianReplyMs: 27 * HOUR, share: 0, quotesSent: 1, quotesWon: 0 })
    expect(none).toMatchObject({ newLeads: 1, medianReplyMs: null, judged: 0, share: null })
  })

  it('counts in plain hours when the clock does: the Friday counts and the weekend reply is late', async () => {
    await saveLeadSettings({ mode: 'plain', roundRobin: [], rules: [] }, owner)
    try {
      const f = await getLeadFigures({ now: NOW })
      expect(f.mode).toBe('plain')
      // Replies after 77 h (Thursday 9:00 → Sunday 14:00), 1 h and 96 h.
      expect(f.total.medianReplyMs).toBe(77 * HOUR)
      // Now the unassigned lead, 28.5 plain hours old, is past the promise too; only the one-hour reply is within.
      expect(f.total).toMatchObject({ judged: 5, withinPromise: 1, share: 0.2 })
    } finally {
      await saveLeadSettings({ mode: 'business', roundRobin: [], rules: [] }, owner)
    }
  })

  it('skips the public holidays the owner lists', async () => {
    await saveLeadSettings(
      { mode: 'business', holidays: ['2026-12-05', '2026-12-05'], roundRobin: [], rules: [] },
      owner,
    )
    try {
      expect((await getLeadSettings()).holidays).toEqual(['2026-12-05'])
      const f = await getLeadFigures({ now: NOW })
      // With Saturday 5 December off, the Thursday lead's reply took 8 + 6 = 14 working hours: replies 14, 1, 27.
      expect(f.total.medianReplyMs).toBe(14 * HOUR)
    } finally {
      await saveLeadSettings({ mode: 'business', holidays: [], roundRobin: [], rules: [] }, owner)
    }
  })

  it('narrows to one owner, or to the unassigned leads; an owner with no leads gets empty figures', async () => {
    const onlyAli = await getLeadFigures({ now: NOW, owner: ali.id })
    expect(onlyAli.total).toMatchObject({ newLeads: 2, quotesSent: 1, quotesWon: 1 })
    expect(onlyAli.owners.map((o) => o.label)).toEqual(['Ali'])
    const unassigned = await getLeadFigures({ now: NOW, owner: 'none' })
    expect(unassigned.total).toMatchObject({ newLeads: 1, quotesSent: 0 })
    expect(unassigned.months.at(-1)!.newLeads).toBe(1)
    const nobody = await getLeadFigures({ now: NOW, owner: cyrus.id })
    expect(nobody.total).toMatchObject({ newLeads: 0, medianReplyMs: null, share: null, quotesSent: 0 })
    expect(nobody.months).toHaveLength(12)
  })

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([])).toBeNull()
    expect(median([5])).toBe(5)
    expect(median([9, 1, 3, 7])).toBe(5)
  })
})
