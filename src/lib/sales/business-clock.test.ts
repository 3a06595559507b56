import { describe, expect, it } from 'vitest'

import { formatDate } from '@/lib/i18n/format'
import {
  addWorkingMs,
  DEFAULT_BUSINESS_HOURS,
  formatLeft,
  leadClock,
  localDate,
  replyDeadline,
  workingMsBetween,
} from './business-clock'

/** An instant given in Kabul time (UTC+4:30). */
function kabul(iso: string): Date {
  return new Date(`${iso}+04:30`)
}
const H = 3_600_000
const business = { mode: 'business' as const, promiseHours: 24 }

describe('business clock (Sat–Thu 8:00–17:00 Kabul)', () => {
  it('carries Thursday evening over the Friday weekend to Saturday', () => {
    // Thu 26 Nov 2026 16:00: 1 h on Thursday, none on Friday, 9 h Saturday, 9 h Sunday, 5 h Monday.
    expect(replyDeadline(kabul('2026-11-26T16:00:00'), business)).toEqual(kabul('2026-11-30T13:00:00'))
    expect(workingMsBetween(kabul('2026-11-26T16:00:00'), kabul('2026-11-28T09:00:00'))).toBe(2 * H)
    expect(workingMsBetween(kabul('2026-11-27T08:00:00'), kabul('2026-11-27T17:00:00'))).toBe(0)
  })

  it('starts the clock at the next opening for a lead that arrives outside hours', () => {
    // Friday 20:00 → counts from Saturday 8:00.
    expect(replyDeadline(kabul('2026-11-27T20:00:00'), business)).toEqual(kabul('2026-11-30T14:00:00'))
    // Sunday 6:00 (before opening) → Sunday 8:00 + 24 h: Sun 9, Mon 9, Tue 6.
    expect(replyDeadline(kabul('2026-11-29T06:00:00'), business)).toEqual(kabul('2026-12-01T14:00:00'))
    // Sunday 17:00 exactly is closing time: the next working minute is Monday 8:00.
    expect(addWorkingMs(kabul('2026-11-29T17:00:00'), H)).toEqual(kabul('2026-11-30T09:00:00'))
  })

  it('counts Nowruz (1 Hamal 1406 = Sun 21 March 2027) as a working day unless it is listed as a holiday', () => {
    // Thu 18 March 10:00: 7 h Thursday, Friday off, 9 h Saturday 20 March (29 Esfand), 8 h on Sunday 21 March.
    expect(replyDeadline(kabul('2027-03-18T10:00:00'), business)).toEqual(kabul('2027-03-21T16:00:00'))
    const withNowruz = { ...business, hours: { ...DEFAULT_BUSINESS_HOURS, holidays: ['2027-03-21'] } }
    expect(replyDeadline(kabul('2027-03-18T10:00:00'), withNowruz)).toEqual(kabul('2027-03-22T16:00:00'))
  })

  it('crosses the Solar Hijri new year (29 Hoot 1405 to 1 Hamal 1406) with Nowruz worked or listed', () => {
    // The days as the site's own calendar names them (the quotation PDF prints dates this way).
    expect(formatDate(kabul('2027-03-20T12:00:00'), 'fa')).toBe('۲۹ حوت ۱۴۰۵')
    expect(formatDate(kabul('2027-03-21T12:00:00'), 'fa')).toBe('۱ حمل ۱۴۰۶')
    // The year turns at midnight in Kabul, 19:30 UTC.
    expect(localDate(new Date('2027-03-20T19:29:59Z'))).toBe('2027-03-20')
    expect(localDate(new Date('2027-03-20T19:30:00Z'))).toBe('2027-03-21')
    const withNowruz = { ...business, hours: { ...DEFAULT_BUSINESS_HOURS, holidays: ['2027-03-21'] } }
    // Sat 29 Hoot 16:00: 1 h in the old year, then 1 Hamal 9 h, 2 Hamal 9 h, 3 Hamal 5 h.
    const lastEvening = kabul('2027-03-20T16:00:00')
    expect(replyDeadline(lastEvening, business)).toEqual(kabul('2027-03-23T13:00:00'))
    // With Nowruz listed the new year's first day counts nothing: a day later.
    expect(replyDeadline(lastEvening, withNowruz)).toEqual(kabul('2027-03-24T13:00:00'))
    const lead = { createdAt: lastEvening, firstReplyAt: null }
    expect(leadClock(lead, kabul('2027-03-21T12:00:00'), withNowruz).leftMs).toBe(23 * H)
    expect(leadClock(lead, kabul('2027-03-22T08:00:00'), withNowruz).leftMs).toBe(23 * H)
    expect(leadClock(lead, kabul('2027-03-21T12:00:00'), business).leftMs).toBe(19 * H)
    // Thursday evening, the Friday weekend and Nowruz on the Sunday in one stretch (Thu 18 March 16:30): 30 min on
    // Thursday, Saturday 9 h, Monday 9 h, then 5 h 30 min on Tuesday 3 Hamal.
    expect(replyDeadline(kabul('2027-03-18T16:30:00'), withNowruz)).toEqual(kabul('2027-03-23T13:30:00'))
    // Plain hours count the holiday and the weekend alike.
    const plain = { mode: 'plain' as const, promiseHours: 24, hours: withNowruz.hours }
    expect(replyDeadline(lastEvening, plain)).toEqual(kabul('2027-03-21T16:00:00'))
  })

  it('counts every hour in plain mode', () => {
    const deadline = replyDeadline(kabul('2026-11-26T16:00:00'), { mode: 'plain', promiseHours: 24 })
    expect(deadline).toEqual(kabul('2026-11-27T16:00:00'))
  })

  it('names on time, due soon, overdue and answered', () => {
    const lead = { createdAt: kabul('2026-11-26T16:00:00'), firstReplyAt: null }
    expect(leadClock(lead, kabul('2026-11-28T10:00:00'), business)).toMatchObject({ status: 'on-time', leftMs: 21 * H })
    expect(leadClock(lead, kabul('2026-11-30T10:00:00'), business)).toMatchObject({ status: 'due-soon', leftMs: 3 * H })
    expect(leadClock(lead, kabul('2026-11-30T15:00:00'), business)).toMatchObject({ status: 'overdue', leftMs: -2 * H })
    // Friday counts nothing: the clock shows the same time left all weekend.
    expect(leadClock(lead, kabul('2026-11-27T12:00:00'), business).leftMs).toBe(23 * H)
    const answered = { ...lead, firstReplyAt: kabul('2026-11-28T09:00:00') }
    expect(leadClock(answered, kabul('2026-12-05T10:00:00'), business)).toMatchObject({ status: 'answered' })
    const late = { ...lead, firstReplyAt: kabul('2026-12-01T09:00:00') }
    expect(leadClock(late, kabul('2026-12-05T10:00:00'), business).status).toBe('answered-late')
  })

  it('formats time left and the local date', () => {
    expect(formatLeft(3 * H + 5 * 60_000)).toBe('3 h 05 min left')
    expect(formatLeft(-(45 * 60_000))).toBe('45 min over')
    // 20:00 UTC on 20 March is 00:30 on 21 March in Kabul.
    expect(localDate(new Date('2027-03-20T20:00:00Z'))).toBe('2027-03-21')
  })
})
