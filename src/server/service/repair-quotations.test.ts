/**
 * A service request's repair quotation (docs/service-desk.md, decision 101) against a real database: it starts only
 * while the instrument is being diagnosed, lives in the service scope (the leads' writes cannot reach it), is sent as
 * a PDF in the customer's language with the request moving to "repair quotation sent", and the customer's answer on
 * the status page moves the request to "approved" or "declined" with a notice in their language. And a status link
 * that leaked is closed by staff, with a new one in its place.
 */
import path from 'node:path'

import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicOffices } from '@/server/content/offices'
import { seedContentIfEmpty } from '@/server/content/seed'
import { getDb } from '@/server/db/client'
import { auditLog, mailOutbox, products, quotations } from '@/server/db/schema'
import { comparable, hasPdftotext, pdfText } from '@/server/documents/pdf-test-utils'
import { readRevision } from '@/server/revision/revision'
import { serviceGeneration } from '@/server/revision/site-generation.mjs'
import { revokeQuotation } from '@/server/sales/quotation-send'
import { getQuotation, newRevision, saveQuotation } from '@/server/sales/quotations'
import { createStaffAccount } from '@/server/staff/accounts'
import type { StaffUser } from '@/server/staff/auth'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { composeNotice } from './notices'
import { createRepairQuotation, sendRepairQuotation } from './repair-quotations'
import { getServiceRequest, listServiceEvents } from './requests'
import { moveServiceRequest } from './status'
import { lookupRequest, reissueStatusLink, requestForToken } from './status-link'
import { answerFromStatusPage, openStatusPage, statusDocument } from './status-view'
import { submitServiceRequest } from './submit'

let db: TestDatabase
let tech: StaffUser
let office: string
let product: string
const NOW = new Date('2026-11-29T06:00:00Z')

async function file(serial: string, email: string) {
  const outcome = await submitServiceRequest(
    {
      kind: 'repair',
      product,
      otherModel: '',
      serial,
      fault: 'صفحه روشن نمی‌شود.',
      purchaseDate: '',
      purchasePlace: '',
      office,
      pickupAddress: '',
      name: 'زرغونه احمدزی',
      phone: '0700 123 4567',
      email,
      language: 'fa',
    },
    [],
    NOW,
  )
  if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome))
  return outcome
}

/** A request being diagnosed with a saved quotation of one part and the labour; its id, version and token. */
async function quoted(serial: string, email = '') {
  const request = await file(serial, email)
  expect((await moveServiceRequest(request.id, 'diagnosing', tech, NOW)).kind).toBe('moved')
  const created = await createRepairQuotation(request.id, tech, NOW)
  if (created?.kind !== 'created') throw new Error(JSON.stringify(created))
  const q = (await getQuotation(created.id))!
  const line = { productId: '', model: '', quantity: '1', discount: '' }
  const lines = [
    { ...line, key: 'a', name: 'صفحهٔ نمایش', unitPrice: '85.00' },
    { ...line, key: 'b', name: 'اجرت ترمیم', unitPrice: '40.00' },
  ]
  expect((await saveQuotation(q.id, q.version, { ...q.draft, lines }, tech, NOW, 'service')).kind).toBe('saved')
  return { request, id: q.id, version: q.version + 1 }
}

beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  office = (await publicOffices('en'))[0]!.slug
  const d = await getDb()
  product = (await d.select({ slug: products.slug }).from(products).where(eq(products.isActive, true)).limit(1))[0]!
    .slug
  tech = await createStaffAccount(
    { email: 'tech@meridian.test', displayName: 'Tech', role: 'service', password: 'correct horse battery' },
    null,
  )
})
afterAll(async () => {
  await db?.dispose()
})

describe('a repair quotation', () => {
  it('starts only while the instrument is being diagnosed, once', async () => {
    const request = await file('RQ-0001', '')
    expect(await createRepairQuotation(request.id, tech, NOW)).toEqual({ kind: 'not-now', status: 'received' })
    await moveServiceRequest(request.id, 'diagnosing', tech, NOW)
    const first = await createRepairQuotation(request.id, tech, NOW)
    if (first?.kind !== 'created') throw new Error(JSON.stringify(first))
    // A second click opens the same draft, in the customer's language.
    expect(await createRepairQuotation(request.id, tech, NOW)).toEqual({ kind: 'existing', id: first.id })
    expect((await getQuotation(first.id))!.values.language).toBe('fa')
    expect(await createRepairQuotation(999_999, tech, NOW)).toBeUndefined()
  })

  it("is out of the leads' reach: a save in the lead scope finds nothing", async () => {
    const { id, version } = await quoted('RQ-0002')
    const q = (await getQuotation(id))!
    expect((await saveQuotation(id, version, q.draft, tech, NOW, 'lead')).kind).toBe('missing')
  })

  it('is sent as a Dari PDF, e-mailed, and the request moves to "repair quotation sent"', async () => {
    const { request, id, version } = await quoted('RQ-0003', 'zarghuna@example.af')
    const sent = await sendRepairQuotation(id, version, tech, NOW)
    expect(sent.kind).toBe('sent')
    expect((await getServiceRequest(request.id))!.status).toBe('quotation-sent')
    const d = await getDb()
    const [row] = await d.select().from(quotations).where(eq(quotations.id, id))
    expect(row!.status).toBe('sent')
    const [mail] = await d
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'quotation'), eq(mailOutbox.quotationId, id)))
    expect(mail!.recipient).toBe('zarghuna@example.af')
    // The status page links the PDF as sent; its lines are in the customer's words.
    const view = (await openStatusPage(request.token, 'fa', NOW))!
    expect(view.quotation?.id).toBe(id)
    const pdf = (await statusDocument(request.token, 'quotation', id, NOW))!.pdf
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    if (hasPdftotext) {
      const text = comparable(pdfText(pdf))
      expect(text).toContain(comparable('صفحهٔ نمایش'))
      expect(text).toContain(comparable('اجرت ترمیم'))
      expect(text).toContain('$۱۲۵٫۰۰')
    }
  })

  it("the customer's approval on the status page moves the request to approved, with a notice in Dari", async () => {
    const { request, id, version } = await quoted('RQ-0004', 'approve@example.af')
    await sendRepairQuotation(id, version, tech, NOW)
    const answered = await answerFromStatusPage(request.token, id, 'accepted', NOW)
    expect(answered).toMatchObject({ kind: 'answered', answer: 'accepted', move: { kind: 'moved' } })
    expect((await getServiceRequest(request.id))!.status).toBe('approved')
    expect((await getQuotation(id))!.status).toBe('accepted')
    const statuses = (await listServiceEvents(request.id, true)).map((e) => e.status)
    expect(statuses).toEqual(['received', 'diagnosing', 'quotation-sent', 'approved'])
    const notices = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'service'), eq(mailOutbox.serviceRequestId, request.id)))
    expect(notices.some((n) => n.body!.includes('تأیید شد'))).toBe(true)
    // A second answer changes nothing.
    expect((await answerFromStatusPage(request.token, id, 'declined', NOW)).kind).not.toBe('answered')
    expect((await getServiceRequest(request.id))!.status).toBe('approved')
  })

  it("a decline moves the request to declined; another request's link cannot answer it", async () => {
    const { request, id, version } = await quoted('RQ-0005')
    await sendRepairQuotation(id, version, tech, NOW)
    const stranger = await file('RQ-0006', '')
    expect(await answerFromStatusPage(stranger.token, id, 'accepted', NOW)).toEqual({ kind: 'unavailable' })
    expect((await answerFromStatusPage(request.token, id, 'declined', NOW)).kind).toBe('answered')
    expect((await getServiceRequest(request.id))!.status).toBe('declined')
  })
})

describe('a repair quotation revoked from the desk', () => {
  it('is withdrawn on the status page, cannot be answered, is audited, and moves the service generation', async () => {
    const { request, id, version } = await quoted('RQ-0010')
    await sendRepairQuotation(id, version, tech, NOW)
    expect((await openStatusPage(request.token, 'fa', NOW))!.quotation?.status).toBe('sent')
    // The leads' door does not reach a repair quotation.
    expect(await revokeQuotation(id, tech, NOW, 'lead')).toBe('missing')
    const generation = serviceGeneration()
    const revision = await readRevision(await getDb(), 'service')
    expect(await revokeQuotation(id, tech, NOW, 'service')).toBe('revoked')
    // The private cache's copies of the status page are stale from here (decision 113), on this instance and others.
    // (On PostgreSQL with its notification connection still starting there is no generation to compare.)
    const after = serviceGeneration()
    if (generation !== undefined && after !== undefined) expect(after).toBeGreaterThan(generation)
    expect(await readRevision(await getDb(), 'service')).toBe(revision + 1)
    const view = (await openStatusPage(request.token, 'fa', NOW))!
    expect(view.quotation).toMatchObject({ id, status: 'revoked' })
    expect((await answerFromStatusPage(request.token, id, 'accepted', NOW)).kind).not.toBe('answered')
    expect((await getServiceRequest(request.id))!.status).toBe('quotation-sent')
    const [audit] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation-revoke'), eq(auditLog.entityId, String(request.id))))
    expect(audit).toMatchObject({ entityType: 'service-request', actorId: tech.id })
    // Once only: a revoked quotation stays as it is.
    expect(await revokeQuotation(id, tech, NOW, 'service')).toBe('unchanged')
  })

  it('the status page says it was withdrawn until a new revision is sent, then asks for an answer again', async () => {
    const { request, id, version } = await quoted('RQ-0011')
    await sendRepairQuotation(id, version, tech, NOW)
    expect((await openStatusPage(request.token, 'fa', NOW))!.withdrawn).toBe(false)
    expect(await revokeQuotation(id, tech, NOW, 'service')).toBe('revoked')
    // The request is still in "repair quotation sent", but the status card must not ask for an answer.
    let view = (await openStatusPage(request.token, 'fa', NOW))!
    expect(view.request.status).toBe('quotation-sent')
    expect(view.withdrawn).toBe(true)
    // The desk's WhatsApp message of the current notice says the same as the card, in the customer's language.
    const detail = (await getServiceRequest(request.id))!
    expect(composeNotice(detail, 'quotation-sent', { withdrawn: true }).text).toContain(
      'پیشنهاد قیمت ترمیم پس گرفته شد',
    )
    expect(composeNotice(detail, 'quotation-sent').text).not.toContain('پس گرفته شد')
    // A new revision drafted is not the customer's yet: still withdrawn.
    const revision = await newRevision(id, tech, NOW, 'service')
    if (revision.kind !== 'created') throw new Error(JSON.stringify(revision))
    expect((await openStatusPage(request.token, 'fa', NOW))!.withdrawn).toBe(true)
    const draft = (await getQuotation(revision.id))!
    expect((await sendRepairQuotation(draft.id, draft.version, tech, NOW)).kind).toBe('sent')
    view = (await openStatusPage(request.token, 'fa', NOW))!
    expect(view.withdrawn).toBe(false)
    expect(view.quotation).toMatchObject({ id: draft.id, status: 'sent' })
    expect(view.request.status).toBe('quotation-sent')
  })

  it('withdrawn: returned unrepaired if the customer wants no new one; a reissued link says withdrawn', async () => {
    const { request, id, version } = await quoted('RQ-0012', 'zarghona@example.af')
    await sendRepairQuotation(id, version, tech, NOW)
    // While the quotation waits for an answer, only the answer moves the request.
    expect(await moveServiceRequest(request.id, 'returned-unrepaired', tech, NOW)).toMatchObject({
      kind: 'not-allowed',
      allowed: [],
    })
    expect(await revokeQuotation(id, tech, NOW, 'service')).toBe('revoked')
    // The link e-mailed anew says what the page says: withdrawn, not "sent: approve or decline it".
    const reissued = await reissueStatusLink(request.id, tech, NOW, { email: true })
    const [mail] = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.serviceRequestId, request.id))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
    expect(mail!.body).toContain(`/fa/service/status/${reissued!.token}`)
    expect(mail!.body).toContain('پیشنهاد قیمت ترمیم پس گرفته شد')
    // The customer phones: no new quotation, they will collect it as it is.
    const moved = await moveServiceRequest(request.id, 'returned-unrepaired', tech, NOW)
    expect(moved).toMatchObject({ kind: 'moved', from: 'quotation-sent', to: 'returned-unrepaired', notified: true })
    const view = (await openStatusPage(reissued!.token, 'fa', NOW))!
    expect(view.request.status).toBe('returned-unrepaired')
    expect(view.withdrawn).toBe(false)
  })
})

describe('a leaked status link', () => {
  it('is closed by staff with every other link, and one new link opens the page; audited', async () => {
    const request = await file('RQ-0007', '')
    const looked = await lookupRequest(request.number, '4567', '10.0.0.7', NOW)
    if (looked.kind !== 'found') throw new Error(JSON.stringify(looked))
    const reissued = await reissueStatusLink(request.id, tech, NOW)
    expect(reissued?.closed).toBe(2)
    expect(await requestForToken(request.token, NOW)).toBeUndefined()
    expect(await requestForToken(looked.token, NOW)).toBeUndefined()
    expect(await requestForToken(reissued!.token, NOW)).toBe(request.id)
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'status-link-reissue'), eq(auditLog.entityId, String(request.id))))
    expect(entry?.actorEmail).toBe('tech@meridian.test')
    // The token itself is in no audit entry.
    expect(JSON.stringify(entry)).not.toContain(reissued!.token)
    expect(await reissueStatusLink(999_999, tech, NOW)).toBeUndefined()
  })

  it('is e-mailed anew, in the customer’s language, only when staff ask and the customer gave an address', async () => {
    const request = await file('RQ-0008', 'zarghona@example.af')
    // Not by default: the leak may have come from the mailbox.
    expect((await reissueStatusLink(request.id, tech, NOW))?.emailed).toBe(false)
    const reissued = await reissueStatusLink(request.id, tech, NOW, { email: true })
    expect(reissued?.emailed).toBe(true)
    const mails = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.serviceRequestId, request.id))
      .orderBy(mailOutbox.id)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.recipient).toBe('zarghona@example.af')
    expect(mails[1]!.body).toContain(`/fa/service/status/${reissued!.token}`)
    expect(mails[1]!.body).not.toContain(request.token)
    // The customer without an address: staff hand the link over themselves.
    const silent = await file('RQ-0009', '')
    expect((await reissueStatusLink(silent.id, tech, NOW, { email: true }))?.emailed).toBe(false)
  })
})
