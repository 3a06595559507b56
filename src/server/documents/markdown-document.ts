import 'server-only'

/*
 * Typesets a markdown document (a catalogue `.md` download: manual, quick start, application note; or the
 * all-products specifications summary) into a branded A4 PDF. `marked`'s lexer reads the markdown (CommonMark and
 * GitHub tables); this file only maps its tokens to the page: cover block, headings kept with what follows, lists,
 * tables whose header repeats on every page, code panels.
 */
import { lexer, type Token, type Tokens } from 'marked'

import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import type { CompanyDetails } from '@/server/documents/company'

import { atPageTop, BOTTOM, createPdf, ensure, finish, LEFT, measure, paragraph, table, WIDTH } from './frame'
import { documentLabels } from './labels'
import { drawQr } from './qr'
import { COLORS, flipX, label, line, rect, text, textWidth, type Doc, type Run, type Style } from './typeset'

export interface MarkdownDocumentInput {
  title: string
  subtitle?: string
  productName: string
  markdown: string
  company: CompanyDetails
  /** Revision date printed on the cover and in the footer; pass it in so output is deterministic. */
  issued: Date
  /**
   * Language of the frame and cover (labels, digits, dates); Dari and Pashto documents are set right to left, with
   * tables mirrored and bullets on the right. The markdown itself comes in that language from the caller. English
   * if unset.
   */
  locale?: Locale
  /** The first page band's word ("Documentation" unless given: a quotation says "Quotation"). */
  bandTitle?: string
  /** The footer's small print after the revision ("Subject to change without notice." unless given). */
  disclaimer?: string
  /** The footer's date after the document line ("Rev. 2026-11-28", the revision date, unless given). */
  footerDate?: string
  /** The cover's four label-value cells (product, revision, issued by, contact unless given). */
  cover?: readonly (readonly [string, string])[]
  /** A QR code beside the title (a slip's status link, a certificate's verification page), its caption under it. */
  qr?: { value: string; caption: string }
}

/** The cover's QR code: 92 pt (32 mm) square, read by a phone's camera from a printed page or a screen. */
const QR_SIZE = 92

const BODY: Style = { size: 9.5, color: COLORS.slate700, lineHeight: 1.5 }
const HEADINGS = {
  1: { style: { size: 16, font: 'bold', color: COLORS.navy900, lineHeight: 1.25 }, before: 20, after: 8 },
  2: { style: { size: 12.5, font: 'semibold', color: COLORS.navy900, lineHeight: 1.3 }, before: 15, after: 5 },
  3: { style: { size: 10.5, font: 'semibold', color: COLORS.slate800, lineHeight: 1.35 }, before: 11, after: 3 },
} as const satisfies Record<number, { style: Style; before: number; after: number }>
const CELL: Style = { size: 8.5, lineHeight: 1.35, color: COLORS.slate800 }
/** Code reads left to right in every document. */
const CODE: Style = { size: 8.6, font: 'mono', color: COLORS.slate800, lineHeight: 1.45, direction: 'ltr' }
const GAP = 7

/**
 * Inline tokens → runs: bold in semibold and darker, code in the monospace font in navy; links, emphasis and
 * strike-through print their text. On the navy table header (`dark`) everything keeps the light header colour.
 */
function runs(tokens: Token[] = [], dark = false, bold = false): Run[] {
  return tokens.flatMap((t): Run[] => {
    if (t.type === 'strong') return runs(t.tokens, dark, true)
    if (t.type === 'codespan') return [{ text: t.text, font: 'mono', color: dark ? undefined : COLORS.navy700 }]
    if ('tokens' in t && t.tokens?.length) return runs(t.tokens, dark, bold)
    const value = t.type === 'br' ? '\n' : 'text' in t ? String(t.text).replace(/\n/g, ' ') : ''
    return [bold ? { text: value, font: 'semibold', color: dark ? undefined : COLORS.slate900 } : { text: value }]
  })
}

const plain = (r: Run[]) => r.map((x) => x.text).join('')

function drawCover(doc: Doc, input: MarkdownDocumentInput): void {
  const labels = documentLabels(input.locale).document
  const head = doc.y
  // The title's block leaves the QR code its column at the end of the line (the start of it in right to left).
  const titleW = input.qr ? WIDTH - QR_SIZE - 16 : WIDTH
  label(doc, input.productName, LEFT, doc.y, titleW, COLORS.amber700, 8)
  text(doc, input.title, LEFT, doc.y + 4, titleW, { size: 24, font: 'bold', color: COLORS.navy900, lineHeight: 1.2 })
  if (input.subtitle) text(doc, input.subtitle, LEFT, doc.y + 3, titleW, { size: 11.5, color: COLORS.slate600 })
  if (input.qr) {
    const x = LEFT + WIDTH - QR_SIZE
    drawQr(doc, input.qr.value, x, head - 6, QR_SIZE)
    const after = doc.y
    const caption = { size: 7, color: COLORS.slate600, lineHeight: 1.3, align: 'center' } as const
    const bottom = head - 4 + QR_SIZE + text(doc, input.qr.caption, x, head - 4 + QR_SIZE, QR_SIZE, caption)
    doc.y = Math.max(after, bottom)
  }
  const cells = input.cover ?? [
    [labels.product, input.productName],
    [labels.revision, labels.revisionDate(input.issued)],
    [labels.issuedBy, input.company.name],
    [labels.contact, input.company.email],
  ]
  const top = doc.y + 16
  const colW = WIDTH / cells.length
  line(doc, LEFT, top, LEFT + WIDTH, top, COLORS.slate300)
  let bottom = top
  cells.forEach(([name, value], i) => {
    const x = LEFT + i * colW
    const y = top + 11 + label(doc, name!, x, top + 9, colW - 10, COLORS.slate500, 6.8)
    const style = { size: 9, font: 'semibold', color: COLORS.slate800, lineHeight: 1.35 } as const
    bottom = Math.max(bottom, y + text(doc, value!, x, y, colW - 10, style) + 9)
  })
  line(doc, LEFT, bottom, LEFT + WIDTH, bottom, COLORS.slate300)
  doc.y = bottom + 14
}

/** Height of the start of a block, so a heading (or a paragraph ending in ":") is never left alone at a page foot. */
function leadHeight(doc: Doc, block: Token | undefined): number {
  switch (block?.type) {
    case 'paragraph':
      return Math.min(measure(doc, runs(block.tokens), WIDTH, BODY), 2 * BODY.size * BODY.lineHeight!)
    case 'list':
      return 2 * BODY.size * BODY.lineHeight!
    case 'table':
      return 2 * (CELL.size * CELL.lineHeight! * 2 + 8)
    case 'code': // short listings are kept whole (see drawCode), longer ones need their first three lines
      return Math.min(measure(doc, block.text, WIDTH - 16, CODE), 3 * CODE.size * CODE.lineHeight!) + 16
    default:
      return 0
  }
}

function drawHeading(doc: Doc, block: Tokens.Heading, next: Token | undefined): void {
  const spec = HEADINGS[Math.min(block.depth, 3) as 1 | 2 | 3]
  const content = runs(block.tokens)
  if (!atPageTop(doc)) doc.y += spec.before
  const bar = block.depth === 1 ? 7 : 0
  ensure(doc, measure(doc, content, WIDTH, spec.style) + bar + spec.after + leadHeight(doc, next))
  text(doc, content, LEFT, doc.y, WIDTH, spec.style)
  if (bar) rect(doc, LEFT, doc.y + 2, 26, 2.5, COLORS.amber500)
  doc.y += bar + spec.after
}

/** Lists with amber square bullets (outlined when nested) or numbers; nested lists indent by 18 pt. */
function drawList(doc: Doc, list: Tokens.List, depth: number, locale: Locale): void {
  const gutter = list.ordered ? 20 : 14
  const x = LEFT + depth * 18
  list.items.forEach((item, i) => {
    for (const [j, part] of item.tokens.entries()) {
      if (part.type === 'list') {
        doc.y += 3
        drawList(doc, part as Tokens.List, depth + 1, locale)
        continue
      }
      if (!('tokens' in part) || !part.tokens) continue
      if (i > 0 || j > 0) doc.y += 3
      const lh = BODY.size * BODY.lineHeight!
      ensure(doc, lh) // the marker and the first line share a page
      if (j === 0 && list.ordered) {
        const number = Number(list.start || 1) + i
        const [n, y] = [`${locale === 'en' ? number : formatNumber(number, locale)}.`, doc.y]
        // "۳." reads right to left in Dari and Pashto: the full stop comes after the figure, on its left.
        const style = { ...BODY, font: 'semibold', color: COLORS.navy900, align: 'right', direction: 'rtl' } as const
        text(doc, n, x, y, gutter - 6, style)
        doc.y = y
      } else if (j === 0) {
        doc.save().rect(flipX(doc, x + 2, 3.8), doc.y + lh / 2 - 1.9, 3.8, 3.8)
        if (depth === 0) doc.fill(COLORS.amber500)
        else doc.lineWidth(0.8).stroke(COLORS.amber700)
        doc.restore()
      }
      paragraph(doc, runs(part.tokens), x + gutter, WIDTH - depth * 18 - gutter, BODY)
    }
  })
}

/**
 * Column widths: columns of short cells keep their natural width (never wrapping a number or a code), the wide ones
 * share what is left in proportion, never below their longest word; a table of short cells stays compact rather
 * than stretched across the page.
 */
function columnWidths(doc: Doc, cells: Run[][][]): number[] {
  const widthOf = (r: Run[], row: number, word = false) => {
    // The header row (row 0) is set in semibold, inline code in the monospace font.
    const font = r.some((x) => x.font === 'mono') ? 'mono' : row === 0 ? 'semibold' : 'regular'
    const words = word ? plain(r).split(/\s+/) : [plain(r)]
    // Padding and a point of slack (pdfkit measures word by word); tabular figures, as in right-aligned columns.
    return Math.max(...words.map((w) => textWidth(doc, w, { ...CELL, font, tnum: true }))) + 13
  }
  const columns = cells[0]!.map((_, c) => cells.map((row) => row[c] ?? []))
  const natural = columns.map((col) => Math.max(36, ...col.map((r, i) => widthOf(r, i))))
  const minimum = columns.map((col) =>
    Math.max(36, ...col.map((r, i) => Math.min(widthOf(r, i, true), WIDTH / col.length))),
  )
  const sum = natural.reduce((a, b) => a + b, 0)
  if (sum <= WIDTH) return natural.map((n) => (n / sum) * Math.min(WIDTH, Math.max(sum * 1.35, WIDTH * 0.55)))
  const widths = [...natural]
  let [rest, open] = [WIDTH, natural.map((_, c) => c)]
  for (const c of [...open].sort((a, b) => natural[a]! - natural[b]!)) {
    if (natural[c]! > rest / open.length) break
    rest -= natural[c]!
    open = open.filter((o) => o !== c)
  }
  const openSum = open.reduce((s, c) => s + natural[c]!, 0)
  for (const c of open) widths[c] = Math.max(minimum[c]!, (natural[c]! / openSum) * rest)
  const scale = WIDTH / widths.reduce((a, b) => a + b, 0)
  return widths.map((w) => w * Math.min(1, scale))
}

function drawTable(doc: Doc, block: Tokens.Table): void {
  const header = block.header.map((h) => runs(h.tokens, true))
  const rows = block.rows.map((row) => block.header.map((_, c) => runs(row[c]?.tokens)))
  const align = block.align.map((a) => a ?? 'left')
  table(doc, {
    widths: columnWidths(doc, [header, ...rows]),
    header: () => header.map((r, c) => ({ runs: r, align: align[c] })),
    rows: rows.map((row) => row.map((r, c) => ({ runs: r, align: align[c] }))),
    style: CELL,
    headerStyle: { ...CELL, font: 'semibold', color: COLORS.white },
    padX: 6,
    padY: 4,
    stripe: COLORS.slate50,
    rowRule: COLORS.slate200,
  })
}

/** Code in a panel; short listings never split, longer ones continue in a panel of their own on the next page. */
function drawCode(doc: Doc, source: string): void {
  const pad = 8
  const lh = CODE.size * CODE.lineHeight!
  // Indentation survives line breaking as no-break spaces.
  const lines = source.split('\n').map((l) => l.replace(/^ +| {2,}/g, (m) => '\u00A0'.repeat(m.length)) || ' ')
  const heights = lines.map((l) => measure(doc, l, WIDTH - 2 * pad - 2, CODE))
  if (lines.length <= 12) ensure(doc, heights.reduce((a, b) => a + b, 0) + 2 * pad)
  let from = 0
  while (from < lines.length) {
    if (BOTTOM - doc.y < 3 * lh + 2 * pad) ensure(doc, Infinity)
    let [to, h] = [from, 2 * pad]
    while (to < lines.length && doc.y + h + heights[to]! <= BOTTOM) h += heights[to++]!
    if (to === from) h += heights[to++]! // a line taller than a page: let it run
    const top = doc.y
    rect(doc, LEFT, top, WIDTH, h, COLORS.slate50, 3, COLORS.slate200)
    rect(doc, LEFT, top, 2.5, h, COLORS.navy700)
    text(doc, lines.slice(from, to).join('\n'), LEFT + pad + 2, top + pad, WIDTH - 2 * pad - 2, CODE)
    doc.y = top + h
    from = to
    if (from < lines.length) ensure(doc, Infinity)
  }
}

/** Renders a markdown document as a branded A4 PDF and returns the bytes. */
export async function renderMarkdownDocument(input: MarkdownDocumentInput): Promise<Buffer> {
  const doc = await createPdf({
    title: `${input.title} · ${input.productName}`,
    subject: input.subtitle || input.title,
    keywords: [input.productName, input.title].join(', '),
    company: input.company,
    issued: input.issued,
    kind: input.bandTitle ?? documentLabels(input.locale).document.bandTitle,
    detail: input.productName,
    running: `${input.title}  ·  ${input.productName}`,
    documentLine: `${input.title} · ${input.productName}`,
    disclaimer: input.disclaimer ?? documentLabels(input.locale).document.disclaimer,
    footerDate: input.footerDate,
    locale: input.locale,
  })
  drawCover(doc, input)
  const blocks = lexer(input.markdown).filter((t) => t.type !== 'space')
  // A document usually opens with its own title as "# Title": the cover already shows it.
  const opening = blocks[0]
  if (opening?.type === 'heading' && opening.depth === 1 && sameText(opening.text, input.title)) blocks.shift()
  blocks.forEach((block, i) => {
    const prev = blocks[i - 1]
    if (block.type !== 'heading' && prev && prev.type !== 'heading' && !atPageTop(doc)) doc.y += GAP
    if (block.type === 'heading') drawHeading(doc, block as Tokens.Heading, blocks[i + 1])
    else if (block.type === 'list') drawList(doc, block as Tokens.List, 0, input.locale ?? 'en')
    else if (block.type === 'table') drawTable(doc, block as Tokens.Table)
    else if (block.type === 'code') drawCode(doc, block.text)
    else if (block.type === 'hr') {
      if (doc.y + 10 <= BOTTOM) line(doc, LEFT, doc.y + 4, LEFT + WIDTH, doc.y + 4, COLORS.slate300)
      doc.y += 8
    } else {
      // Paragraphs, and anything else as its text. One that introduces what follows ("A typical exchange:")
      // stays with the start of it.
      const content = 'tokens' in block && block.tokens ? runs(block.tokens) : [{ text: block.raw.trim() }]
      const height = measure(doc, content, WIDTH, BODY)
      if (plain(content).trimEnd().endsWith(':') && height < 120)
        ensure(doc, height + GAP + leadHeight(doc, blocks[i + 1]))
      paragraph(doc, content, LEFT, WIDTH, BODY)
    }
  })
  return finish(doc)
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
