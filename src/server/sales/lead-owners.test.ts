import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { contentEntries } from '@/server/db/schema'
import { listAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { insertLead, salesTeam, staffAccount, submitLead as newLead } from '../../../tests/support/leads'
import {
  assignNewLead,
  getLeadSettings,
  logLeadCall,
  saveLeadSettings,
  setLeadNextAction,
  setLeadOwner,
} from './lead-owners'
import { getLead, listLeads, setLeadStatus } from './leads'
import { eq } from 'drizzle-orm'

let db: TestDatabase
let owner: StaffUser
let ali: StaffUser
let bibi: StaffUser
let cyrus: StaffUser
let editor: StaffUser

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  ;({ owner, ali, bibi, cyrus } = await salesTeam())
  editor = await staffAccount('ed@meridian.test', 'Ed', 'editor')
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await saveLeadSettings({ mode: 'business', roundRobin: [], rules: [] }, owner)
})

describe('automatic assignment', () => {
  it('leaves a lead unassigned when there is no rule and no round robin', async () => {
    const id = await newLead()
    expect((await getLead(id))?.ownerId).toBeNull()
  })

  it('takes turns in the round robin order, on arrival', async () => {
    await saveLeadSettings({ mode: 'business', roundRobin: [bibi.id, ali.id], rules: [] }, owner)
    const owners = []
    for (let i = 0; i < 4; i++) owners.push((await getLead(await newLead()))?.ownerName)
    // The counter continues from earlier turns; the order is what counts.
    const start = owners[0] === 'Bibi' ? 0 : 1
    const expected = ['Bibi', 'Ali', 'Bibi', 'Ali', 'Bibi'].slice(start, start + 4)
    expect(owners).toEqual(expected)
  })

  it('gives each of many concurrent arrivals its own turn', async () => {
    await saveLeadSettings({ mode: 'business', roundRobin: [ali.id, bibi.id, cyrus.id], rules: [] }, owner)
    // Stored as rows, not through the form, so nothing is assigned before the nine race for their turns.
    const ids: number[] = []
    for (let i = 0; i < 9; i++) ids.push(await insertLead(new Date(), null, null))
    const owners = await Promise.all(ids.map((id) => assignNewLead(id)))
    const tally = new Map<number, number>()
    for (const o of owners) tally.set(o!, (tally.get(o!) ?? 0) + 1)
    expect([...tally.entries()].sort()).toEqual(
      [
        [ali.id, 3],
        [bibi.id, 3],
        [cyrus.id, 3],
      ].sort(),
    )
  })

  it('lets the first matching rule win: subject, then product category, else round robin', async () => {
    await saveLeadSettings(
      {
        mode: 'business',
        roundRobin: [ali.id],
        rules: [
          { kind: 'subject', value: 'technical-support', ownerId: cyrus.id },
          { kind: 'category', value: 'gnss-modules', ownerId: bibi.id },
          { kind: 'category', value: 'rtk-rovers', ownerId: cyrus.id },
        ],
      },
      owner,
    )
    expect((await getLead(await newLead({ subject: 'technical-support' })))?.ownerId).toBe(cyrus.id)
    expect((await getLead(await newLead({ product: 'k8-gnss-module' })))?.ownerId).toBe(bibi.id)
    const quote = await newLead({ subject: 'quote-request', items: [{ product: 'r12-rover', quantity: 2 }] })
    expect((await getLead(quote))?.ownerId).toBe(cyrus.id)
    const turn = await newLead({ product: 'b4-base-station' })
    expect((await getLead(turn))?.ownerId).toBe(ali.id)
    // Each arrival's owner is the first entry of the lead's history, with what gave it.
    const first = async (id: number) => (await listAudit({ entityType: 'lead', entityId: String(id) })).entries.at(-1)
    expect(await first(quote)).toMatchObject({
      actorId: null,
      actorName: 'Automatic assignment',
      action: 'owner-auto',
      changes: [
        { field: 'owner', before: null, after: 'Cyrus' },
        { field: 'by', before: null, after: 'rule 3 (product category rtk-rovers)' },
      ],
    })
    expect((await first(turn))?.changes).toContainEqual({ field: 'by', before: null, after: 'round robin' })
  })

  it('refuses editors and unknown accounts as owners in the settings', async () => {
    const saved = await saveLeadSettings({ mode: 'plain', roundRobin: [editor.id, 99_999], rules: [] }, owner)
    expect(saved).toEqual({ ok: false, invalidOwners: [editor.id, 99_999] })
    expect((await getLeadSettings()).mode).toBe('business')
  })

  it("counts to the promise the contact page states: the contact settings' reply hours", async () => {
    expect((await getLeadSettings()).promiseHours).toBe(24)
    await db.handle.db.insert(contentEntries).values({
      kind: 'settings',
      slug: 'contact',
      status: 'published',
      fields: { replyWithinHours: 8, businessHours: 'Sat-Thu' },
    })
    expect((await getLeadSettings()).promiseHours).toBe(8)
    await db.handle.db.delete(contentEntries).where(eq(contentEntries.kind, 'settings'))
  })
})

describe('reassignment, first reply, calls and follow-ups', () => {
  it('reassigns by hand, audited on the lead', async () => {
    const id = await newLead()
    expect(await setLeadOwner(id, ali.id, owner)).toBe('done')
    expect(await setLeadOwner(id, bibi.id, ali)).toBe('done')
    expect(await setLeadOwner(id, bibi.id, ali)).toBe('unchanged')
    expect(await setLeadOwner(id, editor.id, ali)).toBe('not-allowed')
    expect((await getLead(id))?.ownerName).toBe('Bibi')
    const { entries } = await listAudit({ entityType: 'lead', entityId: String(id) })
    expect(entries[0]).toMatchObject({ action: 'owner', changes: [{ field: 'owner', before: 'Ali', after: 'Bibi' }] })
  })

  it('stops the clock at the first status change away from new, and never moves it', async () => {
    const id = await newLead()
    const first = new Date('2026-11-28T06:00:00Z')
    await setLeadStatus(id, 'contacted', ali, first)
    await setLeadStatus(id, 'new', ali, new Date('2026-11-28T07:00:00Z'))
    await setLeadStatus(id, 'quoted', ali, new Date('2026-11-28T08:00:00Z'))
    expect((await getLead(id))?.firstReplyAt).toEqual(first)
  })

  it('counts a logged call as the first reply, with its note in the history', async () => {
    const id = await newLead()
    const at = new Date('2026-11-28T05:00:00Z')
    expect(await logLeadCall(id, 'Called; wants two rovers.', ali, at)).toBe(true)
    const lead = await getLead(id)
    expect(lead).toMatchObject({ firstReplyAt: at, status: 'new' })
    const { entries } = await listAudit({ entityType: 'lead', entityId: String(id) })
    expect(entries[0]?.action).toBe('call')
  })

  it('keeps a next action and lists leads by clock', async () => {
    const id = await newLead({}, new Date('2026-11-20T05:00:00Z'))
    const at = new Date('2026-11-30T04:30:00Z')
    expect(await setLeadNextAction(id, at, 'Send the datasheet', ali)).toBe(true)
    expect(await getLead(id)).toMatchObject({ nextActionAt: at, nextActionNote: 'Send the datasheet' })
    // The history says when as staff typed it, in Afghanistan time (9:00 Kabul), not as an instant in UTC.
    const { entries } = await listAudit({ entityType: 'lead', entityId: String(id) })
    expect(entries[0]).toMatchObject({ action: 'next-action' })
    expect(entries[0]!.changes).toContainEqual({ field: 'nextActionAt', before: null, after: '2026-11-30 09:00 AFT' })
    const now = new Date('2026-11-28T06:00:00Z')
    const overdue = await listLeads({ clock: 'overdue', now, settings: { mode: 'business', promiseHours: 24 } })
    expect(overdue.leads.map((l) => l.id)).toContain(id)
    const byLeft = await listLeads({ sort: 'time-left', now })
    expect(byLeft.leads[0]?.id).toBe(id)
    expect(byLeft.leads.every((l) => l.firstReplyAt === null)).toBe(true)
  })
})
