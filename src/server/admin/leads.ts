import 'server-only'

import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm'

import { getDb } from '@/server/db/client'
import { contactMessages } from '@/server/db/schema'

/** The staff's view of the contact messages (issue 5): list newest first, detail, mark handled, export. */

export const LEAD_STATUSES = ['new', 'handled'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
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
  status: LeadStatus
  handledAt: Date | null
  createdAt: Date
  /** The lead e-mail's state (null when e-mail was not configured when it arrived). */
  emailStatus: EmailStatus
}

export interface LeadDetail extends Lead {
  emailAttempts: number | null
  emailLastError: string | null
  emailSentAt: Date | null
}

export const LEADS_PAGE_SIZE = 50

// The latest outbox row of a message (there is one per message today; "latest" keeps it right if resends come).
const emailStatus = sql<EmailStatus>`(
  SELECT o.status FROM mail_outbox o WHERE o.message_id = ${contactMessages.id} ORDER BY o.id DESC LIMIT 1
)`

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
  status: contactMessages.status,
  handledAt: contactMessages.handledAt,
  createdAt: contactMessages.createdAt,
  emailStatus,
}

function statusFilter(status?: LeadStatus): SQL | undefined {
  return status ? eq(contactMessages.status, status) : undefined
}

export async function listLeads(
  options: { status?: LeadStatus; page?: number; pageSize?: number } = {},
): Promise<{ leads: Lead[]; total: number; page: number; pageCount: number }> {
  const pageSize = options.pageSize ?? LEADS_PAGE_SIZE
  const db = await getDb()
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

export async function countLeadsByStatus(): Promise<Record<LeadStatus | 'all', number>> {
  const db = await getDb()
  const rows = await db
    .select({ status: contactMessages.status, n: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status)
  const out = { all: 0, new: 0, handled: 0 }
  for (const row of rows) {
    out.all += row.n
    if (row.status === 'new' || row.status === 'handled') out[row.status] += row.n
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
      >`(SELECT o.attempts FROM mail_outbox o WHERE o.message_id = ${contactMessages.id} ORDER BY o.id DESC LIMIT 1)`,
      emailLastError: sql<
        string | null
      >`(SELECT o.last_error FROM mail_outbox o WHERE o.message_id = ${contactMessages.id} ORDER BY o.id DESC LIMIT 1)`,
      emailSentAt: sql<
        Date | string | null
      >`(SELECT o.sent_at FROM mail_outbox o WHERE o.message_id = ${contactMessages.id} ORDER BY o.id DESC LIMIT 1)`,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1)
  if (!row) return undefined
  return { ...(row as unknown as LeadDetail), emailSentAt: row.emailSentAt ? new Date(row.emailSentAt) : null }
}

/** Marks a lead handled (or new again). Returns false when there is no such lead. */
export async function setLeadStatus(id: number, status: LeadStatus, now = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1) return false
  const db = await getDb()
  const updated = await db
    .update(contactMessages)
    .set({ status, handledAt: status === 'handled' ? now : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id })
  return updated.length > 0
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
