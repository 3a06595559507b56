/*
 * PDF documents module: used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so no
 * `import 'server-only'` here (it throws outside React Server environments).
 *
 * Parser for the limited markdown dialect of catalogue documents (`.md` downloads typeset to PDF at import):
 * `#`/`##`/`###` headings, paragraphs, `-`/`*`/`+` bullets, `1.` numbered lists (one nested level by indenting),
 * pipe tables with a header row and a `---` delimiter row, fenced code blocks, `---` rules, and inline `**bold**`
 * and `` `code` ``. Anything else is kept as plain text, never dropped: a line with `|` that is not followed by a
 * delimiter row is an ordinary paragraph line.
 */

export interface InlineSpan {
  text: string
  bold?: true
  code?: true
}

export interface ListItem {
  content: InlineSpan[]
  /** 0 for a top-level item, 1 for an item indented under another. */
  depth: number
  /** The item's own number in an ordered list ("3." → 3). */
  number?: number
  ordered: boolean
}

export type TableAlign = 'left' | 'center' | 'right'

export type MarkdownBlock =
  | { type: 'heading'; level: 1 | 2 | 3; content: InlineSpan[] }
  | { type: 'paragraph'; content: InlineSpan[] }
  | { type: 'list'; ordered: boolean; items: ListItem[] }
  | { type: 'table'; header: InlineSpan[][]; align: TableAlign[]; rows: InlineSpan[][][] }
  | { type: 'code'; text: string }
  | { type: 'rule' }

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/
const EMPTY_HEADING = /^ {0,3}(#{1,6})[ \t]*$/
const BULLET = /^([ \t]*)[-*+][ \t]+(.*)$/
const ORDERED = /^([ \t]*)(\d{1,9})[.)][ \t]+(.*)$/
const FENCE = /^ {0,3}(`{3,}|~{3,})/
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/
const DELIMITER_CELL = /^:?-+:?$/

const isBlank = (line: string) => line.trim() === ''

/** Splits a table row into cells on unescaped `|` outside code spans; drops the optional outer pipes. */
export function splitTableRow(line: string): string[] {
  let text = line.trim()
  if (text.startsWith('|')) text = text.slice(1)
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1)
  const cells: string[] = []
  let current = ''
  let inCode = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '\\' && text[i + 1] === '|') {
      current += '|'
      i++
    } else if (ch === '`') {
      inCode = !inCode
      current += ch
    } else if (ch === '|' && !inCode) {
      cells.push(current.trim())
      current = ''
    } else current += ch
  }
  cells.push(current.trim())
  return cells
}

function delimiterRow(line: string | undefined): TableAlign[] | null {
  if (line === undefined || !line.includes('-')) return null
  const cells = splitTableRow(line)
  if (!cells.every((c) => DELIMITER_CELL.test(c))) return null
  // A lone "---" line is a rule (or a setext underline), not a one-column table.
  if (cells.length === 1 && !line.includes('|')) return null
  return cells.map((c) => (c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : 'left'))
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    EMPTY_HEADING.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    (line.includes('|') && delimiterRow(next) !== null)
  )
}

/** Parses `**bold**`, `` `code` `` and backslash escapes; unmatched markers stay as literal text. */
export function parseInline(source: string): InlineSpan[] {
  const spans: InlineSpan[] = []
  const push = (text: string, style: { bold?: true; code?: true } = {}) => {
    if (!text) return
    const last = spans[spans.length - 1]
    if (last && !last.code && !style.code && Boolean(last.bold) === Boolean(style.bold)) last.text += text
    else spans.push({ text, ...style })
  }
  let bold = false
  let buffer = ''
  const flush = () => {
    push(buffer, bold ? { bold: true } : {})
    buffer = ''
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\' && i + 1 < source.length && /[\\`*_|#[\]()-]/.test(source[i + 1]!)) {
      buffer += source[i + 1]
      i++
    } else if (ch === '`') {
      // A code span runs to the next backtick run of the same length; no closing run means a literal backtick.
      let ticks = 1
      while (source[i + ticks] === '`') ticks++
      const fence = '`'.repeat(ticks)
      const end = source.indexOf(fence, i + ticks)
      if (end === -1) {
        buffer += fence
        i += ticks - 1
      } else {
        flush()
        let code = source.slice(i + ticks, end)
        if (code.startsWith(' ') && code.endsWith(' ') && code.trim()) code = code.slice(1, -1)
        push(code, bold ? { bold: true, code: true } : { code: true })
        i = end + ticks - 1
      }
    } else if (ch === '*' && source[i + 1] === '*') {
      // Open only if a closing "**" follows; otherwise the asterisks are text.
      if (bold || source.indexOf('**', i + 2) !== -1) {
        flush()
        bold = !bold
      } else buffer += '**'
      i++
    } else buffer += ch
  }
  if (bold) {
    // Unclosed bold (e.g. "**" inside a code span consumed the closer): print the marker literally.
    buffer = '**' + buffer
    bold = false
  }
  flush()
  return spans
}

/** Parses the markdown dialect into blocks. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .split('\n')
  const blocks: MarkdownBlock[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (isBlank(line)) {
      i++
      continue
    }

    const fence = FENCE.exec(line)
    if (fence) {
      const marker = fence[1]!
      const body: string[] = []
      i++
      while (i < lines.length && !lines[i]!.trimStart().startsWith(marker)) body.push(lines[i++]!)
      i++ // closing fence (or end of input)
      blocks.push({ type: 'code', text: body.join('\n') })
      continue
    }

    const heading = HEADING.exec(line)
    if (heading) {
      const level = Math.min(heading[1]!.length, 3) as 1 | 2 | 3
      blocks.push({ type: 'heading', level, content: parseInline(heading[2]!.trim()) })
      i++
      continue
    }
    if (EMPTY_HEADING.test(line)) {
      i++
      continue
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' })
      i++
      continue
    }

    const align = line.includes('|') ? delimiterRow(lines[i + 1]) : null
    if (align) {
      const header = splitTableRow(line)
      const columns = header.length
      const fit = (cells: string[]) => Array.from({ length: columns }, (_, c) => parseInline(cells[c] ?? ''))
      const rows: InlineSpan[][][] = []
      i += 2
      while (i < lines.length && !isBlank(lines[i]!) && lines[i]!.includes('|'))
        rows.push(fit(splitTableRow(lines[i++]!)))
      blocks.push({
        type: 'table',
        header: fit(header),
        align: Array.from({ length: columns }, (_, c) => align[c] ?? 'left'),
        rows,
      })
      continue
    }

    if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = ORDERED.test(line)
      const items: ListItem[] = []
      const baseIndent = (BULLET.exec(line) ?? ORDERED.exec(line))![1]!.length
      while (i < lines.length) {
        const current = lines[i]!
        if (isBlank(current)) {
          // A blank line ends the list unless the next line continues it.
          const next = lines[i + 1]
          if (next !== undefined && (BULLET.test(next) || ORDERED.test(next))) {
            i++
            continue
          }
          break
        }
        const b = BULLET.exec(current)
        const o = ORDERED.exec(current)
        const m = o ?? b
        if (m && !RULE.test(current)) {
          const indent = m[1]!.length
          const depth = indent > baseIndent + 1 ? 1 : 0
          // A top-level item of the other kind starts a new list.
          if (depth === 0 && Boolean(o) !== ordered) break
          items.push({
            content: parseInline((o ? o[3]! : b![2]!).trim()),
            depth,
            ordered: Boolean(o),
            ...(o ? { number: Number(o[2]) } : {}),
          })
          i++
        } else if (/^\s+\S/.test(current) || !startsBlock(current, lines[i + 1])) {
          // Continuation line of the previous item (lazy continuation, as in CommonMark).
          const last = items[items.length - 1]!
          last.content = parseInline(`${spansToSource(last.content)} ${current.trim()}`)
          i++
        } else break
      }
      blocks.push({ type: 'list', ordered, items })
      continue
    }

    // Paragraph: consecutive lines up to a blank line or the start of another block.
    const text: string[] = [line.trim()]
    i++
    while (i < lines.length && !isBlank(lines[i]!) && !startsBlock(lines[i]!, lines[i + 1]))
      text.push(lines[i++]!.trim())
    blocks.push({ type: 'paragraph', content: parseInline(text.join(' ')) })
  }
  return blocks
}

/** Re-serialises spans (used to append continuation lines before re-parsing the whole item). */
function spansToSource(spans: InlineSpan[]): string {
  return spans
    .map((s) => {
      let t = s.code ? `\`${s.text}\`` : s.text.replace(/([\\`*])/g, '\\$1')
      if (s.bold) t = `**${t}**`
      return t
    })
    .join('')
}

/** Plain text of spans (for measuring and tests). */
export function plainText(spans: InlineSpan[]): string {
  return spans.map((s) => s.text).join('')
}
