/**
 * Turns a specification table pasted into the product editor into rows (decision 017). Staff copy these from two
 * places, and each arrives differently on the clipboard:
 * - a spreadsheet (Excel, LibreOffice, Google Sheets): one row per line, cells separated by tabs;
 * - a manufacturer's PDF datasheet: the columns become runs of spaces ("Channels    1,408"), or the sheet is
 *   written as "Label: value"; long values wrap onto a line of their own.
 * Header rows ("Parameter | Value") are dropped, a wrapped value line joins the row above, and lines that cannot
 * be read as a row are returned as `skipped` so the editor can say so instead of losing them silently.
 */

export interface PastedRow {
  label: string
  value: string
}

export interface PasteResult {
  rows: PastedRow[]
  /** Lines that were neither a row nor the continuation of one. */
  skipped: string[]
}

/** First-row labels and values that mark a table header rather than data. */
const HEADER_LABELS = new Set([
  'parameter',
  'parameters',
  'specification',
  'specifications',
  'item',
  'feature',
  'property',
  'name',
])
const HEADER_VALUES = new Set(['value', 'values', 'specification', 'details', 'description', 'data'])

const clean = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** "Label\tvalue", "Label   value" or "Label: value" → row; anything else → null. */
function splitLine(line: string): PastedRow | null {
  if (line.includes('\t')) {
    // Spreadsheet: empty cells (merged or spacer columns) are ignored; cells after the second are more value.
    const cells = line
      .split('\t')
      .map(clean)
      .filter((c) => c !== '')
    if (cells.length >= 2) return { label: cells[0]!.replace(/:$/, ''), value: cells.slice(1).join(' ') }
    return null
  }
  const columns = /^(\S.*?)\s{2,}(\S.*)$/.exec(line.trim())
  if (columns) return { label: clean(columns[1]!).replace(/:$/, ''), value: clean(columns[2]!) }
  // "Label: value", but not a time or ratio such as "12:30" or "1:500" (a colon between digits separates nothing).
  const colon = /^([^:]*[A-Za-z)\]][^:]*?)\s*:\s*(\S.*)$/.exec(line.trim())
  if (colon && colon[1]!.length <= 80 && !/\d\s*:\d/.test(`${colon[1]!.slice(-1)}:${colon[2]![0]}`)) {
    return { label: clean(colon[1]!), value: clean(colon[2]!) }
  }
  return null
}

export function parsePastedSpecifications(text: string): PasteResult {
  const rows: PastedRow[] = []
  const skipped: string[] = []
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  for (const raw of lines) {
    if (raw.trim() === '') continue
    const row = splitLine(raw)
    if (row && row.label && row.value) {
      const isHeader =
        rows.length === 0 && HEADER_LABELS.has(row.label.toLowerCase()) && HEADER_VALUES.has(row.value.toLowerCase())
      if (!isHeader) rows.push(row)
      continue
    }
    // A value that wrapped in the PDF continues on an indented line, or one starting in lower case, a digit or
    // punctuation. A capitalised line of its own is more likely a heading ("GNSS Performance"): reported, not merged.
    const previous = rows.at(-1)
    const continues = /^\s/.test(raw) || /^[a-z0-9(±+\-–,.;/&]/.test(raw.trim())
    if (previous && continues && !raw.includes('\t')) previous.value = `${previous.value} ${clean(raw)}`
    else skipped.push(clean(raw))
  }
  return { rows, skipped }
}
