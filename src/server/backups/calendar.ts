import 'server-only'

/**
 * Times of the backup schedule and the days, weeks and months of retention, in the schedule's time zone (Kabul by
 * default: UTC+4:30 all year). Pure functions of their arguments, for the scheduler and its tests.
 */

function parts(at: Date, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]))
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour!, min: p.minute!, s: p.second! }
}

/** The zone's offset from UTC at `at`, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const p = parts(at, timeZone)
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant a wall-clock time of a local day falls on. */
export function zonedTime(y: number, m: number, d: number, hhmm: string, timeZone: string): Date {
  const [h, min] = hhmm.split(':').map(Number) as [number, number]
  const guess = Date.UTC(y, m - 1, d, h, min)
  const first = guess - offsetMs(new Date(guess), timeZone)
  return new Date(guess - offsetMs(new Date(first), timeZone))
}

/** The local date (YYYY-MM-DD) of an instant. */
export function localDay(at: Date, timeZone: string): string {
  const p = parts(at, timeZone)
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`
}

function slotsAround(now: Date, times: string[], timeZone: string): Date[] {
  const out: Date[] = []
  for (const shift of [-1, 0, 1]) {
    const p = parts(new Date(now.getTime() + shift * 86_400_000), timeZone)
    for (const t of times) out.push(zonedTime(p.y, p.m, p.d, t, timeZone))
  }
  return out.sort((a, b) => a.getTime() - b.getTime())
}

/** The last scheduled time at or before `now`. */
export function latestSlot(now: Date, times: string[], timeZone: string): Date {
  return slotsAround(now, times, timeZone)
    .filter((s) => s.getTime() <= now.getTime())
    .at(-1)!
}

/** The next scheduled time after `now`. */
export function nextSlot(now: Date, times: string[], timeZone: string): Date {
  return slotsAround(now, times, timeZone).find((s) => s.getTime() > now.getTime())!
}

/** ISO week of a local date: `2026-W49`. */
function localWeek(at: Date, timeZone: string): string {
  const [y, m, d] = localDay(at, timeZone).split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  const day = date.getUTCDay() || 7
  date.setUTCDate(date.getUTCDate() + 4 - day)
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/**
 * Which backups retention keeps (grandfather-father-son): every one of the last 24 hours, and the newest of each of
 * the last `daily` days, `weekly` weeks and `monthly` months that have one. The newest is always kept.
 */
export function keptByRetention<T extends { at: Date }>(
  backups: T[],
  keep: { daily: number; weekly: number; monthly: number },
  now: Date,
  timeZone: string,
): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime())
  const kept = new Set<T>(newestFirst.slice(0, 1))
  for (const b of newestFirst) if (now.getTime() - b.at.getTime() < 86_400_000) kept.add(b)
  const byPeriod = (key: (at: Date) => string, n: number) => {
    const seen = new Set<string>()
    for (const b of newestFirst) {
      const k = key(b.at)
      if (seen.has(k)) continue
      if (seen.size >= n) break
      seen.add(k)
      kept.add(b)
    }
  }
  byPeriod((at) => localDay(at, timeZone), keep.daily)
  byPeriod((at) => localWeek(at, timeZone), keep.weekly)
  byPeriod((at) => localDay(at, timeZone).slice(0, 7), keep.monthly)
  return kept
}
