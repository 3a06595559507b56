/**
 * When a content entry shows, and whether an event is still to come
 * (docs/decisions/044-site-content-in-the-database.md).
 * Visibility is computed from timestamps at the moment of reading, never switched by a job: nothing has to run at the
 * publishing time, so it holds across restarts and publishes once whatever the number of instances. The site's
 * clock is Afghanistan time (UTC+4:30 all year: Afghanistan keeps no daylight saving).
 */

/** Afghanistan's offset from UTC, in milliseconds. */
export const KABUL_OFFSET_MS = (4 * 60 + 30) * 60 * 1000

export type ContentStatus = 'draft' | 'published' | 'archived'

export interface Schedule {
  status: ContentStatus
  /** Shown from this moment on; null = as soon as published. */
  publishAt: Date | null
  /** Hidden again from this moment on; null = until archived. */
  unpublishAt: Date | null
}

/** What staff see in a list: "scheduled" is a published entry whose time has not come yet. */
export type ScheduleState = 'draft' | 'scheduled' | 'published' | 'expired' | 'archived'

export function scheduleState(entry: Schedule, now: Date): ScheduleState {
  if (entry.status !== 'published') return entry.status
  if (entry.publishAt && entry.publishAt.getTime() > now.getTime()) return 'scheduled'
  if (entry.unpublishAt && entry.unpublishAt.getTime() <= now.getTime()) return 'expired'
  return 'published'
}

/** Whether visitors see the entry now. */
export function isPublic(entry: Schedule, now: Date): boolean {
  return scheduleState(entry, now) === 'published'
}

/** The instant a calendar day (YYYY-MM-DD) begins in Kabul. */
export function kabulDayStart(isoDate: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`)
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - KABUL_OFFSET_MS)
}

/** The calendar day (YYYY-MM-DD) it is in Kabul at `at`. */
export function kabulDate(at: Date): string {
  return new Date(at.getTime() + KABUL_OFFSET_MS).toISOString().slice(0, 10)
}

/** A day after `isoDate` begins in Kabul: when an event ending that day (inclusive) has ended. */
export function dayAfterStart(isoDate: string): Date {
  return new Date(kabulDayStart(isoDate).getTime() + 24 * 60 * 60 * 1000)
}

export type EventPhase = 'upcoming' | 'ongoing' | 'past'

/** An event's dates are inclusive calendar days in Kabul: it is past once its last day is over there. */
export function eventPhase(event: { startDate: string; endDate: string }, now: Date): EventPhase {
  if (now.getTime() >= dayAfterStart(event.endDate).getTime()) return 'past'
  if (now.getTime() >= kabulDayStart(event.startDate).getTime()) return 'ongoing'
  return 'upcoming'
}

/**
 * The next moment after `now` at which some entry's visibility or an event's phase changes: the instance's content
 * snapshot sets one timer for it and re-evaluates then (null: nothing will change by itself).
 */
export function nextChange(
  entries: readonly (Schedule & { event?: { startDate: string; endDate: string } | null })[],
  now: Date,
): Date | null {
  let next: number | null = null
  const consider = (at: Date | null) => {
    if (!at) return
    const t = at.getTime()
    if (t > now.getTime() && (next === null || t < next)) next = t
  }
  for (const entry of entries) {
    if (entry.status !== 'published') continue
    consider(entry.publishAt)
    consider(entry.unpublishAt)
    if (entry.event) {
      consider(kabulDayStart(entry.event.startDate))
      consider(dayAfterStart(entry.event.endDate))
    }
  }
  return next === null ? null : new Date(next)
}
