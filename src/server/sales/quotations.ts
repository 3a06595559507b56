import 'server-only'

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'

import { kabulDate } from '@/lib/content/schedule'
import { formatDecimal, quotationTotals, revisionLabel } from '@/lib/sales/money'
import {
  changedFields,
  QUOTATION_FIELD_LABELS,
  quotationDraftSchema,
  quotationValues,
  validityIssues,
  type QuotationDraft,
  type QuotationLanguage,
  type QuotationValues,
} from '@/lib/sales/quotation-form'
import { getDb, type DbOrTx } from '@/server/db/client'
import { mailOutbox, products, quotationLines, quotations, type QuotationRow } from '@/server/db/schema'
import { recordAudit } from '@/server/staff/audit'
import type { StaffUser } from '@/server/staff/staff-user'
import { writeService } from '@/server/revision/service-write'

/**
 * The quotations of a lead (docs/decisions/051-quotations.md): read, saved with a version so a second editor's save
 * is refused, and revised as whole copies. Starting one (its number, the first draft from the quote request) is in
 * ./quotation-create.ts; sending, revoking and the customer's link in ./quotation-send.ts and ./quotation-link.ts.
 * Every step is an entry of the lead's history (the audit log, entity 'lead').
 *
 * A service request's repair quotation is a quotation of the same kind (docs/decisions/101-service-status-flow.md):
 * the same rows, editor, PDF and link, its steps in the request's history (entity 'service-request'). Each caller
 * names the scope it works in, so the leads' screens never touch a repair quotation nor the service desk a lead's.
 */

export type QuotationStatus = QuotationRow['status']

/** Whose quotations a caller works with: a lead's (sales) or a service request's (the service desk). */
export type QuotationScope = 'lead' | 'service'

export function inScope(row: Pick<QuotationRow, 'leadId' | 'serviceRequestId'>, scope: QuotationScope): boolean {
  return scope === 'lead' ? row.leadId !== null : row.serviceRequestId !== null
}

/** The history a quotation's steps are written to: its lead's, or its service request's. */
export function auditSubject(row: Pick<QuotationRow, 'leadId' | 'serviceRequestId'>) {
  return row.leadId !== null
    ? ({ entityType: 'lead', entityId: String(row.leadId) } as const)
    : ({ entityType: 'service-request', entityId: String(row.serviceRequestId) } as const)
}

export interface QuotationSummary {
  id: number
  number: string
  revision: number
  status: string
  totalCents: number
  sentAt: Date | null
  /** The customer e-mail's delivery: the outbox row's 'pending' | 'sent' | 'failed'; null before sending. */
  emailStatus: string | null
  validUntil: string
  updatedAt: Date
}

export interface QuotationDetail {
  id: number
  /** The lead it answers, or null for a repair quotation. */
  leadId: number | null
  /** The service request it prices, or null for a lead's quotation. */
  serviceRequestId: number | null
  number: string
  revision: number
  status: string
  version: number
  /** The draft as the editor shows it (amounts as typed decimals). */
  draft: QuotationDraft
  values: QuotationValues
  sentAt: Date | null
  respondedAt: Date | null
  responseMessage: string
  /** A newer revision of the same number exists. */
  latestRevision: number
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0
/** "Q-2026-0001", "Q-2026-0001 Rev 2": as the customer's e-mail and page name it. */
const reference = (number: string, revision: number) => `${number}${revision > 1 ? ` ${revisionLabel(revision)}` : ''}`

function draftOf(row: QuotationRow, lines: (typeof quotationLines.$inferSelect)[]): QuotationDraft {
  return {
    lines: lines.map((l) => ({
      key: `line-${l.id}`,
      productId: l.productId ? String(l.productId) : '',
      name: l.name,
      model: l.model,
      quantity: String(l.quantity),
      unitPrice: formatDecimal(l.unitCents, 2),
      discount: l.discountBasisPoints ? formatDecimal(l.discountBasisPoints, 2).replace(/\.?0+$/, '') : '',
    })),
    afnRate: row.afnRate ? formatDecimal(row.afnRate, 4).replace(/\.?0+$/, '') : '',
    rateDate: row.rateDate ?? '',
    validUntil: row.validUntil,
    deliveryTime: row.deliveryTime,
    paymentTerms: row.paymentTerms,
    warranty: row.warranty,
    notes: row.notes,
    language: row.language as QuotationLanguage,
  }
}

async function linesOf(db: DbOrTx, quotationId: number) {
  return db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId))
    .orderBy(asc(quotationLines.position))
}

/**
 * The newest repair quotation of a service request that its customer has been sent (a draft is not theirs yet): its
 * id and status, or undefined. What the status page shows and quotationWithdrawn (src/lib/service/flow.ts) reads; in
 * the caller's transaction when given one.
 */
export async function newestSentRepairQuotation(
  requestId: number,
  given?: DbOrTx,
): Promise<{ id: number; status: string } | undefined> {
  if (!validId(requestId)) return undefined
  const db = given ?? (await getDb())
  const [row] = await db
    .select({ id: quotations.id, status: quotations.status })
    .from(quotations)
    .where(
      and(
        eq(quotations.serviceRequestId, requestId),
        inArray(quotations.status, ['sent', 'accepted', 'declined', 'revoked']),
      ),
    )
    .orderBy(desc(quotations.id))
    .limit(1)
  return row
}

/** One revision with its lines, or undefined. */
export async function getQuotation(id: number, given?: DbOrTx): Promise<QuotationDetail | undefined> {
  if (!validId(id)) return undefined
  const db = given ?? (await getDb())
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id))
  if (!row) return undefined
  const lines = await linesOf(db, id)
  const [latest] = await db
    .select({ revision: sql<number>`max(${quotations.revision})` })
    .from(quotations)
    .where(eq(quotations.number, row.number))
  const draft = draftOf(row, lines)
  return {
    id: row.id,
    leadId: row.leadId,
    serviceRequestId: row.serviceRequestId,
    number: row.number,
    revision: row.revision,
    status: row.status,
    version: row.version,
    draft,
    values: quotationValues(draft),
    sentAt: row.sentAt,
    respondedAt: row.respondedAt,
    responseMessage: row.responseMessage,
    latestRevision: Number(latest?.revision ?? row.revision),
  }
}

/** A lead's quotations, newest number and revision first, with their totals. */
export async function listLeadQuotations(leadId: number): Promise<QuotationSummary[]> {
  return listQuotationsWhere(leadId, 'lead')
}

/** A service request's repair quotations, newest first, with their totals. */
export async function listRequestQuotations(requestId: number): Promise<QuotationSummary[]> {
  return listQuotationsWhere(requestId, 'service')
}

async function listQuotationsWhere(ownerId: number, scope: QuotationScope): Promise<QuotationSummary[]> {
  if (!validId(ownerId)) return []
  const db = await getDb()
  const rows = await db
    .select()
    .from(quotations)
    .where(scope === 'lead' ? eq(quotations.leadId, ownerId) : eq(quotations.serviceRequestId, ownerId))
    .orderBy(desc(quotations.number), desc(quotations.revision))
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const lines = await db.select().from(quotationLines).where(inArray(quotationLines.quotationId, ids))
  const mails = await db
    .select({ quotationId: mailOutbox.quotationId, status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'quotation'), inArray(mailOutbox.quotationId, ids)))
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    revision: r.revision,
    status: r.status,
    totalCents: quotationTotals(lines.filter((l) => l.quotationId === r.id)).total,
    sentAt: r.sentAt,
    emailStatus: mails.find((m) => m.quotationId === r.id)?.status ?? null,
    validUntil: r.validUntil,
    updatedAt: r.updatedAt,
  }))
}

export type SaveOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'invalid'; issues: { path: string; message: string }[] }
  | { kind: 'conflict'; version: number; current: QuotationDraft; changed: string[] }
  | { kind: 'not-editable'; status: string }
  | { kind: 'missing' }

/**
 * Saves a draft revision. `version` is the one the editor loaded: when another save came first the answer is a
 * conflict with their draft and the fields they changed, and nothing is stored.
 */
export async function saveQuotation(
  id: number,
  version: number,
  input: unknown,
  actor: StaffUser,
  now = new Date(),
  scope: QuotationScope = 'lead',
): Promise<SaveOutcome> {
  if (!validId(id)) return { kind: 'missing' }
  const parsed = quotationDraftSchema.safeParse(input)
  if (!parsed.success) {
    return {
      kind: 'invalid',
      issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    }
  }
  const draft = parsed.data
  const values = quotationValues(draft)
  const late = validityIssues(values, now)
  if (late.length) return { kind: 'invalid', issues: late }
  const db = await getDb()
  return writeService(db, async (tx): Promise<SaveOutcome> => {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update')
    if (!row || !inScope(row, scope)) return { kind: 'missing' }
    if (row.status !== 'draft') return { kind: 'not-editable', status: row.status }
    const before = draftOf(row, await linesOf(tx, id))
    if (row.version !== version) {
      return { kind: 'conflict', version: row.version, current: before, changed: changedFields(draft, before) }
    }
    await tx
      .update(quotations)
      .set({
        afnRate: values.afnRate,
        rateDate: values.rateDate,
        validUntil: values.validUntil,
        deliveryTime: values.deliveryTime,
        paymentTerms: values.paymentTerms,
        warranty: values.warranty,
        notes: values.notes,
        language: values.language,
        version: row.version + 1,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .where(eq(quotations.id, id))
    // A product deleted from the catalogue while the draft was open: its line stays, as a free line (name and model
    // were copied), rather than the save failing on the reference.
    const ids = [...new Set(values.lines.flatMap((l) => (l.productId ? [l.productId] : [])))]
    const existing = ids.length
      ? new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((p) => p.id))
      : new Set<number>()
    const lines = values.lines.map((l, position) => ({
      ...l,
      productId: l.productId !== null && existing.has(l.productId) ? l.productId : null,
      quotationId: id,
      position,
    }))
    await tx.delete(quotationLines).where(eq(quotationLines.quotationId, id))
    await tx.insert(quotationLines).values(lines)
    const changed = changedFields(before, draft)
    if (changed.length) {
      await recordAudit(tx, {
        actor,
        ...auditSubject(row),
        action: 'quotation-save',
        before: null,
        after: {
          quotation: reference(row.number, row.revision),
          changed: changed.map((f) => QUOTATION_FIELD_LABELS[f] ?? f).join(', '),
        },
      })
    }
    return { kind: 'saved', version: row.version + 1 }
  })
}

export type RevisionOutcome = { kind: 'created' | 'existing'; id: number } | { kind: 'missing' }

/**
 * A new revision: a whole copy of the newest revision of the same number, as a draft. The older one stays valid for
 * the customer until the new one is sent (then it is superseded). An open draft is reused, not doubled.
 */
export async function newRevision(
  id: number,
  actor: StaffUser,
  now = new Date(),
  scope: QuotationScope = 'lead',
): Promise<RevisionOutcome> {
  if (!validId(id)) return { kind: 'missing' }
  const db = await getDb()
  return writeService(db, async (tx): Promise<RevisionOutcome> => {
    const [base] = await tx.select().from(quotations).where(eq(quotations.id, id))
    if (!base || !inScope(base, scope)) return { kind: 'missing' }
    // Lock the number's revisions so two staff asking at once get one new revision.
    const all = await tx
      .select()
      .from(quotations)
      .where(eq(quotations.number, base.number))
      .orderBy(desc(quotations.revision))
      .for('update')
    const latest = all[0]!
    if (latest.status === 'draft') return { kind: 'existing', id: latest.id }
    const [created] = await tx
      .insert(quotations)
      .values({
        leadId: latest.leadId,
        serviceRequestId: latest.serviceRequestId,
        number: latest.number,
        revision: latest.revision + 1,
        afnRate: latest.afnRate,
        rateDate: latest.rateDate,
        validUntil: latest.validUntil < kabulDate(now) ? kabulDate(now) : latest.validUntil,
        deliveryTime: latest.deliveryTime,
        paymentTerms: latest.paymentTerms,
        warranty: latest.warranty,
        notes: latest.notes,
        language: latest.language,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning({ id: quotations.id })
    const lines = await linesOf(tx, latest.id)
    if (lines.length) {
      await tx
        .insert(quotationLines)
        .values(lines.map(({ id: _id, quotationId: _q, ...l }) => ({ ...l, quotationId: created!.id })))
    }
    await recordAudit(tx, {
      actor,
      ...auditSubject(latest),
      action: 'quotation-revision',
      before: null,
      after: { quotation: reference(latest.number, latest.revision + 1) },
    })
    return { kind: 'created', id: created!.id }
  })
}
