/**
 * The reply clock of a lead (docs/decisions/047-lead-clock.md): when the promised first reply falls due, and how much
 * time is left, counted either in business hours or in plain hours. Pure and isomorphic: no database, no "now" of its
 * own (callers pass the request's now, so the browser tests can move time).
 *
 * Afghanistan keeps UTC+4:30 all year (it observes no daylight saving): a fixed offset is exact, and it keeps this
 * module free of the platform's time-zone data. Should that change, `utcOffsetMinutes` is the one place to change.
 */

export type ClockMode = 'business' | 'plain'

export interface BusinessHours {
  /** Working days, 0 = Sunday … 6 = Saturday, in local time. */
  days: readonly number[]
  /** Opening and closing time, minutes after local midnight. */
  openMinute: number
  closeMinute: number
  utcOffsetMinutes: number
  /** Local dates (YYYY-MM-DD) that are off although their weekday works. None by default (decision 047). */
  holidays: readonly string[]
}

/** Sat–Thu, 8:00–17:00 Afghanistan time (the site's published hours; Friday is the weekend). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  days: [6, 0, 1, 2, 3, 4],
  openMinute: 8 * 60,
  closeMinute: 17 * 60,
  utcOffsetMinutes: 4 * 60 + 30,
  holidays: [],
}

/** Under this much time left, a lead is "due soon" (4 h, decision 047). */
export const DUE_SOON_MS = 4 * 3_600_000

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

export interface ClockSettings {
  mode: ClockMode
  promiseHours: number
  hours?: BusinessHours
}

/** The working windows of one local day, as UTC instants ([] on a day off). `localDay`: days since the epoch. */
function windowOf(localDay: number, hours: BusinessHours): [number, number] | null {
  const weekday = (((localDay + 4) % 7) + 7) % 7 // 1970-01-01 was a Thursday
  if (!hours.days.includes(weekday)) return null
  if (hours.holidays.includes(new Date(localDay * DAY_MS).toISOString().slice(0, 10))) return null
  const start = localDay * DAY_MS + hours.openMinute * MINUTE_MS - hours.utcOffsetMinutes * MINUTE_MS
  const end = localDay * DAY_MS + hours.closeMinute * MINUTE_MS - hours.utcOffsetMinutes * MINUTE_MS
  return [start, end]
}

function localDayOf(at: number, hours: BusinessHours): number {
  return Math.floor((at + hours.utcOffsetMinutes * MINUTE_MS) / DAY_MS)
}

/** Working time (ms) between two instants; negative when `to` is before `from`. */
export function workingMsBetween(from: Date, to: Date, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): number {
  const a = from.getTime()
  const b = to.getTime()
  if (b < a) return -workingMsBetween(to, from, hours)
  let total = 0
  for (let day = localDayOf(a, hours); day <= localDayOf(b, hours); day++) {
    const window = windowOf(day, hours)
    if (!window) continue
    total += Math.max(0, Math.min(b, window[1]) - Math.max(a, window[0]))
  }
  return total
}

/** The instant after `start` at which `ms` of working time have passed. */
export function addWorkingMs(start: Date, ms: number, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): Date {
  if (hours.days.length === 0 || hours.closeMinute <= hours.openMinute) throw new RangeError('no working hours')
  let left = ms
  let at = start.getTime()
  for (let day = localDayOf(at, hours); ; day++) {
    const window = windowOf(day, hours)
    if (!window) continue
    const from = Math.max(at, window[0])
    if (from >= window[1]) continue
    if (from + left <= window[1]) return new Date(from + left)
    left -= window[1] - from
    at = window[1]
  }
}

/** When the first reply falls due for a lead that arrived at `createdAt`. */
export function replyDeadline(createdAt: Date, settings: ClockSettings): Date {
  const ms = settings.promiseHours * 3_600_000
  if (settings.mode === 'plain') return new Date(createdAt.getTime() + ms)
  return addWorkingMs(createdAt, ms, settings.hours ?? DEFAULT_BUSINESS_HOURS)
}

export type ClockStatus = 'answered' | 'answered-late' | 'on-time' | 'due-soon' | 'overdue'

export interface LeadClock {
  deadline: Date
  /** Time left until the deadline in the clock's own hours (negative: past it); null once answered. */
  leftMs: number | null
  status: ClockStatus
}

/** The clock of one lead at `now`. */
export function leadClock(
  lead: { createdAt: Date; firstReplyAt: Date | null },
  now: Date,
  settings: ClockSettings,
): LeadClock {
  const deadline = replyDeadline(lead.createdAt, settings)
  if (lead.firstReplyAt) {
    const late = lead.firstReplyAt.getTime() > deadline.getTime()
    return { deadline, leftMs: null, status: late ? 'answered-late' : 'answered' }
  }
  const leftMs =
    settings.mode === 'plain'
      ? deadline.getTime() - now.getTime()
      : workingMsBetween(now, deadline, settings.hours ?? DEFAULT_BUSINESS_HOURS)
  // In business mode a deadline at 8:00 tomorrow has 0 working ms left tonight: past only once the instant passed.
  const past = now.getTime() >= deadline.getTime()
  return { deadline, leftMs, status: past ? 'overdue' : leftMs < DUE_SOON_MS ? 'due-soon' : 'on-time' }
}

/** "3 h 20 min", "45 min", "2 h 05 min overdue" style text for the list (never colour alone). */
export function formatLeft(ms: number): string {
  const abs = Math.abs(ms)
  const h = Math.floor(abs / 3_600_000)
  const m = Math.floor((abs % 3_600_000) / MINUTE_MS)
  const text = h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`
  return ms < 0 ? `${text} over` : `${text} left`
}

/** The local (Kabul) date of an instant, YYYY-MM-DD: the digest's "day". */
export function localDate(at: Date, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): string {
  return new Date(at.getTime() + hours.utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10)
}
