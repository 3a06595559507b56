import 'server-only'

import { and, eq } from 'drizzle-orm'

import { formatUsd } from '@/lib/i18n/format'
import { canMove } from '@/lib/service/flow'
import { CENTS, quotationTotals } from '@/lib/sales/money'
import { getDb } from '@/server/db/client'
import { quotations, serviceRequests } from '@/server/db/schema'
import { kickOutbox } from '@/server/mail/outbox'
import { insertQuotation } from '@/server/sales/quotation-create'
import { openQuotationLink, recordQuotationAnswer } from '@/server/sales/quotation-link'
import {
  previewQuotationPdf,
  quotationReference,
  sendQuotationTo,
  type SendOutcome,
} from '@/server/sales/quotation-send'
import { getQuotation, newestSentRepairQuotation, type QuotationDetail } from '@/server/sales/quotations'
import { recordAudit, type AuditActor } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { localeOf } from './notices'
import { changeServiceStatus, type MoveOutcome } from './status'
import { writeService } from '@/server/revision/service-write'

/**
 * A service request's repair quotation (docs/decisions/101-service-status-flow.md): a quotation of the sales system
 * (its lines are the parts and labour, its money, PDF and link are quotations'), started on a request being
 * diagnosed, sent to the customer in their language (the request moves to "repair quotation sent"), and answered
 * from its link, from the request's status page, or by staff for a customer who said it on the phone: approved, the
 * request moves to "approved"; declined, to "declined".
 */

const validId = (id: number) => Number.isSafeInteger(id) && id > 0

export type CreateOutcome = { kind: 'created' | 'existing'; id: number } | { kind: 'not-now'; status: string }

/** Starts the request's repair quotation (or opens its draft) while the instrument is being diagnosed. */
export async function createRepairQuotation(
  requestId: number,
  actor: StaffUser,
  now = new Date(),
): Promise<CreateOutcome | undefined> {
  if (!validId(requestId)) return undefined
  const db = await getDb()
  return writeService(db, async (tx): Promise<CreateOutcome | undefined> => {
    const [request] = await tx.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).for('update')
    if (!request) return undefined
    const [draft] = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(and(eq(quotations.serviceRequestId, requestId), eq(quotations.status, 'draft')))
      .limit(1)
    if (draft) return { kind: 'existing', id: draft.id }
    if (request.status !== 'diagnosing') return { kind: 'not-now', status: request.status }
    const created = await insertQuotation(
      tx,
      { serviceRequestId: requestId },
      { language: request.locale, actor, now, lines: [] },
    )
    await recordAudit(tx, {
      actor,
      entityType: 'service-request',
      entityId: String(requestId),
      action: 'quotation-create',
      before: null,
      after: { quotation: created.number },
    })
    return { kind: 'created', id: created.id }
  })
}

/** The customer as the quotation names them: the request's name, phone and e-mail. */
async function customerOf(requestId: number) {
  const db = await getDb()
  const [r] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId))
  return r && { name: r.name, email: r.email ?? undefined, phone: r.phone }
}

/** The total as the customer reads it in the quotation's language ("$120.00"). */
export function quotationTotalText(q: QuotationDetail): string {
  const totals = quotationTotals(q.values.lines, q.values.afnRate ?? undefined)
  return formatUsd(totals.total / CENTS, localeOf(q.values.language))
}

/** The staff preview of a repair quotation's PDF, made out to the request's customer. */
export async function previewRepairQuotationPdf(id: number, actor: StaffUser, now = new Date()) {
  const q = await getQuotation(id)
  if (!q?.serviceRequestId) return undefined
  const customer = await customerOf(q.serviceRequestId)
  return customer && previewQuotationPdf(id, actor, now, { scope: 'service', customer })
}

/**
 * Sends a repair quotation: the PDF and the link by e-mail when the customer gave an address, and the request moves
 * to "repair quotation sent" (a revision sent later leaves the status where it is). That e-mail is the change's
 * notice; without an address the status notice is skipped too, and staff hand the link over (the answer on the status
 * page works without it).
 */
export async function sendRepairQuotation(
  id: number,
  version: number,
  actor: StaffUser,
  now = new Date(),
): Promise<SendOutcome> {
  const outcome = await sendQuotationTo(id, version, actor, now, 'service', async (tx, owner) => {
    if (owner.serviceRequestId === null) return undefined
    const requestId = owner.serviceRequestId
    const db = tx ?? (await getDb())
    const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId))
    if (!request) return undefined
    return {
      customer: { name: request.name, email: request.email ?? undefined, phone: request.phone },
      email: request.email,
      serviceRequestId: requestId,
      repair: true,
      async onSent(tx, _row, reference) {
        if (!canMove(request.status as never, 'quotation-sent')) return
        await changeServiceStatus(tx, requestId, 'quotation-sent', actor, { now, note: reference, notice: false })
      },
    }
  })
  if (outcome.kind === 'sent') void kickOutbox()
  return outcome
}

export type AnswerOutcome =
  | { kind: 'answered'; answer: 'accepted' | 'declined'; move: MoveOutcome | null }
  | { kind: 'repeated' }
  | { kind: 'answered-otherwise'; status: string }
  | { kind: 'unavailable' }

/**
 * A yes or no to a repair quotation, by the customer (their link or status page) or by staff recording what the
 * customer said: the quotation is marked, and the request moves to "approved" or "declined" with its notice.
 */
export async function answerRepairQuotation(
  id: number,
  answer: 'accepted' | 'declined',
  actor: AuditActor,
  now = new Date(),
): Promise<AnswerOutcome> {
  if (!validId(id)) return { kind: 'unavailable' }
  const db = await getDb()
  const outcome = await writeService(db, async (tx): Promise<AnswerOutcome> => {
    const recorded = await recordQuotationAnswer(tx, id, answer, now)
    if (recorded.kind !== 'recorded') return recorded
    const { row } = recorded
    if (row.serviceRequestId === null) return { kind: 'unavailable' }
    const reference = quotationReference(row.number, row.revision)
    const [request] = await tx
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, row.serviceRequestId))
    const to = answer === 'accepted' ? 'approved' : 'declined'
    const move =
      request && canMove(request.status as never, to)
        ? await changeServiceStatus(tx, row.serviceRequestId, to, actor, {
            now,
            note: reference,
            also: { before: { quotation: null }, after: { quotation: reference } },
          })
        : null
    return { kind: 'answered', answer, move }
  })
  if (outcome.kind === 'answered') void kickOutbox()
  return outcome
}

/** The answer posted to a repair quotation's own link (/q/{token}), by the customer it was sent to. */
export async function answerByQuotationLink(
  token: string,
  answer: 'accepted' | 'declined',
  now = new Date(),
): Promise<AnswerOutcome> {
  const state = await openQuotationLink(token, now)
  if (state.kind !== 'open' && state.kind !== 'accepted' && state.kind !== 'declined') return { kind: 'unavailable' }
  const requestId = state.quotation.serviceRequestId
  if (requestId === null) return { kind: 'unavailable' }
  const customer = await customerOf(requestId)
  if (!customer) return { kind: 'unavailable' }
  return answerRepairQuotation(
    state.quotation.id,
    answer,
    { customer: { name: customer.name, email: customer.email ?? '' } },
    now,
  )
}

/** The repair quotation a request's customer sees: the newest sent (or answered) revision, with its total. */
export async function currentRepairQuotation(requestId: number): Promise<QuotationDetail | undefined> {
  const row = await newestSentRepairQuotation(requestId)
  return row ? getQuotation(row.id) : undefined
}
