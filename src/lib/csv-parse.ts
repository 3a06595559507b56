/**
 * A CSV file's rows as RFC 4180 reads them (comma-separated, fields optionally in double quotes with quotes doubled,
 * line breaks inside quotes kept, CRLF or LF line ends), a byte-order mark ignored. Spreadsheets export this. Pure and
 * isomorphic; what a field means is the caller's business.
 */

/** A record and the line of the file it starts on (1 is the header's). */
export interface CsvRow {
  line: number
  fields: string[]
}

export type CsvParse = { ok: true; rows: CsvRow[] } | { ok: false; line: number; message: string }

export function parseCsv(text: string): CsvParse {
  const source = text.replace(/^\uFEFF/, '')
  const rows: CsvRow[] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (quoted) {
      if (c === '"') {
        if (source[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"') {
      if (field !== '') return { ok: false, line, message: 'A quote in the middle of a field: quote the whole field.' }
      quoted = true
    } else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++
      row.push(field)
      rows.push({ line: start, fields: row })
      row = []
      field = ''
      line++
      start = line
    } else field += c
  }
  if (quoted) return { ok: false, line, message: 'A quoted field is never closed.' }
  if (field !== '' || row.length) {
    row.push(field)
    rows.push({ line: start, fields: row })
  }
  return { ok: true, rows: rows.filter((r) => r.fields.some((f) => f.trim() !== '')) }
}
