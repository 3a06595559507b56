import { randomUUID } from 'node:crypto'

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactRateLimiter, submitContactMessage } from '@/server/contact'
import { getDb } from '@/server/db/client'
import { auditLog, mailOutbox, quotations } from '@/server/db/schema'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { setLeadOwner } from '@/server/sales/lead-owners'
import { getLead } from '@/server/sales/leads'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import {
  latestRevisionPdf,
  openLatestRevision,
  openQuotationLink,
  quotationLinkPdf,
  respondToQuotation,
} from './quotation-link'
import { latestRevisionPage, quotationPage, unavailablePage } from './quotation-page'
import { revokeQuotation, sendQuotation } from './quotation-send'
import { createQuotationForLead, takeQuotationNumber } from './quotation-create'
import { getQuotation, listLeadQuotations, newRevision, saveQuotation } from './quotations'

let db: TestDatabase
let sales: StaffUser
let other: StaffUser
const NOW = new Date('2026-11-28T06:00:00Z')

async function newLead(extra: Record<string, unknown> = {}): Promise<number> {
  await contactRateLimiter.reset()
  const submissionId = randomUUID()
  const outcome = await submitContactMessage(
    {
      submissionId,
      name: 'Farid Ahmadi',
      email: 'farid@balkh.af',
      subject: 'quote-request',
      message: 'Two rovers and a module.',
      ...extra,
    },
    { clientAddress: 'x', now: NOW },
  )
  expect(outcome.kind).toBe('stored')
  const d = await getDb()
  const found = await d.execute(sql`SELECT id FROM contact_messages WHERE submission_id = ${submissionId}`)
  return (found as unknown as { rows: { id: number }[] }).rows[0]!.id
}

/** The customer's link, read from the outbox row's text (the database keeps only the token's hash). */
async function linkToken(quotationId: number): Promise<string> {
  const d = await getDb()
  const [row] = await d.select().from(mailOutbox).where(eq(mailOutbox.quotationId, quotationId))
  const token = /\/q\/([A-Za-z0-9_-]+)/.exec(row!.body!)![1]!
  return token
}

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  const make = (email: string, role: 'sales' | 'owner') =>
    createStaffAccount({ email, displayName: email.split('@')[0]!, role, password: 'correct horse battery' }, null)
  sales = await make('sana@meridian.test', 'sales')
  other = await make('omid@meridian.test', 'owner')
})
afterAll(async () => {
  await db?.dispose()
})

describe('numbers', () => {
  it('counts per year, one statement per number', async () => {
    const d = await getDb()
    const taken = await Promise.all([1, 2, 3].map(() => takeQuotationNumber(d, 2031)))
    expect(taken.sort()).toEqual(['Q-2031-0001', 'Q-2031-0002', 'Q-2031-0003'])
    expect(await takeQuotationNumber(d, 2032)).toBe('Q-2032-0001')
  })
})

describe('a quotation from a quote request', () => {
  let leadId: number
  let id: number

  it('is created with the request lines at catalogue prices and the lead language', async () => {
    leadId = await newLead({
      locale: 'fa',
      items: [
        { product: 'r12-rover', quantity: 2 },
        { product: 'k8-gnss-module', quantity: 1 },
      ],
    })
    await setLeadOwner(leadId, sales.id, other)
    id = (await createQuotationForLead(leadId, sales, NOW))!
    const q = (await getQuotation(id))!
    expect(q.number).toMatch(/^Q-2026-\d{4}$/)
    expect(q.status).toBe('draft')
    expect(q.draft.language).toBe('fa')
    expect(q.draft.validUntil).toBe('2026-12-28')
    expect(q.draft.lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([
      [expect.stringContaining('R12'), '2', '12500.00'],
      [expect.stringContaining('K8'), '1', '249.50'],
    ])
  })

  it('refuses bad input with a message per field, and a stale version with the fields changed', async () => {
    const q = (await getQuotation(id))!
    const bad = {
      ...q.draft,
      afnRate: '0',
      validUntil: '2026-11-01',
      lines: [{ ...q.draft.lines[0]!, quantity: '-1', discount: '120' }],
    }
    const refused = await saveQuotation(id, q.version, bad, sales, NOW)
    expect(refused.kind).toBe('invalid')
    const paths = refused.kind === 'invalid' ? refused.issues.map((i) => i.path) : []
    expect(paths).toEqual(expect.arrayContaining(['afnRate', 'lines.0.quantity', 'lines.0.discount']))
    const past = await saveQuotation(id, q.version, { ...q.draft, validUntil: '2026-11-01' }, sales, NOW)
    expect(past).toMatchObject({ kind: 'invalid', issues: [{ path: 'validUntil' }] })
    const empty = await saveQuotation(id, q.version, { ...q.draft, lines: [] }, sales, NOW)
    expect(empty).toMatchObject({ kind: 'invalid', issues: [{ path: 'lines' }] })

    const mine = { ...q.draft, afnRate: '70.35', rateDate: '2026-11-27' }
    mine.lines = [{ ...q.draft.lines[0]!, discount: '5' }, ...q.draft.lines.slice(1)]
    expect(await saveQuotation(id, q.version, mine, sales, NOW)).toEqual({ kind: 'saved', version: q.version + 1 })
    const theirs = await saveQuotation(id, q.version, { ...q.draft, warranty: 'Two years' }, other, NOW)
    expect(theirs.kind).toBe('conflict')
    if (theirs.kind === 'conflict') expect(theirs.changed).toEqual(['lines', 'afnRate', 'rateDate', 'warranty'])
    const saved = (await getQuotation(id))!
    expect(saved.values.afnRate).toBe(703_500)
    expect(saved.values.lines[0]!.discountBasisPoints).toBe(500)
  })

  it('sends: PDF kept, lead Quoted and answered, e-mail with the link, only the hash stored', async () => {
    const q = (await getQuotation(id))!
    const sent = await sendQuotation(id, q.version, sales, NOW)
    expect(sent.kind).toBe('sent')
    const token = await linkToken(id)
    expect(token.length).toBeGreaterThanOrEqual(43)
    const d = await getDb()
    const [row] = await d.select().from(quotations).where(eq(quotations.id, id))
    expect(row!.status).toBe('sent')
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.tokenHash).not.toContain(token)
    expect(row!.pdf!.subarray(0, 5).toString()).toBe('%PDF-')
    const lead = (await getLead(leadId))!
    expect(lead.status).toBe('quoted')
    expect(lead.firstReplyAt).toEqual(NOW)
    expect(await sendQuotation(id, row!.version, sales, NOW)).toEqual({ kind: 'not-sendable', status: 'sent' })
    // The lead page shows the customer e-mail's delivery: pending in the outbox until the worker sends it.
    const listed = await listLeadQuotations(leadId)
    expect(listed.find((l) => l.id === id)?.emailStatus).toBe('pending')
    await d.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.quotationId, id))
    expect((await listLeadQuotations(leadId)).find((l) => l.id === id)?.emailStatus).toBe('failed')
    await d.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.quotationId, id))

    const open = await openQuotationLink(token, NOW)
    expect(open.kind).toBe('open')
    if (open.kind === 'open') {
      // The customer's page speaks the quotation's language, right to left, and is never indexed.
      const html = quotationPage(open, token, null).html
      expect(html).toContain('<html lang="fa-AF" dir="rtl">')
      expect(html).toContain('noindex')
      expect(html).toContain(`/q/${token}/pdf`)
    }
    expect(unavailablePage({ kind: 'not-found' }, null).status).toBe(404)
    expect(unavailablePage({ kind: 'revoked', language: 'ps' }, null)).toMatchObject({ status: 410 })
    expect((await quotationLinkPdf(token, NOW)).pdf?.length).toBeGreaterThan(1000)
    expect((await openQuotationLink(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), NOW)).kind).toBe(
      'not-found',
    )
    expect((await openQuotationLink('short', NOW)).kind).toBe('not-found')
    expect((await openQuotationLink(token, new Date('2026-12-28T19:31:00Z'))).kind).toBe('expired')
  })

  it('the customer asks for changes, then accepts twice as once; the owner is told each time', async () => {
    const token = await linkToken(id)
    expect(await respondToQuotation(token, { kind: 'changes', message: '  ' }, NOW)).toEqual({
      kind: 'invalid',
      message: 'message-required',
    })
    const changes = await respondToQuotation(token, { kind: 'changes', message: 'Three rovers, please.' }, NOW)
    expect(changes).toEqual({ kind: 'changes-sent', repeated: false })
    expect((await getLead(leadId))!.status).toBe('contacted')
    expect(await respondToQuotation(token, { kind: 'changes', message: 'Three rovers, please.' }, NOW)).toEqual({
      kind: 'changes-sent',
      repeated: true,
    })
    const [first, second] = await Promise.all([
      respondToQuotation(token, { kind: 'accept' }, NOW),
      respondToQuotation(token, { kind: 'accept' }, NOW),
    ])
    expect([first, second].filter((o) => o.kind === 'accepted' && !o.repeated)).toHaveLength(1)
    expect((await getLead(leadId))!.status).toBe('won')
    const d = await getDb()
    const notices = await d.select().from(mailOutbox).where(eq(mailOutbox.kind, 'notice'))
    expect(notices.map((n) => [n.recipient, n.subject])).toEqual([
      [sales.email, expect.stringContaining('asked for changes')],
      [sales.email, expect.stringContaining('accepted')],
    ])
    const history = await d
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(leadId)))
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['quotation-create', 'quotation-send', 'quotation-changes', 'quotation-accept']),
    )
    expect(await respondToQuotation(token, { kind: 'changes', message: 'More' }, NOW)).toEqual({
      kind: 'already-accepted',
    })
    // A revision sent after acceptance is the offer now: the accepted link names it, the lead stays Won.
    const revision = await newRevision(id, sales, NOW)
    const revId = revision.kind === 'created' ? revision.id : 0
    expect((await sendQuotation(revId, (await getQuotation(revId))!.version, sales, NOW)).kind).toBe('sent')
    expect((await openQuotationLink(token, NOW)).kind).toBe('superseded')
    expect((await getLead(leadId))!.status).toBe('won')
  })
})

describe('revisions and revoking', () => {
  it('a sent revision supersedes the older link, which names the newer; a revoked link says so', async () => {
    const leadId = await newLead({ items: [{ product: 'r12-rover', quantity: 1 }] })
    const id = (await createQuotationForLead(leadId, sales, NOW))!
    const first = (await getQuotation(id))!
    await sendQuotation(id, first.version, sales, NOW)
    const oldToken = await linkToken(id)
    const revision = await newRevision(id, sales, NOW)
    expect(revision.kind).toBe('created')
    const revId = revision.kind === 'created' ? revision.id : 0
    expect(await newRevision(id, sales, NOW)).toEqual({ kind: 'existing', id: revId })
    // Until the revision is sent, the first link still works.
    expect((await openQuotationLink(oldToken, NOW)).kind).toBe('open')
    const rev = (await getQuotation(revId))!
    expect(rev.revision).toBe(2)
    expect(rev.number).toBe(first.number)
    expect((await sendQuotation(revId, rev.version, sales, NOW)).kind).toBe('sent')
    expect(await openQuotationLink(oldToken, NOW)).toMatchObject({
      kind: 'superseded',
      newer: `${first.number} Rev 2`,
    })
    expect((await respondToQuotation(oldToken, { kind: 'accept' }, NOW)).kind).toBe('unavailable')
    const newToken = await linkToken(revId)
    expect(await revokeQuotation(revId, sales, NOW)).toBe('revoked')
    expect((await openQuotationLink(newToken, NOW)).kind).toBe('revoked')
    expect(await revokeQuotation(revId, sales, NOW)).toBe('unchanged')
  })
})

describe('a replaced link leads to the newest sent revision, read only', () => {
  /** Sends the number's next revision and returns its id. */
  async function sendRevision(id: number): Promise<number> {
    const revision = await newRevision(id, sales, NOW)
    const revId = revision.kind === 'created' ? revision.id : 0
    expect((await sendQuotation(revId, (await getQuotation(revId))!.version, sales, NOW)).kind).toBe('sent')
    return revId
  }

  it('shows the newest revision through the old token: lines, PDF, no answers; withdrawn or expired said', async () => {
    const leadId = await newLead({ items: [{ product: 'r12-rover', quantity: 3 }] })
    const id = (await createQuotationForLead(leadId, sales, NOW))!
    const first = (await getQuotation(id))!
    await sendQuotation(id, first.version, sales, NOW)
    const oldToken = await linkToken(id)
    // Not replaced: nothing newer to show, the link's own state (the route sends it to its own page).
    expect((await openLatestRevision(oldToken, NOW)).kind).toBe('open')

    const rev2 = await sendRevision(id)
    const replaced = await openQuotationLink(oldToken, NOW)
    expect(replaced).toMatchObject({ kind: 'superseded', newer: `${first.number} Rev 2`, latest: { kind: 'open' } })
    const gone = unavailablePage(replaced, null, oldToken)
    expect(gone.status).toBe(410)
    expect(gone.html).toContain('<h1>This quotation was replaced</h1>')
    expect(gone.html).toContain(`href="/q/${oldToken}/latest"`)
    expect(gone.html).toContain('open the link in the e-mail that brought')

    const latest = await openLatestRevision(oldToken, NOW)
    expect(latest.kind).toBe('latest')
    if (latest.kind !== 'latest') return
    expect(latest.quotation.id).toBe(rev2)
    expect(latest.quotation.revision).toBe(2)
    const shown = latestRevisionPage(latest, oldToken, null)
    expect(shown.status).toBe(200)
    expect(shown.html).toContain(`<bdi dir="ltr">${first.number} Rev 2</bdi>`)
    expect(shown.html).toContain('R12')
    expect(shown.html).toContain(`/q/${oldToken}/latest/pdf`)
    // Read only: no form to accept or ask for changes, and the page says where to answer.
    expect(shown.html).not.toContain('<form')
    expect(shown.html).toContain('To accept it or ask for changes')
    const newToken = await linkToken(rev2)
    expect(shown.html).not.toContain(newToken)
    const pdf = await latestRevisionPdf(oldToken, NOW)
    const [stored] = await (await getDb()).select().from(quotations).where(eq(quotations.id, rev2))
    expect(pdf.pdf?.equals(stored!.pdf!)).toBe(true)
    expect(await respondToQuotation(oldToken, { kind: 'accept' }, NOW)).toMatchObject({ kind: 'unavailable' })
    expect((await getQuotation(rev2))!.status).toBe('sent')

    // A forged token finds nothing, here too.
    const forged = oldToken.slice(0, -1) + (oldToken.endsWith('A') ? 'B' : 'A')
    expect(await openLatestRevision(forged, NOW)).toEqual({ kind: 'not-found' })
    expect((await latestRevisionPdf(forged, NOW)).pdf).toBeUndefined()
    expect(await openLatestRevision('not-a-token', NOW)).toEqual({ kind: 'not-found' })

    // After the newest revision's validity: the old link says so, offers nothing.
    const late = new Date('2026-12-28T19:31:00Z')
    const expired = await openLatestRevision(oldToken, late)
    expect(expired).toMatchObject({ kind: 'superseded', latest: { kind: 'expired', validUntil: '2026-12-28' } })
    const expiredPage = unavailablePage(expired as Parameters<typeof unavailablePage>[0], null, oldToken)
    expect(expiredPage.html).toContain('which was valid until')
    expect(expiredPage.html).not.toContain('/latest')
    expect((await latestRevisionPdf(oldToken, late)).pdf).toBeUndefined()

    // Withdrawn: the old link says the newer one was withdrawn, not the old one's text.
    expect(await revokeQuotation(rev2, sales, NOW)).toBe('revoked')
    const withdrawn = await openLatestRevision(oldToken, NOW)
    expect(withdrawn).toMatchObject({ kind: 'superseded', newer: `${first.number} Rev 2`, latest: { kind: 'revoked' } })
    const withdrawnPage = unavailablePage(withdrawn as Parameters<typeof unavailablePage>[0], null, oldToken)
    expect(withdrawnPage.status).toBe(410)
    expect(withdrawnPage.html).toContain('which has since been withdrawn')
    expect(withdrawnPage.html).not.toContain('/latest')

    // A third revision sent after the withdrawal is the newest; once accepted through its own link, the old link
    // shows it as accepted, still without answers.
    const rev3 = await sendRevision(rev2)
    expect(await openQuotationLink(oldToken, NOW)).toMatchObject({
      newer: `${first.number} Rev 3`,
      latest: { kind: 'open' },
    })
    expect(await respondToQuotation(await linkToken(rev3), { kind: 'accept' }, NOW)).toMatchObject({ kind: 'accepted' })
    const accepted = await openLatestRevision(oldToken, late)
    expect(accepted).toMatchObject({ kind: 'latest', accepted: true, quotation: { id: rev3 } })
    if (accepted.kind === 'latest') {
      const html = latestRevisionPage(accepted, oldToken, null).html
      expect(html).toContain('This quotation is already accepted.')
      expect(html).not.toContain('<form')
    }
  })

  it("in the languages: the replaced page in the old revision's, the newest in its own, right to left", async () => {
    const leadId = await newLead({ locale: 'ps', items: [{ product: 'k8-gnss-module', quantity: 1 }] })
    const id = (await createQuotationForLead(leadId, sales, NOW))!
    await sendQuotation(id, (await getQuotation(id))!.version, sales, NOW)
    const oldToken = await linkToken(id)
    const revision = await newRevision(id, sales, NOW)
    const revId = revision.kind === 'created' ? revision.id : 0
    const draft = (await getQuotation(revId))!
    expect((await saveQuotation(revId, draft.version, { ...draft.draft, language: 'fa' }, sales, NOW)).kind).toBe(
      'saved',
    )
    await sendQuotation(revId, (await getQuotation(revId))!.version, sales, NOW)
    const replaced = unavailablePage(await openQuotationLink(oldToken, NOW), null, oldToken)
    expect(replaced.html).toContain('<html lang="ps-AF" dir="rtl">')
    expect(replaced.html).toContain('د بیې دا وړاندیز بدل شوی دی')
    const latest = await openLatestRevision(oldToken, NOW)
    expect(latest.kind).toBe('latest')
    if (latest.kind === 'latest') {
      const html = latestRevisionPage(latest, oldToken, null).html
      expect(html).toContain('<html lang="fa-AF" dir="rtl">')
      expect(html).toContain('تازه‌ترین نسخهٔ پیشنهادی')
    }
  })
})
