import 'server-only'

import type { Db } from '@/server/db/client'
import { daysBefore, dailyRows } from './rollup'

import { TOTAL_KEYS, type TotalKey, type Totals } from './totals'

export { TOTAL_KEYS, type TotalKey, type Totals }

/** The dimensions shown as tables (a key and its count), in the roll-up's names (src/server/figures/rollup.ts). */
export const TABLE_DIMENSIONS = [
  'page',
  'product',
  'product-add',
  'product-request',
  'download',
  'library',
  'search-none',
  'search',
  'source',
  'campaign',
  'locale',
  'device',
  'enquiry',
  'enquiry-from',
  'whatsapp-from',
] as const
export type TableDimension = (typeof TABLE_DIMENSIONS)[number]

export interface Figures {
  from: string
  to: string
  /** One row per day of the range, oldest first. */
  days: ({ day: string } & Totals)[]
  totals: Totals
  /** The same number of days just before `from`. */
  previous: Totals
  /** Each dimension's keys, most counted first. */
  tables: Record<TableDimension, { key: string; value: number }[]>
  /** Requests left out as bots': by their user agent, and by their behaviour. */
  bots: { agent: number; behaviour: number }
}

const zero = () => Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0])) as Totals

/** Days from..to inclusive (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = []
  for (let d = from; d <= to; d = daysBefore(d, -1)) out.push(d)
  return out
}

/**
 * The figures of days `from`..`to` from the daily roll-up. Visitors are counted per day (the hash changes daily), so a
 * range's visitors are the sum of its days' (docs/decisions/110-figures-visitor-hash.md).
 */
export async function readFigures(db: Db, from: string, to: string): Promise<Figures> {
  const length = daysOf(from, to).length
  const previousFrom = daysBefore(from, length)
  const rows = await dailyRows(db, previousFrom, to)
  const byDay = new Map(daysOf(from, to).map((day) => [day, { day, ...zero() }]))
  const totals = zero()
  const previous = zero()
  const tables = Object.fromEntries(TABLE_DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<
    TableDimension,
    Map<string, number>
  >
  const bots = { agent: 0, behaviour: 0 }
  for (const row of rows) {
    const inRange = row.day >= from
    if (row.dimension === 'total' && (TOTAL_KEYS as readonly string[]).includes(row.key)) {
      const key = row.key as TotalKey
      if (!inRange) previous[key] += row.value
      else {
        totals[key] += row.value
        byDay.get(row.day)![key] += row.value
      }
    } else if (inRange && row.dimension === 'bots') {
      if (row.key === 'agent' || row.key === 'behaviour') bots[row.key] += row.value
    } else if (inRange && row.dimension in tables) {
      const table = tables[row.dimension as TableDimension]
      table.set(row.key, (table.get(row.key) ?? 0) + row.value)
    }
  }
  const sorted = (m: Map<string, number>) =>
    [...m].map(([key, value]) => ({ key, value })).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
  return {
    from,
    to,
    days: [...byDay.values()],
    totals,
    previous,
    tables: Object.fromEntries(TABLE_DIMENSIONS.map((d) => [d, sorted(tables[d])])) as Figures['tables'],
    bots,
  }
}
