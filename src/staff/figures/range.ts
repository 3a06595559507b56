import type { SearchParams } from '@/lib/search-params'
import { firstParam } from '@/lib/search-params'

/** The presets the owner picks from, in days ending today. */
export const PRESETS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '365d', label: 'Last 12 months', days: 365 },
] as const
export type PresetId = (typeof PRESETS)[number]['id']

/** The longest range one page shows: a year and a day (a leap year's range of "the last 12 months" and more). */
export const MAX_RANGE_DAYS = 366

export interface FiguresRange {
  from: string
  to: string
  /** The preset the range is, if it is one. */
  preset: PresetId | null
  /** Why the dates asked for were not used (the page then shows the last 30 days and says so). */
  error: string | null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

function isDay(value: string | undefined): value is string {
  return (
    value !== undefined &&
    DAY.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  )
}

/** The range a figures URL asks for: `?range=7d`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`; else the last 30 days. */
export function parseRange(params: SearchParams, today: string): FiguresRange {
  const fallback = (error: string | null): FiguresRange => ({
    from: shift(today, -29),
    to: today,
    preset: '30d',
    error,
  })
  const preset = PRESETS.find((p) => p.id === firstParam(params.range))
  if (preset) return { from: shift(today, 1 - preset.days), to: today, preset: preset.id, error: null }
  const from = firstParam(params.from)?.trim()
  const to = firstParam(params.to)?.trim()
  if (!from && !to) return fallback(null)
  if (!isDay(from) || !isDay(to)) return fallback('Give both dates as calendar dates (YYYY-MM-DD).')
  if (from > to) return fallback('The first date is after the last.')
  if (to > today) return fallback('The last date is in the future.')
  if (Date.parse(to) - Date.parse(from) >= MAX_RANGE_DAYS * 86_400_000)
    return fallback(`A range may be at most ${MAX_RANGE_DAYS} days.`)
  return { from, to, preset: null, error: null }
}

/** The query string of a range (for links to the page and its CSV files). */
export function rangeQuery(range: Pick<FiguresRange, 'from' | 'to' | 'preset'>): string {
  return range.preset ? `range=${range.preset}` : `from=${range.from}&to=${range.to}`
}
