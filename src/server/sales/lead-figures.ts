import 'server-only'

import { sql } from 'drizzle-orm'

import { DEFAULT_BUSINESS_HOURS, leadClock, workingMsBetween } from '@/lib/sales/business-clock'
import { getDb, type DbOrTx } from '@/server/db/client'
import { getLeadSettings, type LeadSettings } from './lead-owners'

/**
 * The sales figures of the leads screen (docs/decisions/053-lead-figures.md): per Kabul month of the last twelve and
 * per owner, new leads (and per week), the median time to the first reply and the share answered within the
 * promise (both in the clock's own hours, business or plain), quotations sent and won. Quotation counts are grouped
 * in SQL; the reply figures need the clock (business hours are awkward in SQL), so they are computed here over the
 * window's leads' arrival and first-reply times, as the leads list computes its clocks.
 */

export const FIGURE_MONTHS = 12

/** Which leads: everyone's, one owner's, or the unassigned ones. */
export type FiguresOwner = number | 'none' | undefined

export interface FiguresRow {
  /** 'YYYY-MM' for a month, the staff id (or 'none') for an owner, 'all' for the total. */
  key: string
  label: string
  newLeads: number
  /** New leads per week over the row's days in the window. */
  perWeek: number
  /** Median time from arrival to the first reply, in the clock's hours (ms); null: none answered. */
  medianReplyMs: number | null
  /** Leads whose promise has been kept or broken: answered, or unanswered past their deadline. */
  judged: number
  withinPromise: number
  /** withinPromise / judged, 0–1; null when nothing could be judged yet. */
  share: number | null
  quotesSent: number
  quotesWon: number
}

export interface LeadFigures {
  mode: LeadSettings['mode']
  promiseHours: number
  /** Oldest first. */
  months: FiguresRow[]
  owners: FiguresRow[]
  total: FiguresRow
  /** First instant of the window (the oldest month's first Kabul midnight). */
  from: Date
}

const DAY_MS = 86_400_000
const OFFSET_MS = DEFAULT_BUSINESS_HOURS.utcOffsetMinutes * 60_000
/** The SQL expression shifting a UTC instant to Kabul wall time (fixed +4:30, decision 047). */
const KABUL = sql.raw(`interval '${DEFAULT_BUSINESS_HOURS.utcOffsetMinutes} minutes'`)

// en-US: "Sep 2026" (en-GB writes "Sept").
const monthLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', year: 'numeric' })

/** 'YYYY-MM' of an instant in Kabul. */
function kabulMonth(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 7)
}

/** The Kabul midnight opening month `key` ('YYYY-MM'), `shift` months later. */
function monthStart(key: string, shift = 0): Date {
  const [y, m] = key.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 + shift, 1) - OFFSET_MS)
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

interface Bucket {
  leads: number
  replies: number[]
  judged: number
  within: number
  sent: number
  won: number
}

const emptyBucket = (): Bucket => ({ leads: 0, replies: [], judged: 0, within: 0, sent: 0, won: 0 })

function ownerFilter(owner: FiguresOwner) {
  if (owner === undefined) return sql``
  return owner === 'none' ? sql` AND l.owner_id IS NULL` : sql` AND l.owner_id = ${owner}`
}

/** The figures at `now` (the request's now), for everyone or for one owner. */
export async function getLeadFigures(options: { now: Date; owner?: FiguresOwner }, db?: DbOrTx): Promise<LeadFigures> {
  const d = db ?? (await getDb())
  const { now, owner } = options
  const settings = await getLeadSettings(d)
  const thisMonth = kabulMonth(now)
  const from = monthStart(thisMonth, -(FIGURE_MONTHS - 1))
  const monthKeys = Array.from({ length: FIGURE_MONTHS }, (_, i) => kabulMonth(monthStart(thisMonth, i - 11)))
  const where = ownerFilter(owner)
  const [leads, sent, won, names] = await Promise.all([
    d.execute(sql`
      SELECT l.created_at, l.first_reply_at, l.owner_id FROM contact_messages l
      WHERE l.created_at >= ${from} AND l.created_at <= ${now}${where}`),
    // A quotation is sent once, whatever its revisions: its number counts in the month its first revision went out.
    d.execute(sql`
      SELECT to_char((first_sent AT TIME ZONE 'UTC') + ${KABUL}, 'YYYY-MM') AS month, owner_id, count(*)::int AS n
      FROM (
        SELECT q.number, l.owner_id, min(q.sent_at) AS first_sent
        FROM quotations q JOIN contact_messages l ON l.id = q.lead_id
        WHERE q.sent_at IS NOT NULL${where} GROUP BY q.number, l.owner_id
      ) s
      WHERE first_sent >= ${from} AND first_sent <= ${now}
      GROUP BY 1, 2`),
    d.execute(sql`
      SELECT to_char((q.responded_at AT TIME ZONE 'UTC') + ${KABUL}, 'YYYY-MM') AS month, l.owner_id,
        count(*)::int AS n
      FROM quotations q JOIN contact_messages l ON l.id = q.lead_id
      WHERE q.status = 'accepted' AND q.responded_at >= ${from} AND q.responded_at <= ${now}${where}
      GROUP BY 1, 2`),
    d.execute(sql`SELECT id, display_name FROM staff_users`),
  ])

  const byMonth = new Map(monthKeys.map((k) => [k, emptyBucket()]))
  const byOwner = new Map<string, Bucket>()
  const total = emptyBucket()
  const bucketsOf = (month: string, ownerId: number | null) => {
    const key = ownerId === null ? 'none' : String(ownerId)
    if (!byOwner.has(key)) byOwner.set(key, emptyBucket())
    return [byMonth.get(month), byOwner.get(key)!, total].filter((b): b is Bucket => b !== undefined)
  }

  for (const row of rowsOf<{
    created_at: string | Date
    first_reply_at: string | Date | null
    owner_id: number | null
  }>(leads)) {
    const createdAt = new Date(row.created_at)
    const firstReplyAt = row.first_reply_at === null ? null : new Date(row.first_reply_at)
    const clock = leadClock({ createdAt, firstReplyAt }, now, settings)
    const replyMs =
      firstReplyAt === null
        ? null
        : settings.mode === 'plain'
          ? firstReplyAt.getTime() - createdAt.getTime()
          : workingMsBetween(createdAt, firstReplyAt, settings.hours)
    for (const b of bucketsOf(kabulMonth(createdAt), row.owner_id)) {
      b.leads++
      if (replyMs !== null) b.replies.push(Math.max(0, replyMs))
      if (clock.status === 'answered' || clock.status === 'answered-late' || clock.status === 'overdue') b.judged++
      if (clock.status === 'answered') b.within++
    }
  }
  for (const row of rowsOf<{ month: string; owner_id: number | null; n: number }>(sent))
    for (const b of bucketsOf(row.month, row.owner_id)) b.sent += Number(row.n)
  for (const row of rowsOf<{ month: string; owner_id: number | null; n: number }>(won))
    for (const b of bucketsOf(row.month, row.owner_id)) b.won += Number(row.n)

  const windowDays = (now.getTime() - from.getTime()) / DAY_MS
  const toRow = (key: string, label: string, b: Bucket, days: number): FiguresRow => ({
    key,
    label,
    newLeads: b.leads,
    perWeek: days > 0 ? b.leads / (days / 7) : 0,
    medianReplyMs: median(b.replies),
    judged: b.judged,
    withinPromise: b.within,
    share: b.judged > 0 ? b.within / b.judged : null,
    quotesSent: b.sent,
    quotesWon: b.won,
  })
  const nameOf = new Map(rowsOf<{ id: number; display_name: string }>(names).map((r) => [String(r.id), r.display_name]))
  return {
    mode: settings.mode,
    promiseHours: settings.promiseHours,
    from,
    months: monthKeys.map((key) => {
      const start = monthStart(key)
      // The current month counts its days so far, not the whole month, so its rate is comparable.
      const end = Math.min(monthStart(key, 1).getTime(), now.getTime())
      return toRow(
        key,
        monthLabel.format(new Date(start.getTime() + OFFSET_MS)),
        byMonth.get(key)!,
        (end - start.getTime()) / DAY_MS,
      )
    }),
    owners: [...byOwner.entries()]
      .map(([key, b]) =>
        toRow(key, key === 'none' ? 'Unassigned' : (nameOf.get(key) ?? `Account ${key}`), b, windowDays),
      )
      .sort((a, b) => (a.key === 'none' ? 1 : b.key === 'none' ? -1 : a.label.localeCompare(b.label))),
    total: toRow('all', 'All', total, windowDays),
  }
}
