import 'server-only'

import { and, eq, gte, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm'

import type { Db } from '@/server/db/client'
import { figureDaily, figureEvents, type FigureEventRow } from '@/server/db/schema'
import { siteDay } from './classify.mjs'
import { ENQUIRY_KINDS } from './record'
import { TOTAL_KEYS } from './totals'

/** A visit ends after this long without a page view (Plausible's and Umami's rule). */
export const VISIT_GAP_MS = 30 * 60_000
/**
 * A "visitor" with more page views than this in a day is a script, whatever its user agent says: its views are
 * counted as bots', not in the figures (docs/decisions/111-figures-bots.md).
 */
export const BOT_VIEWS_PER_DAY = 500

type Counts = Map<string, Map<string, number>>

function add(counts: Counts, dimension: string, key: string | null | undefined, n: number) {
  if (key === null || key === undefined || key === '') return
  let byKey = counts.get(dimension)
  if (!byKey) counts.set(dimension, (byKey = new Map()))
  byKey.set(key, (byKey.get(key) ?? 0) + n)
}

/**
 * A day's figures from its raw events: every dimension the owner's page shows. Pure, so a test can hold the roll-up
 * to the raw events it came from.
 */
export function rollUp(events: readonly FigureEventRow[]): Counts {
  const counts: Counts = new Map()
  const views = new Map<string, number>()
  for (const e of events) if (e.kind === 'view') views.set(e.visitor, (views.get(e.visitor) ?? 0) + e.count)
  const scripts = new Set([...views].filter(([, n]) => n > BOT_VIEWS_PER_DAY).map(([v]) => v))
  const human = events.filter((e) => !scripts.has(e.visitor))
  add(
    counts,
    'bots',
    'behaviour',
    [...scripts].reduce((sum, v) => sum + views.get(v)!, 0),
  )

  const total = (key: string, n: number) => add(counts, 'total', key, n)
  for (const key of TOTAL_KEYS) total(key, 0)
  // Visits: each visitor's page views in time order, a new visit after VISIT_GAP_MS of silence; its first view is its
  // landing page, whose referrer and campaign are the visit's source.
  const pageViews = human.filter((e) => e.kind === 'view').sort((a, b) => a.at.getTime() - b.at.getTime())
  const last = new Map<string, number>()
  for (const e of pageViews) {
    const at = e.at.getTime()
    const previous = last.get(e.visitor)
    last.set(e.visitor, at)
    total('views', e.count)
    add(counts, 'page', e.path, e.count)
    add(counts, 'locale', e.locale, e.count)
    add(counts, 'device', e.device, e.count)
    if (e.pageKind === 'product') add(counts, 'product', e.subject, e.count)
    if (e.saveData) total('saveData', e.count)
    if (e.pageKind === 'compare') total('comparisons', e.count)
    if (previous !== undefined && at - previous <= VISIT_GAP_MS) continue
    total('visits', 1)
    add(counts, 'source', e.utmSource ?? e.referrer ?? '(direct)', 1)
    if (e.utmSource || e.utmMedium || e.utmCampaign)
      add(counts, 'campaign', [e.utmSource ?? '', e.utmMedium ?? '', e.utmCampaign ?? ''].join(' / '), 1)
  }
  total('visitors', last.size)

  for (const e of human) {
    switch (e.kind) {
      case 'download':
      case 'library':
        total('downloads', e.count)
        add(counts, e.kind, `${e.subject}|${e.locale}`, e.count)
        break
      case 'search':
        total('searches', e.count)
        add(counts, 'search', e.query, e.count)
        if (e.results === 0) add(counts, 'search-none', e.query, e.count)
        break
      case 'whatsapp':
        total('whatsapp', e.count)
        add(counts, 'whatsapp-from', e.path ?? '(unknown)', e.count)
        break
      case 'quote-add':
        total('quoteAdds', e.count)
        add(counts, 'product-add', e.subject, e.count)
        break
      case 'quote-item':
        add(counts, 'product-request', e.subject, e.count)
        break
    }
    if ((ENQUIRY_KINDS as readonly string[]).includes(e.kind)) {
      total('enquiries', e.count)
      add(counts, 'enquiry', e.kind, e.count)
      add(counts, 'enquiry-from', e.path ?? '(unknown)', e.count)
    }
  }
  return counts
}

/**
 * Rolls `day` up again from its raw events, replacing what an earlier roll-up wrote (the bots' own count stays). One
 * transaction under an advisory lock: instances rolling up the same day take turns, and the result is the same.
 */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('figures-roll-up'))`)
    const events = await tx.select().from(figureEvents).where(eq(figureEvents.day, day))
    const counts = rollUp(events)
    await tx
      .delete(figureDaily)
      .where(and(eq(figureDaily.day, day), or(ne(figureDaily.dimension, 'bots'), ne(figureDaily.key, 'agent'))))
    const rows = [...counts].flatMap(([dimension, byKey]) =>
      [...byKey].map(([key, value]) => ({ day, dimension, key, value })),
    )
    for (let i = 0; i < rows.length; i += 500) await tx.insert(figureDaily).values(rows.slice(i, i + 500))
  })
}

/** YYYY-MM-DD `n` days before `day`. */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The periodic work: rolls up today, yesterday and every day whose raw events have no roll-up yet (a site that was
 * down), then deletes raw events older than the retention. Returns the days rolled up and the rows deleted.
 */
export async function rollUpAndExpire(
  db: Db,
  retentionDays: number,
  now = Date.now(),
): Promise<{ days: string[]; deleted: number }> {
  const today = siteDay(now)
  const rolled = db.selectDistinct({ day: figureDaily.day }).from(figureDaily).where(eq(figureDaily.dimension, 'total'))
  const pending = await db
    .selectDistinct({ day: figureEvents.day })
    .from(figureEvents)
    .where(notInArray(figureEvents.day, rolled))
  const days = [...new Set([...pending.map((p) => p.day), daysBefore(today, 1), today])].sort()
  for (const day of days) await rollUpDay(db, day)
  const cutoff = daysBefore(today, retentionDays)
  const deleted = await db.delete(figureEvents).where(lt(figureEvents.day, cutoff)).returning({ id: figureEvents.id })
  return { days, deleted: deleted.length }
}

/** The roll-up's rows of days `from`..`to` (inclusive). */
export function dailyRows(db: Db, from: string, to: string) {
  return db
    .select()
    .from(figureDaily)
    .where(and(gte(figureDaily.day, from), lte(figureDaily.day, to)))
}
