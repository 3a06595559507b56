import 'server-only'

import { timingSafeEqual } from 'node:crypto'

import { and, desc, eq, gt, ne } from 'drizzle-orm'

import { messages } from '@/content/messages'
import { siteUrl } from '@/env'
import { dayAfterStart } from '@/lib/content/schedule'
import { bareLinkLines } from '@/lib/i18n/bidi'
import { getDb, type Tx } from '@/server/db/client'
import { contactMessages, mailOutbox, quotations, type QuotationRow } from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { SharedRateLimiter } from '@/server/rate-limit/shared'
import { changeLeadStatus } from './leads'
import { getQuotation, type QuotationDetail } from './quotations'
import { hashQuotationToken, noticeAddress, quotationReference } from './quotation-send'
import { writeService } from '@/server/revision/service-write'

/**
 * The customer's private link (docs/decisions/051-quotations.md): `/q/{token}` opens one sent revision without an
 * account. The token is looked up by its SHA-256 and the hashes compared in constant time; it is never logged. The
 * link stops working after the validity date, when revoked, or when a newer revision was sent: then it names that
 * one and shows the newest sent revision read-only (`/q/{token}/latest`), unless that one is withdrawn or expired.
 * Accepting and asking for changes are idempotent: a second identical post changes nothing.
 */

/** 60 requests in 10 minutes per address: a customer reading, downloading and answering never meets it. */
export const QUOTATION_LINK_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 } as const
export const quotationLinkLimiter = new SharedRateLimiter({ bucket: 'quotation-link', ...QUOTATION_LINK_RATE_LIMIT })

export const RESPONSE_MESSAGE_MAX = 4_000
/** base64url of 32 bytes. Anything else is refused before the database is asked. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export type LinkState =
  | { kind: 'open'; quotation: QuotationDetail; language: string }
  | { kind: 'accepted'; quotation: QuotationDetail; language: string }
  /** A repair quotation the customer declined (a lead's quotation is answered with changes instead). */
  | { kind: 'declined'; quotation: QuotationDetail; language: string }
  | { kind: 'expired'; validUntil: string; language: string }
  | { kind: 'revoked'; language: string }
  | { kind: 'superseded'; newer: string; latest: Latest; language: string }
  | { kind: 'not-found' }

/**
 * The newest sent revision of a replaced link's number, as the old link may show it: read-only while it is open or
 * accepted (`id` is that revision's), else why not.
 */
export type Latest =
  { kind: 'open' | 'accepted'; id: number } | { kind: 'expired'; validUntil: string } | { kind: 'revoked' }

/** The newest revision shown through an older revision's link (read only, in its own language), or the link's state. */
export type LatestState =
  { kind: 'latest'; quotation: QuotationDetail; accepted: boolean; language: string } | LinkState

async function rowForToken(token: string): Promise<QuotationRow | undefined> {
  if (!TOKEN.test(token)) return undefined
  const hash = hashQuotationToken(token)
  const db = await getDb()
  const [row] = await db.select().from(quotations).where(eq(quotations.tokenHash, hash))
  // The index found the row by equality; the constant-time comparison is the check that grants access.
  if (!row?.tokenHash || !timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(hash, 'hex'))) return undefined
  return row
}

/** What the link shows now. */
export async function openQuotationLink(token: string, now = new Date()): Promise<LinkState> {
  const row = await rowForToken(token)
  if (!row) return { kind: 'not-found' }
  const language = row.language
  if (row.status === 'revoked') return { kind: 'revoked', language }
  if (row.status === 'superseded') {
    const db = await getDb()
    // The newest revision ever sent of the number (a draft is not the customer's yet; a revoked one still counts, so
    // the old link says it was withdrawn rather than offering a revision the sales team took back).
    const [newest] = await db
      .select({
        id: quotations.id,
        revision: quotations.revision,
        status: quotations.status,
        validUntil: quotations.validUntil,
      })
      .from(quotations)
      .where(
        and(eq(quotations.number, row.number), ne(quotations.status, 'draft'), gt(quotations.revision, row.revision)),
      )
      .orderBy(desc(quotations.revision))
      .limit(1)
    const newer = quotationReference(row.number, newest?.revision ?? row.revision + 1)
    return { kind: 'superseded', newer, latest: latestOf(newest, now), language }
  }
  const quotation = await getQuotation(row.id)
  if (!quotation) return { kind: 'not-found' }
  if (row.status === 'accepted') return { kind: 'accepted', quotation, language }
  if (row.status === 'declined') return { kind: 'declined', quotation, language }
  if (now >= dayAfterStart(row.validUntil)) return { kind: 'expired', validUntil: row.validUntil, language }
  return { kind: 'open', quotation, language }
}

/** What the newest revision lets an older link do: never answer, and read only while it is open or accepted. */
function latestOf(row: Pick<QuotationRow, 'id' | 'status' | 'validUntil'> | undefined, now: Date): Latest {
  if (row?.status === 'accepted') return { kind: 'accepted', id: row.id }
  if (row?.status !== 'sent' && row?.status !== 'changes-requested') return { kind: 'revoked' }
  if (now >= dayAfterStart(row.validUntil)) return { kind: 'expired', validUntil: row.validUntil }
  return { kind: 'open', id: row.id }
}

/**
 * `/q/{token}/latest`: the newest sent revision through a replaced revision's link (docs/decisions/051-quotations.md).
 * The token still has to match a stored hash, so a forged one finds nothing; the newest revision is shown read-only,
 * since the old link was never sent for it (answering goes through the link of the e-mail that brought it).
 */
export async function openLatestRevision(token: string, now = new Date()): Promise<LatestState> {
  const state = await openQuotationLink(token, now)
  if (state.kind !== 'superseded') return state
  const { latest } = state
  if (latest.kind !== 'open' && latest.kind !== 'accepted') return state
  const quotation = await getQuotation(latest.id)
  if (!quotation) return { kind: 'not-found' }
  return { kind: 'latest', quotation, accepted: latest.kind === 'accepted', language: quotation.values.language }
}

/** The newest revision's PDF, as it was e-mailed with it, while an older link may show it. */
export async function latestRevisionPdf(token: string, now = new Date()) {
  const state = await openLatestRevision(token, now)
  if (state.kind !== 'latest') return { state, pdf: undefined }
  return { state, pdf: await storedPdf(state.quotation.id) }
}

async function storedPdf(id: number): Promise<Buffer | undefined> {
  const db = await getDb()
  const [row] = await db.select({ pdf: quotations.pdf }).from(quotations).where(eq(quotations.id, id))
  return row?.pdf ?? undefined
}

/** The PDF as it was sent, while the link works. */
export async function quotationLinkPdf(token: string, now = new Date()) {
  const state = await openQuotationLink(token, now)
  if (state.kind !== 'open' && state.kind !== 'accepted' && state.kind !== 'declined') return { state, pdf: undefined }
  return { state, pdf: await storedPdf(state.quotation.id) }
}

/** A sent revision's PDF as it was sent, by id (a repair quotation's, shown on its request's status page). */
export async function sentQuotationPdf(id: number): Promise<Buffer | undefined> {
  return storedPdf(id)
}

export type AnswerRecorded =
  | { kind: 'recorded'; row: QuotationRow }
  | { kind: 'repeated' }
  | { kind: 'answered-otherwise'; status: string }
  | { kind: 'unavailable' }

/**
 * Records a yes or no on a sent revision inside the caller's transaction (the service desk's repair quotations:
 * src/server/service/repair-quotations.ts), the row locked so two answers are ordered: the same answer twice is
 * 'repeated', the other one after it 'answered-otherwise'. A revision no longer open (revoked, replaced, expired,
 * not sent) is 'unavailable'.
 */
export async function recordQuotationAnswer(
  tx: Tx,
  id: number,
  answer: 'accepted' | 'declined',
  now: Date,
): Promise<AnswerRecorded> {
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update')
  if (!row) return { kind: 'unavailable' }
  if (row.status === answer) return { kind: 'repeated' }
  if (row.status === 'accepted' || row.status === 'declined') return { kind: 'answered-otherwise', status: row.status }
  if (row.status !== 'sent' || now >= dayAfterStart(row.validUntil)) return { kind: 'unavailable' }
  await tx.update(quotations).set({ status: answer, respondedAt: now, updatedAt: now }).where(eq(quotations.id, id))
  return { kind: 'recorded', row }
}

export type RespondOutcome =
  | { kind: 'accepted' | 'changes-sent'; repeated: boolean }
  | { kind: 'already-accepted' }
  | { kind: 'invalid'; message: 'message-required' }
  | { kind: 'unavailable'; state: LinkState }

/**
 * The customer accepts (the lead is Won) or asks for changes (the lead goes back to Contacted with the message in
 * its history). The lead's owner is told through the outbox. The row lock orders two posts of one answer: the
 * second finds it recorded and changes nothing.
 */
export async function respondToQuotation(
  token: string,
  answer: { kind: 'accept' } | { kind: 'changes'; message: string },
  now = new Date(),
): Promise<RespondOutcome> {
  const message = answer.kind === 'changes' ? answer.message.replace(/\r\n?/g, '\n').trim() : ''
  if (answer.kind === 'changes' && (message === '' || message.length > RESPONSE_MESSAGE_MAX)) {
    return { kind: 'invalid', message: 'message-required' }
  }
  const state = await openQuotationLink(token, now)
  if (state.kind === 'accepted') {
    return answer.kind === 'accept' ? { kind: 'accepted', repeated: true } : { kind: 'already-accepted' }
  }
  if (state.kind !== 'open') return { kind: 'unavailable', state }
  // A repair quotation is answered through the service desk (src/server/service/repair-quotations.ts).
  if (state.quotation.leadId === null) return { kind: 'unavailable', state: { kind: 'not-found' } }
  const id = state.quotation.id
  const db = await getDb()
  const outcome = await writeService(db, async (tx): Promise<RespondOutcome> => {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update')
    if (!row || (row.status !== 'sent' && row.status !== 'changes-requested')) {
      if (row?.status === 'accepted') {
        return answer.kind === 'accept' ? { kind: 'accepted', repeated: true } : { kind: 'already-accepted' }
      }
      // Revoked or replaced between the look and the lock: the customer reloads and sees which.
      const state: LinkState = row ? { kind: 'revoked', language: row.language } : { kind: 'not-found' }
      return { kind: 'unavailable', state }
    }
    if (answer.kind === 'changes' && row.status === 'changes-requested' && row.responseMessage === message) {
      return { kind: 'changes-sent', repeated: true }
    }
    const status = answer.kind === 'accept' ? 'accepted' : 'changes-requested'
    await tx
      .update(quotations)
      .set({ status, respondedAt: now, responseMessage: message, updatedAt: now })
      .where(eq(quotations.id, id))
    if (row.leadId === null) return { kind: 'unavailable', state: { kind: 'not-found' } }
    const [lead] = await tx.select().from(contactMessages).where(eq(contactMessages.id, row.leadId))
    if (!lead) return { kind: 'unavailable', state: { kind: 'not-found' } }
    const leadStatus = answer.kind === 'accept' ? 'won' : 'contacted'
    const reference = quotationReference(row.number, row.revision)
    // The customer is the actor: no staff account, so the entry names them (the lead's history shows it).
    await changeLeadStatus(
      tx,
      lead.id,
      leadStatus,
      { customer: { name: lead.name, email: lead.email } },
      {
        now,
        action: answer.kind === 'accept' ? 'quotation-accept' : 'quotation-changes',
        also: {
          before: { quotation: null, ...(message ? { message: null } : {}) },
          after: { quotation: reference, ...(message ? { message } : {}) },
        },
      },
    )
    const to = await noticeAddress(lead.id, row.updatedBy, tx)
    if (to) {
      // In the language the recipient's account asks for (the panel's status words stay English, as it shows them).
      const copy = messages(to.language).staffMail
      const said = answer.kind === 'accept' ? 'accepted' : 'changes'
      await tx.insert(mailOutbox).values({
        kind: 'notice',
        recipient: to.email,
        subject: copy.answerSubject(lead.name, said, reference),
        body: bareLinkLines(
          copy.answerBody({
            customer: lead.name,
            email: lead.email,
            answer: said,
            reference,
            message,
            status: leadStatus === 'won' ? 'Won' : 'Contacted',
            link: `${siteUrl()}/admin/leads/${lead.id}`,
          }),
        ),
      })
    }
    return { kind: answer.kind === 'accept' ? 'accepted' : 'changes-sent', repeated: false }
  })
  if ((outcome.kind === 'accepted' || outcome.kind === 'changes-sent') && !outcome.repeated) void kickOutbox()
  return outcome
}
