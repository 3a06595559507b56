import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm'

import type { Db } from '@/server/db/client'
import { figureDaily, figureEvents, figureSalts } from '@/server/db/schema'
import { siteDay } from './classify.mjs'
import { bufferEvent, drainFigures, figuresBuffer, type BufferedEvent } from './counter.mjs'

/** Rows per INSERT: a burst after an outage is written in several short statements. */
const ROWS_PER_INSERT = 500

/**
 * The day's salt, shared by every instance through the database: the first to need it writes a random one, the others
 * read it. Salts of days before today are deleted, so yesterday's visitors can no longer be linked to today's
 * (docs/decisions/110-figures-visitor-hash.md).
 */
async function saltOf(db: Db, day: string, known: Map<string, string>): Promise<string> {
  const cached = known.get(day)
  if (cached) return cached
  await db
    .insert(figureSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ salt: figureSalts.salt }).from(figureSalts).where(eq(figureSalts.day, day))
  known.set(day, row!.salt)
  return row!.salt
}

/** Salts this process has read, by day; forgotten with their day. */
const salts = new Map<string, string>()

/** The visitor's id for one day: a salted SHA-256 of address and user agent, cut to 16 hex digits. */
export function visitorHash(salt: string, address: string, agent: string): string {
  return createHash('sha256').update(`${salt}\u0000${address}\u0000${agent}`).digest('hex').slice(0, 16)
}

type EventRow = Omit<typeof figureEvents.$inferInsert, 'id' | 'at'> & { at: string }

function rowOf(e: BufferedEvent, salt: string): EventRow {
  return {
    day: e.day,
    at: new Date(e.at).toISOString(),
    kind: e.kind,
    visitor: visitorHash(salt, e.address, e.agent),
    path: e.path,
    pageKind: e.pageKind,
    subject: e.subject,
    locale: e.locale,
    device: e.device,
    referrer: e.referrer,
    utmSource: e.utmSource,
    utmMedium: e.utmMedium,
    utmCampaign: e.utmCampaign,
    saveData: e.saveData,
    query: e.query,
    results: e.results,
    count: e.count,
  }
}

/** The event table's columns but its id: the JSON rows' keys and the insert's column list. */
const EVENT_COLUMNS = Object.entries(getTableColumns(figureEvents))
  .filter(([key]) => key !== 'id')
  .map(([key, column]) => ({ key: key as keyof EventRow, name: column.name }))
const COLUMN_LIST = sql.join(
  EVENT_COLUMNS.map((c) => sql.identifier(c.name)),
  sql`, `,
)

/**
 * Inserts rows as one JSON parameter read by json_populate_recordset: a multi-row VALUES of 17 parameters a row cost
 * the embedded database almost twice the CPU (1.8 against 1.0 s for 5,000 rows), taken from the process that serves
 * the pages (docs/decisions/112-figures-roll-up-and-retention.md).
 */
async function insertEvents(db: Db, rows: EventRow[]): Promise<void> {
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(EVENT_COLUMNS.map((c) => [c.name, row[c.key]]))))
  const source = sql`json_populate_recordset(null::figure_events, ${json}::json)`
  await db.execute(sql`insert into figure_events (${COLUMN_LIST}) select ${COLUMN_LIST} from ${source}`)
}

/**
 * Writes what the counter buffered: the events with their visitor hashed (address and user agent dropped here), and
 * the bots' counts added to the day's. On failure (the database away) the events go back into the buffer, within its
 * limit, for the next write. Returns the number of events written.
 */
export async function writeFigures(db: Db, now = Date.now()): Promise<number> {
  const { events, bots } = drainFigures()
  const today = siteDay(now)
  try {
    for (const day of salts.keys()) if (day < today) salts.delete(day)
    await db.delete(figureSalts).where(lt(figureSalts.day, today))
    const rows = []
    for (const e of events) rows.push(rowOf(e, await saltOf(db, e.day, salts)))
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insertEvents(db, rows.slice(i, i + ROWS_PER_INSERT))
    for (const [day, value] of bots)
      await db
        .insert(figureDaily)
        .values({ day, dimension: 'bots', key: 'agent', value })
        .onConflictDoUpdate({
          target: [figureDaily.day, figureDaily.dimension, figureDaily.key],
          set: { value: sql`${figureDaily.value} + excluded.value` },
        })
    return rows.length
  } catch (err) {
    for (const e of events) for (let i = 0; i < e.count; i++) bufferEvent(e)
    const buffer = figuresBuffer()
    for (const [day, n] of bots) buffer.bots.set(day, (buffer.bots.get(day) ?? 0) + n)
    throw err
  }
}

/** Whether any raw event of `day` is stored (tests and the retention check). */
export async function hasEventsOn(db: Db, day: string, kind?: string): Promise<boolean> {
  const where = kind ? and(eq(figureEvents.day, day), eq(figureEvents.kind, kind)) : eq(figureEvents.day, day)
  return (await db.select({ id: figureEvents.id }).from(figureEvents).where(where).limit(1)).length > 0
}
