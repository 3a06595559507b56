import 'server-only'

import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'

import { leadClock, type ClockSettings } from '@/lib/sales/business-clock'

import { getDb, type Tx } from '@/server/db/client'
import { contactMessages } from '@/server/db/schema'
import { recordAudit, type AuditActor } from '@/server/staff/audit'
import { recordFirstReply } from './lead-owners'
import type { StaffUser } from '../staff/staff-user'

/**
 * The staff's view of the contact messages (docs/leads.md; statuses and notes: docs/decisions/015-staff-accounts.md):
 * list newest first, detail, status and internal note (both audited), export.
 */

/** Where sales stand with a lead, in pipeline order (the database's check constraint holds the same list). */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export function isLeadStatus(value: unknown): value is LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value)
}

/** 4,000 characters: a few paragraphs of call notes; the CSV export carries it whole. */
export const LEAD_NOTE_MAX_LENGTH = 4_000
export type EmailStatus = 'pending' | 'sent' | 'failed' | null

export interface Lead {
  id: number
  submissionId: string
  name: string
  email: string
  company: string | null
  phone: string | null
  subject: string
  message: string
  productSlug: string | null
  productName: string | null
  sourcePage: string
  /** The language of the page it was sent from (docs/decisions/032-locales.md): en, fa or ps. */
  locale: string
  status: LeadStatus
  /** When the status last changed (null while it has been 'new' since arrival). */
  statusChangedAt: Date | null
  internalNote: string
  createdAt: Date
  /** The lead e-mail's state (null when e-mail was not configured when it arrived). */
  emailStatus: EmailStatus
  /** A quote request's line items in the visitor's order (docs/decisions/030-quote-list.md); empty otherwise. */
  items: LeadItem[]
  /** Who answers for the lead (decision 047); null: unassigned. */
  ownerId: number | null
  ownerName: string | null
  /** The first reply, which stopped the reply clock; null while the visitor waits. */
  firstReplyAt: Date | null
  nextActionAt: Date | null
  nextActionNote: string
}

export interface LeadItem {
  slug: string
  name: string
  quantity: number
}

/** "2 × K8 GNSS Module (k8-gnss-module); 1 × …": the items on one line (CSV export, e-mail). */
export function formatLeadItems(items: readonly LeadItem[]): string {
  return items.map((i) => `${i.quantity} × ${i.name} (${i.slug})`).join('; ')
}

export interface LeadDetail extends Lead {
  emailAttempts: number | null
  emailLastError: string | null
  emailSentAt: Date | null
}

export const LEADS_PAGE_SIZE = 50

/**
 * The outer lead's id inside correlated subqueries, written out in full: drizzle renders a column of a one-table select
 * unqualified ("id"), and inside `FROM mail_outbox o` an unqualified "id" is the subquery's own o.id, which compared
 * message ids with outbox ids and only looked right while the two sequences ran in step.
 */
const OUTER_ID = sql.raw('"contact_messages"."id"')
const OUTER_OWNER = sql.raw('"contact_messages"."owner_id"')

// The latest outbox row of a message (there is one per message today; "latest" keeps it right if resends come).
const emailStatus = sql<EmailStatus>`(
  SELECT o.status FROM mail_outbox o WHERE o.message_id = ${OUTER_ID} ORDER BY o.id DESC LIMIT 1
)`

// One JSON array per lead, so list pages and the export read items in the same query as the leads. Sent as text and
// parsed here: handed a JSON array, drizzle's row mapping kept only its first element.
const leadItems = sql<string>`(
  SELECT coalesce(
    json_agg(json_build_object('slug', i.product_slug, 'name', i.product_name, 'quantity', i.quantity)
      ORDER BY i.position),
    '[]'::json)::text
  FROM contact_message_items i WHERE i.message_id = ${OUTER_ID}
)`.mapWith((value: string) => JSON.parse(value) as LeadItem[])

const leadColumns = {
  id: contactMessages.id,
  submissionId: contactMessages.submissionId,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  productSlug: contactMessages.productSlug,
  productName: contactMessages.productName,
  sourcePage: contactMessages.sourcePage,
  locale: contactMessages.locale,
  status: contactMessages.status,
  statusChangedAt: contactMessages.statusChangedAt,
  internalNote: contactMessages.internalNote,
  createdAt: contactMessages.createdAt,
  emailStatus,
  items: leadItems,
  ownerId: contactMessages.ownerId,
  ownerName: sql<string | null>`(SELECT u.display_name FROM staff_users u WHERE u.id = ${OUTER_OWNER})`,
  firstReplyAt: contactMessages.firstReplyAt,
  nextActionAt: contactMessages.nextActionAt,
  nextActionNote: contactMessages.nextActionNote,
}

function statusFilter(status?: LeadStatus): SQL | undefined {
  return status ? eq(contactMessages.status, status) : undefined
}

/** The reply clock's filters of the list (decision 047). */
export const LEAD_CLOCK_FILTERS = ['due-soon', 'overdue'] as const
export type LeadClockFilter = (typeof LEAD_CLOCK_FILTERS)[number]
export type LeadSort = 'newest' | 'time-left'

export interface ListLeadsOptions {
  status?: LeadStatus
  page?: number
  pageSize?: number
  /** Only leads awaiting their first reply whose clock is in this state at `now`. */
  clock?: LeadClockFilter
  /** 'time-left': the leads awaiting a first reply, least time left first. */
  sort?: LeadSort
  now?: Date
  settings?: ClockSettings
}

export async function listLeads(
  options: ListLeadsOptions = {},
): Promise<{ leads: Lead[]; total: number; page: number; pageCount: number }> {
  const pageSize = options.pageSize ?? LEADS_PAGE_SIZE
  const db = await getDb()
  if (options.clock || options.sort === 'time-left') return listAwaitingReply(options, pageSize)
  const where = statusFilter(options.status)
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(contactMessages).where(where)
  const pageCount = Math.max(1, Math.ceil(n / pageSize))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount)
  const rows = await db
    .select(leadColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { leads: rows as Lead[], total: n, page, pageCount }
}

/**
 * The leads still awaiting a first reply, filtered by their clock and least time left first. The business-hours
 * clock is computed here, not in SQL; the awaiting leads are the open inbox (a few hundred at most), so their
 * arrival times are read whole and only the page's leads in full. A later arrival never falls due earlier, so
 * "least time left" is arrival order, oldest first.
 */
async function listAwaitingReply(options: ListLeadsOptions, pageSize: number) {
  const db = await getDb()
  const now = options.now ?? new Date()
  const settings = options.settings ?? { mode: 'business' as const, promiseHours: 24 }
  const awaiting = await db
    .select({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(statusFilter(options.status), isNull(contactMessages.firstReplyAt)))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
  const ids = awaiting
    .filter(
      (lead) => !options.clock || leadClock({ ...lead, firstReplyAt: null }, now, settings).status === options.clock,
    )
    .map((lead) => lead.id)
  const pageCount = Math.max(1, Math.ceil(ids.length / pageSize))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount)
  const pageIds = ids.slice((page - 1) * pageSize, page * pageSize)
  const rows = pageIds.length
    ? ((await db.select(leadColumns).from(contactMessages).where(inArray(contactMessages.id, pageIds))) as Lead[])
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const leads = pageIds.map((id) => byId.get(id)).filter((lead): lead is Lead => lead !== undefined)
  return { leads, total: ids.length, page, pageCount }
}

export async function countLeadsByStatus(): Promise<Record<LeadStatus | 'all', number>> {
  const db = await getDb()
  const rows = await db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status)
  const out: Record<LeadStatus | 'all', number> = { all: 0, new: 0, contacted: 0, quoted: 0, won: 0, lost: 0 }
  for (const row of rows) {
    out.all += row.n
    if (isLeadStatus(row.status)) out[row.status] += row.n
  }
  return out
}

export async function getLead(id: number): Promise<LeadDetail | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const db = await getDb()
  const [row] = await db
    .select({
      ...leadColumns,
      emailAttempts: sql<
        number | null
      >`(SELECT o.attempts FROM mail_outbox o WHERE o.message_id = ${OUTER_ID} ORDER BY o.id DESC LIMIT 1)`,
      emailLastError: sql<
        string | null
      >`(SELECT o.last_error FROM mail_outbox o WHERE o.message_id = ${OUTER_ID} ORDER BY o.id DESC LIMIT 1)`,
      emailSentAt: sql<
        Date | string | null
      >`(SELECT o.sent_at FROM mail_outbox o WHERE o.message_id = ${OUTER_ID} ORDER BY o.id DESC LIMIT 1)`,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1)
  if (!row) return undefined
  return { ...(row as unknown as LeadDetail), emailSentAt: row.emailSentAt ? new Date(row.emailSentAt) : null }
}

/**
 * Sets a lead's status, audited in the same transaction. Returns false when there is no such lead; setting the
 * status it already has changes nothing (and records nothing).
 */
export async function setLeadStatus(
  id: number,
  status: LeadStatus,
  actor: StaffUser,
  now = new Date(),
): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || !isLeadStatus(status)) return false
  const db = await getDb()
  return db.transaction(async (tx) => (await changeLeadStatus(tx, id, status, actor, { now })) !== undefined)
}

/**
 * The one door to a lead's status, inside the caller's transaction: the lead locked, its status and the time set,
 * the reply clock stopped when it leaves 'new' (decision 047), and the change audited with its actor (a staff member,
 * the customer answering a quotation, the site). `also` adds to the same entry what came with the change (the
 * quotation answered, the customer's message); `action` names it (default 'status'). Returns the status the lead
 * had, or undefined when there is no such lead. Setting the status it has records only what `also` adds.
 */
export async function changeLeadStatus(
  tx: Tx,
  id: number,
  status: LeadStatus,
  actor: AuditActor,
  options: {
    now?: Date
    action?: string
    also?: { before: Record<string, unknown>; after: Record<string, unknown> }
  } = {},
): Promise<LeadStatus | undefined> {
  const now = options.now ?? new Date()
  const [row] = await tx
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
  if (!row) return undefined
  const was = row.status as LeadStatus
  if (was !== status) {
    await tx.update(contactMessages).set({ status, statusChangedAt: now }).where(eq(contactMessages.id, id))
    // Leaving 'new' is a reply to the visitor: it stops the reply clock once (decision 047).
    if (was === 'new') await recordFirstReply(tx, id, now)
  } else if (!options.also) return was
  await recordAudit(tx, {
    actor,
    at: now,
    entityType: 'lead',
    entityId: String(id),
    action: options.action ?? 'status',
    before: { status: was, ...options.also?.before },
    after: { status, ...options.also?.after },
  })
  return was
}

/** Saves the internal note (trimmed; at most LEAD_NOTE_MAX_LENGTH characters), audited. False: no such lead. */
export async function setLeadNote(id: number, note: string, actor: StaffUser): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false
  const text = note.replace(/\r\n?/g, '\n').trim()
  if (text.length > LEAD_NOTE_MAX_LENGTH)
    throw new RangeError(`The note is longer than ${LEAD_NOTE_MAX_LENGTH} characters.`)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ internalNote: contactMessages.internalNote })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!row) return false
    if (row.internalNote === text) return true
    await tx.update(contactMessages).set({ internalNote: text }).where(eq(contactMessages.id, id))
    await recordAudit(tx, {
      actor,
      entityType: 'lead',
      entityId: String(id),
      action: 'note',
      before: { internalNote: row.internalNote },
      after: { internalNote: text },
    })
    return true
  })
}

/**
 * Every lead, newest first, in batches of `batch` (keyset pagination on the id: exact, stable while new leads
 * arrive, and memory stays flat however many there are). Ids follow arrival order, as created_at does.
 */
export async function* allLeads(options: { status?: LeadStatus; batch?: number } = {}): AsyncGenerator<Lead[]> {
  const batch = options.batch ?? 500
  const db = await getDb()
  let before: number | undefined
  for (;;) {
    const rows = (await db
      .select(leadColumns)
      .from(contactMessages)
      .where(and(statusFilter(options.status), before === undefined ? undefined : lt(contactMessages.id, before)))
      .orderBy(desc(contactMessages.id))
      .limit(batch)) as Lead[]
    if (rows.length === 0) return
    yield rows
    if (rows.length < batch) return
    before = rows[rows.length - 1]!.id
  }
}
