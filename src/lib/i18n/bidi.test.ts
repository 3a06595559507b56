import { describe, expect, it } from 'vitest'

import { bareLinkLines, isolateLtrRuns, withoutIsolates } from './bidi'

const I = (s: string) => `\u2068${s}\u2069`

describe('isolateLtrRuns', () => {
  it('wraps a figure with its units, a model name and a phone number as single runs', () => {
    expect(isolateLtrRuns('دقت افقی 8 mm + 1 ppm با حل ثابت')).toBe(`دقت افقی ${I('8 mm + 1 ppm')} با حل ثابت`)
    expect(isolateLtrRuns('ماژول GNSS K8 موجود است')).toBe(`ماژول ${I('GNSS K8')} موجود است`)
    expect(isolateLtrRuns('تیلفون +93 20 230 1450')).toBe(`تیلفون ${I('+93 20 230 1450')}`)
  })

  it('stops a run at Arabic-script punctuation and leaves template blanks alone', () => {
    expect(isolateLtrRuns('GPS، GLONASS و BeiDou')).toBe(`${I('GPS')}، ${I('GLONASS')} و ${I('BeiDou')}`)
    expect(isolateLtrRuns('{n} محصول پیدا شد')).toBe('{n} محصول پیدا شد')
    expect(isolateLtrRuns('درباره {name}: K8')).toBe(`درباره {name}: ${I('K8')}`)
  })

  it('keeps a closing parenthesis opened outside the run outside it (mirrored in right-to-left text)', () => {
    expect(isolateLtrRuns('شماره مدل (K8، k 8)')).toBe(`شماره مدل (${I('K8')}، ${I('k 8')})`)
    expect(isolateLtrRuns('دقت (8 mm + 1 ppm)')).toBe(`دقت (${I('8 mm + 1 ppm')})`)
    expect(isolateLtrRuns('باند L1 (1575 MHz) فعال')).toBe(`باند ${I('L1 (1575 MHz)')} فعال`)
  })

  it('leaves Arabic-script text and Eastern digits as they are, and is idempotent', () => {
    expect(isolateLtrRuns('۲۴ ساعت پشتیبانی')).toBe('۲۴ ساعت پشتیبانی')
    const once = isolateLtrRuns('RTK و LiDAR')
    expect(isolateLtrRuns(once)).toBe(once)
    expect(withoutIsolates(once)).toBe('RTK و LiDAR')
  })
})

describe('bareLinkLines', () => {
  it('leaves a web address alone on its line bare, and every other isolate as it was', () => {
    const body = isolateLtrRuns('پیشنهاد Q-2026-0001 را ببینید:\nhttps://www.meridiangeo.af/q/abc_DEF-123\n\nبا احترام')
    expect(body).toContain(I('https://www.meridiangeo.af/q/abc_DEF-123'))
    expect(bareLinkLines(body)).toBe(
      `پیشنهاد ${I('Q-2026-0001')} را ببینید:\nhttps://www.meridiangeo.af/q/abc_DEF-123\n\nبا احترام`,
    )
    // An address inside a sentence keeps its isolate: there it orders the line.
    const inline = isolateLtrRuns('در https://www.meridiangeo.af ببینید')
    expect(bareLinkLines(inline)).toBe(inline)
  })
})
