import { describe, expect, it } from 'vitest'

import { analyseParagraph, drawnText, isolate, isolateLtr, visualRuns } from './bidi'

/** A line as drawn, left to right: each run's text with an arrow for its direction ("←" right to left). */
function drawn(text: string, from = 0, to?: number, base?: 'ltr' | 'rtl' | 'auto'): string[] {
  const paragraph = analyseParagraph(text, [], base)
  return visualRuns(paragraph, from, to ?? paragraph.text.length).map(
    (run) => `${run.rtl ? '←' : '→'}${drawnText(paragraph, run.start, run.end)}`,
  )
}

describe('the bidi algorithm for right-to-left documents', () => {
  it('puts the words of a Dari sentence right to left and keeps a model name inside it left to right', () => {
    // Logical: "the K8 receiver works" → drawn left to right: "works", "K8", "receiver" (read from the right).
    expect(drawn('گیرنده K8 کار می‌کند')).toEqual(['← کار می‌کند', '→K8', '←گیرنده '])
  })

  it('keeps figures with their units, signs and phone numbers as one left-to-right stretch', () => {
    expect(drawn('دقت 8 mm + 1 ppm افقی')).toEqual(['← افقی', '→8 mm + 1 ppm', '←دقت '])
    expect(drawn('از −40 °C تا +85 °C')).toEqual(['→+85 °C', '← تا ', '→−40 °C', '←از '])
    // Alone, the algorithm would show a phone number's groups from the right: "1450 230 20 +93".
    expect(drawn('تیلفون +93 20 230 1450 است')).toEqual(['← است', '→+93 20 230 1450', '←تیلفون '])
    expect(drawn('ایمیل sales@meridiangeo.af')).toEqual(['→sales@meridiangeo.af', '←ایمیل '])
  })

  it('isolates what the caller marks (a price in Arabic-Indic digits) and mirrors brackets read right to left', () => {
    expect(drawn(`قیمت ${isolateLtr('US$ ۱٬۲۵۰')}، بدون مالیات`)).toEqual(['←، بدون مالیات', '→US$ ۱٬۲۵۰', '←قیمت '])
    // "(ادامه)": the opening bracket is drawn as ")" so that, laid out right to left, it opens on the right.
    expect(drawn('جدول (ادامه)')).toEqual(['←جدول )ادامه('])
  })

  it('reads a paragraph without Arabic-script letters or digits left to right (an untranslated value)', () => {
    expect(drawn('−40 °C to +85 °C')).toEqual(['→−40 °C to +85 °C'])
    // Arabic-Indic digits make a line right to left: "page 1 of 2" reads from the right.
    expect(drawn('صفحه ۱ از ۲')).toEqual(['→۲', '← از ', '→۱', '←صفحه '])
    expect(analyseParagraph('۱۲').levels[0]).toBe(2) // digits in a right-to-left paragraph (level 1) stay LTR
    expect(analyseParagraph('GNSS', [], 'rtl').levels[0]).toBe(2)
  })

  it('reorders each line on its own, with the levels of the whole paragraph', () => {
    const text = 'خط اول K8 و خط دوم RTK'
    const paragraph = analyseParagraph(text)
    const split = text.indexOf(' و ') + 1
    const first = visualRuns(paragraph, 0, split).map((r) => drawnText(paragraph, r.start, r.end))
    const second = visualRuns(paragraph, split, text.length).map((r) => drawnText(paragraph, r.start, r.end))
    expect(first).toEqual([' ', 'K8', 'خط اول '])
    expect(second).toEqual(['RTK', 'و خط دوم '])
  })

  it('keeps a Latin name with accents, or a Cyrillic one, in its order inside a right-to-left line', () => {
    // The accented letters once split the name into stretches the algorithm moved apart: "ezürgen Łukasz ÑúñJ".
    expect(drawn('د ښځو ځای · Jürgen Łukasz Ñúñez')).toEqual(['→Jürgen Łukasz Ñúñez', '←د ښځو ځای · '])
    expect(drawn('نام Иван Петров است')).toEqual(['← است', '→Иван Петров', '←نام '])
  })

  it('in a left-to-right document, reads a line by its first letter and an isolated value as a whole', () => {
    expect(drawn('فرید احمدی', 0, undefined, 'auto')).toEqual(['←فرید احمدی'])
    expect(drawn('Prepared for: فرید احمدی', 0, undefined, 'auto')).toEqual(['→Prepared for: ', '←فرید احمدی'])
    // Each value of a list isolated (as the English quotation does): the list keeps its order left to right.
    const list = `To: ${isolate('فرید احمدی')}, ${isolate('شرکت بلخ')}, farid@balkh.af`
    expect(drawn(list, 0, undefined, 'auto')).toEqual(['→To: ', '←فرید احمدی', '→, ', '←شرکت بلخ', '→, farid@balkh.af'])
  })

  it('drops isolate controls from the text it draws', () => {
    const paragraph = analyseParagraph(`a${isolateLtr('b')}c`)
    expect(paragraph.text).toBe('abc')
  })
})
