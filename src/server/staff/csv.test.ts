import { describe, expect, it } from 'vitest'

import { csvField, csvRow } from './csv'

/** A strict RFC 4180 reader, to prove what a spreadsheet will see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let i = 0
  while (i < text.length) {
    if (text[i] !== '"') throw new Error(`unquoted field at ${i}`)
    let value = ''
    i++
    for (;;) {
      if (text[i] === '"' && text[i + 1] === '"') {
        value += '"'
        i += 2
      } else if (text[i] === '"') break
      else value += text[i++]
    }
    i++
    row.push(value)
    if (text[i] === ',') i++
    else if (text.startsWith('\r\n', i)) {
      rows.push(row)
      row = []
      i += 2
    } else throw new Error(`bad separator at ${i}`)
  }
  return rows
}

describe('CSV export (RFC 4180, formula-safe)', () => {
  it('quotes every field, doubles quotes, keeps commas and line breaks inside fields, ends rows with CRLF', () => {
    const row = csvRow([
      'plain',
      'with, comma',
      'say "hi"',
      'line one\nline two\r\nthree',
      null,
      42,
      new Date('2026-01-15T10:00:00Z'),
    ])
    expect(row.endsWith('\r\n')).toBe(true)
    expect(parseCsv(row)).toEqual([
      ['plain', 'with, comma', 'say "hi"', 'line one\nline two\r\nthree', '', '42', '2026-01-15T10:00:00.000Z'],
    ])
  })

  it.each(['=HYPERLINK("http://evil.example","click")', '+93 79 900 2400', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1'])(
    'neutralises a formula start: %j',
    (value) => {
      const [[field]] = parseCsv(csvRow([value])) as [[string]]
      expect(field).toBe(`'${value}`)
    },
  )

  it('leaves ordinary text alone', () => {
    expect(csvField('Farid Ahmadi')).toBe('"Farid Ahmadi"')
    expect(csvField('فرید')).toBe('"فرید"')
  })
})
