import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { and, eq, inArray, isNull, ne } from 'drizzle-orm'

import { messages } from '@/content/messages'
import { siteUrl } from '@/env'
import { kabulDayStart } from '@/lib/content/schedule'
import { bareLinkLines } from '@/lib/i18n/bidi'
import { formatDualDate } from '@/lib/i18n/format'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { revisionLabel } from '@/lib/sales/money'
import { getDb, type DbOrTx, type Tx } from '@/server/db/client'
import { contactMessages, mailOutbox, products, quotations, staffUsers, type QuotationRow } from '@/server/db/schema'
import { companyDetails } from '@/server/documents/company'
import { renderQuotationPdf, type QuotationDocument } from '@/server/documents/quotation-pdf'
import { kickOutbox } from '@/server/mail/outbox'
import { recordAudit } from '@/server/staff/audit'
import { recordFirstReply } from './lead-owners'
import { changeLeadStatus } from './leads'
import type { StaffUser } from '@/server/staff/staff-user'
import { validityIssues } from '@/lib/sales/quotation-form'
import { auditSubject, getQuotation, inScope, type QuotationDetail, type QuotationScope } from './quotations'
import { writeService } from '@/server/revision/service-write'

/**
 * Sending a quotation (docs/decisions/051-quotations.md): the PDF in the quotation's language, kept as sent; a
 * private link whose token is 256 random bits of which only the SHA-256 is stored; the e-mail through the outbox
 * with the PDF attached; the lead moves to Quoted and its reply clock stops. Also the PDF preview and revoking.
 */

/** The token's SHA-256 in hex: what the database keeps and looks up. */
export function hashQuotationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** A Kabul calendar date as an instant at noon there, so every calendar prints that same day. */
const kabulNoon = (isoDate: string) => new Date(kabulDayStart(isoDate).getTime() + 12 * 3_600_000)

/** Who a quotation is made out to: the lead, or a service request's customer (they may have no e-mail). */
export type QuotationCustomer = QuotationDocument['customer']

/** The lead as the quotation's customer; undefined when the quotation has no lead (or it was deleted). */
async function leadCustomer(leadId: number | null, given?: DbOrTx): Promise<QuotationCustomer | undefined> {
  if (leadId === null) return undefined
  const db = given ?? (await getDb())
  const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.id, leadId))
  if (!lead) return undefined
  return { name: lead.name, company: lead.company ?? undefined, email: lead.email, phone: lead.phone ?? undefined }
}

/** The PDF's input for one revision: the customer given, the catalogue's key specifications under the lines. */
async function quotationDocument(
  q: QuotationDetail,
  customer: QuotationCustomer,
  preparedBy: { name: string; email: string },
  issued: Date,
): Promise<QuotationDocument> {
  const db = await getDb()
  const ids = q.values.lines.flatMap((l) => (l.productId ? [l.productId] : []))
  const specs = ids.length
    ? await db
        .select({ id: products.id, specifications: products.specifications, translations: products.translations })
        .from(products)
        .where(inArray(products.id, ids))
    : []
  const language = q.values.language
  const specsOf = new Map(
    specs.map((p) => {
      // The labels (and the values that have one) in the quotation's language, as its datasheet prints them.
      const t = language === 'en' ? undefined : p.translations[language]?.specifications
      // The first four rows of the first group: the figures a buyer compares (the datasheet has the rest).
      const rows = (p.specifications[0]?.rows ?? []).slice(0, 4)
      return [p.id, rows.map((r) => [t?.labels?.[r.label] || r.label, t?.values?.[r.value] || r.value] as const)]
    }),
  )
  return {
    number: q.number,
    revision: q.revision,
    issued,
    validUntil: kabulNoon(q.values.validUntil),
    customer,
    preparedBy,
    lines: q.values.lines.map((l) => ({
      name: l.name,
      model: l.model || undefined,
      quantity: l.quantity,
      unitCents: l.unitCents,
      discountBasisPoints: l.discountBasisPoints,
      specifications: l.productId ? specsOf.get(l.productId) : undefined,
    })),
    rate:
      q.values.afnRate && q.values.rateDate
        ? { afnRate: q.values.afnRate, date: kabulNoon(q.values.rateDate) }
        : undefined,
    deliveryTime: q.values.deliveryTime,
    paymentTerms: q.values.paymentTerms,
    warranty: q.values.warranty,
    notes: q.values.notes,
  }
}

/**
 * The PDF of a revision as it would be sent now (the staff preview), made out to its lead, or to `customer` (a
 * repair quotation's, given by the service desk). Undefined: no such quotation in the scope.
 */
export async function previewQuotationPdf(
  id: number,
  actor: StaffUser,
  now = new Date(),
  scoped: { scope: QuotationScope; customer?: QuotationCustomer } = { scope: 'lead' },
): Promise<Buffer | undefined> {
  const q = await getQuotation(id)
  if (!q || !inScope(q, scoped.scope)) return undefined
  const customer = scoped.customer ?? (await leadCustomer(q.leadId))
  if (!customer) return undefined
  const doc = await quotationDocument(q, customer, { name: actor.displayName, email: actor.email }, now)
  const locale = q.values.language as Locale
  return renderQuotationPdf({ quotation: doc, company: await companyDetails(locale), locale })
}

export type SendOutcome =
  | { kind: 'sent'; link: string }
  | { kind: 'not-sendable'; status: string }
  | { kind: 'invalid'; issues: { path: string; message: string }[] }
  | { kind: 'changed' }
  | { kind: 'missing' }

/** "Q-2026-0001" or "Q-2026-0001 Rev 2". */
export const quotationReference = (number: string, revision: number) =>
  revision > 1 ? `${number} ${revisionLabel(revision)}` : number

/**
 * Who a sent revision goes to, and what its owner does when it is sent: a lead's (below, sendQuotation) or a service
 * request's (src/server/service/repair-quotations.ts). Read inside the send's transaction, with the owner's row locked.
 */
export interface QuotationAddressee {
  customer: QuotationCustomer
  /** Where the e-mail with the PDF and the link goes; null: none (the service desk hands the link over itself). */
  email: string | null
  /** The service request the e-mail tells of, for its delivery state on the request's page. */
  serviceRequestId?: number
  /** A repair quotation: its e-mail asks to approve or decline it (a lead's, to accept it or ask for changes). */
  repair?: boolean
  /** The owner's own bookkeeping in the same transaction, once the revision is marked sent. */
  onSent(tx: Tx, row: QuotationRow, reference: string): Promise<void>
}

/**
 * Sends a draft revision. The PDF is rendered before the transaction (it takes a moment and needs no lock); the
 * transaction then checks the draft is still the version rendered. Older sent, answered or accepted revisions of the
 * number become superseded, so their links name this one instead. `addressee` reads the owner inside the transaction
 * (undefined: it is gone).
 */
export async function sendQuotationTo(
  id: number,
  version: number,
  actor: StaffUser,
  now: Date,
  scope: QuotationScope,
  addressee: (
    tx: Tx | undefined,
    row: Pick<QuotationRow, 'leadId' | 'serviceRequestId'>,
  ) => Promise<QuotationAddressee | undefined>,
): Promise<SendOutcome> {
  const q = await getQuotation(id)
  if (!q || !inScope(q, scope)) return { kind: 'missing' }
  if (q.status !== 'draft') return { kind: 'not-sendable', status: q.status }
  if (q.version !== version) return { kind: 'changed' }
  const late = validityIssues(q.values, now)
  if (late.length) return { kind: 'invalid', issues: late }
  if (q.values.lines.length === 0) {
    return { kind: 'invalid', issues: [{ path: 'lines', message: 'A quotation needs at least one line.' }] }
  }
  const before = await addressee(undefined, q)
  if (!before) return { kind: 'missing' }
  const doc = await quotationDocument(q, before.customer, { name: actor.displayName, email: actor.email }, now)
  const locale = q.values.language as Locale
  const company = await companyDetails(locale)
  const pdf = await renderQuotationPdf({ quotation: doc, company, locale })
  // 256 random bits (the floor is 128), URL-safe; only its hash leaves this function's caller.
  const token = randomBytes(32).toString('base64url')
  const link = `${siteUrl()}/q/${token}`
  const copy = messages(locale).quotationLink
  const reference = quotationReference(q.number, q.revision)
  const db = await getDb()
  const outcome = await writeService(db, async (tx): Promise<SendOutcome> => {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update')
    if (!row) return { kind: 'missing' }
    if (row.status !== 'draft') return { kind: 'not-sendable', status: row.status }
    if (row.version !== version) return { kind: 'changed' }
    const to = await addressee(tx, row)
    if (!to) return { kind: 'missing' }
    await tx
      .update(quotations)
      .set({ status: 'superseded', updatedAt: now })
      .where(
        and(
          eq(quotations.number, row.number),
          ne(quotations.id, id),
          // An accepted one too: the newer revision is the offer now (the acceptance stays in the history).
          inArray(quotations.status, ['sent', 'changes-requested', 'accepted']),
        ),
      )
    await tx
      .update(quotations)
      .set({
        status: 'sent',
        tokenHash: hashQuotationToken(token),
        pdf,
        sentAt: now,
        version: row.version + 1,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .where(eq(quotations.id, id))
    await to.onSent(tx, row, reference)
    if (to.email) {
      await tx.insert(mailOutbox).values({
        kind: 'quotation',
        quotationId: id,
        serviceRequestId: to.serviceRequestId,
        recipient: to.email,
        subject: copy.emailSubject(reference, company.name),
        // The link's own line without bidi controls, so a mail reader's autolinker takes the address and nothing else.
        body: bareLinkLines(
          (to.repair ? copy.repairEmailBody : copy.emailBody)(
            to.customer.name,
            reference,
            link,
            formatDualDate(kabulNoon(row.validUntil), locale),
            company.name,
          ),
        ),
      })
    }
    return { kind: 'sent', link }
  })
  if (outcome.kind === 'sent') void kickOutbox()
  return outcome
}

/**
 * Sends a lead's draft revision to the lead's e-mail address; the lead moves to Quoted (a won one stays Won) and its
 * reply clock stops.
 */
export async function sendQuotation(
  id: number,
  version: number,
  actor: StaffUser,
  now = new Date(),
): Promise<SendOutcome> {
  return sendQuotationTo(id, version, actor, now, 'lead', async (tx, row) => {
    if (row.leadId === null) return undefined
    if (!tx) {
      const customer = await leadCustomer(row.leadId)
      return customer && { customer, email: customer.email ?? null, onSent: async () => {} }
    }
    const [lead] = await tx.select().from(contactMessages).where(eq(contactMessages.id, row.leadId)).for('update')
    if (!lead) return undefined
    return {
      customer: { name: lead.name, company: lead.company ?? undefined, email: lead.email },
      email: lead.email,
      async onSent(tx, _row, reference) {
        // A won lead stays won (a revision after acceptance is paperwork, not a new offer).
        await changeLeadStatus(tx, lead.id, lead.status === 'won' ? 'won' : 'quoted', actor, {
          now,
          action: 'quotation-send',
          also: { before: {}, after: { quotation: reference, sentTo: lead.email } },
        })
        // Sending is a reply whatever the lead's status was (the door above stops the clock only when it leaves
        // 'new').
        await recordFirstReply(tx, lead.id, now)
      },
    }
  })
}

export type RevokeOutcome = 'revoked' | 'unchanged' | 'missing'

/** Withdraws a sent revision: its link answers "withdrawn" from now on. A draft or an accepted one is unchanged. */
export async function revokeQuotation(
  id: number,
  actor: StaffUser,
  now = new Date(),
  scope: QuotationScope = 'lead',
): Promise<RevokeOutcome> {
  if (!Number.isSafeInteger(id) || id < 1) return 'missing'
  const db = await getDb()
  return writeService(db, async (tx) => {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update')
    if (!row || !inScope(row, scope)) return 'missing'
    if (row.status !== 'sent' && row.status !== 'changes-requested') return 'unchanged'
    await tx
      .update(quotations)
      .set({ status: 'revoked', updatedBy: actor.id, updatedAt: now })
      .where(eq(quotations.id, id))
    await recordAudit(tx, {
      actor,
      ...auditSubject(row),
      action: 'quotation-revoke',
      before: { quotation: quotationReference(row.number, row.revision), status: row.status },
      after: { quotation: quotationReference(row.number, row.revision), status: 'revoked' },
    })
    return 'revoked'
  })
}

/**
 * Who hears of the customer's answer, and in which language (their account's): the lead's owner, or, on a lead
 * nobody owns (or whose owner's account was disabled), the staff member who sent the revision answered. Undefined
 * only when neither account can sign in.
 */
export async function noticeAddress(
  leadId: number,
  sentBy: number | null,
  given?: DbOrTx,
): Promise<{ email: string; language: Locale } | undefined> {
  const db = given ?? (await getDb())
  const enabled = async (id: number | null) =>
    id === null
      ? []
      : (
          await db
            .select({ email: staffUsers.email, language: staffUsers.language })
            .from(staffUsers)
            .where(and(eq(staffUsers.id, id), isNull(staffUsers.disabledAt)))
        ).map((r) => ({ email: r.email, language: isLocale(r.language) ? r.language : ('en' as const) }))
  const [lead] = await db
    .select({ ownerId: contactMessages.ownerId })
    .from(contactMessages)
    .where(eq(contactMessages.id, leadId))
  const [owner] = await enabled(lead?.ownerId ?? null)
  if (owner) return owner
  const [sender] = await enabled(sentBy)
  return sender
}
