import { describe, expect, it } from 'vitest'

import { eventPhase, isPublic, kabulDate, kabulDayStart, nextChange, scheduleState } from './schedule'

const at = (iso: string) => new Date(iso)
const EXPO = { startDate: '2026-12-08', endDate: '2026-12-10' }

describe('schedule', () => {
  it('a draft or archived entry never shows; a published one shows between its times', () => {
    const base = { publishAt: null, unpublishAt: null }
    expect(isPublic({ ...base, status: 'draft' }, at('2026-11-28T10:00:00Z'))).toBe(false)
    expect(isPublic({ ...base, status: 'archived' }, at('2026-11-28T10:00:00Z'))).toBe(false)
    expect(isPublic({ ...base, status: 'published' }, at('2026-11-28T10:00:00Z'))).toBe(true)
    const timed = {
      status: 'published' as const,
      publishAt: at('2026-12-01T04:30:00Z'),
      unpublishAt: at('2026-12-20T00:00:00Z'),
    }
    expect(scheduleState(timed, at('2026-12-01T04:29:59Z'))).toBe('scheduled')
    expect(scheduleState(timed, at('2026-12-01T04:30:00Z'))).toBe('published')
    expect(scheduleState(timed, at('2026-12-19T23:59:59Z'))).toBe('published')
    expect(scheduleState(timed, at('2026-12-20T00:00:00Z'))).toBe('expired')
  })

  it('Kabul days begin at 19:30 UTC the evening before', () => {
    expect(kabulDayStart('2026-12-08').toISOString()).toBe('2026-12-07T19:30:00.000Z')
    expect(kabulDate(at('2026-12-07T19:29:59Z'))).toBe('2026-12-07')
    expect(kabulDate(at('2026-12-07T19:30:00Z'))).toBe('2026-12-08')
    expect(() => kabulDayStart('8 Dec 2026')).toThrow(RangeError)
  })

  it('the seed expo (8–10 December 2026) is upcoming, then on, then past once 10 December is over in Kabul', () => {
    expect(eventPhase(EXPO, at('2026-11-28T10:00:00Z'))).toBe('upcoming')
    expect(eventPhase(EXPO, at('2026-12-07T19:30:00Z'))).toBe('ongoing')
    expect(eventPhase(EXPO, at('2026-12-10T19:29:59Z'))).toBe('ongoing')
    expect(eventPhase(EXPO, at('2026-12-10T19:30:00Z'))).toBe('past')
  })

  it('the next change is the earliest future publish, unpublish or event boundary of a published entry', () => {
    const now = at('2026-11-28T10:00:00Z')
    const entries = [
      { status: 'published' as const, publishAt: null, unpublishAt: null, event: EXPO },
      { status: 'published' as const, publishAt: at('2026-12-01T04:30:00Z'), unpublishAt: null },
      { status: 'draft' as const, publishAt: at('2026-11-29T00:00:00Z'), unpublishAt: null },
    ]
    expect(nextChange(entries, now)?.toISOString()).toBe('2026-12-01T04:30:00.000Z')
    expect(nextChange(entries, at('2026-12-02T00:00:00Z'))?.toISOString()).toBe('2026-12-07T19:30:00.000Z')
    expect(nextChange(entries, at('2026-12-09T00:00:00Z'))?.toISOString()).toBe('2026-12-10T19:30:00.000Z')
    expect(nextChange(entries, at('2026-12-11T00:00:00Z'))).toBeNull()
  })
})
