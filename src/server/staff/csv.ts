import 'server-only'

/**
 * CSV as RFC 4180 (CRLF line ends, every field in double quotes, quotes doubled), safe to open in a spreadsheet:
 * a field that starts with = + - @ tab or CR would be run as a formula by Excel, LibreOffice and Google Sheets
 * (CSV injection), so it gets a leading apostrophe, which spreadsheets show as text (OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
