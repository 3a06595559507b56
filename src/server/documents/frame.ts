import 'server-only'

/*
 * What every generated document shares: A4 geometry, deterministic metadata, the navy header band, the footer with
 * contacts and "Page n / N", page breaks where the caller allows them, and tables whose header repeats on every page
 * they span. Used by the Next.js server and the import CLI alike (plain Node, no Next.js APIs).
 */
import PDFDocument from 'pdfkit'

import { localeInfo, type Locale } from '@/lib/i18n/locales'
import type { CompanyDetails } from '@/server/documents/company'

import { setDocumentFaces, type Face } from './faces'
import { DOCUMENT_FACES, documentFont, type FontFile, type FontName } from './fonts'
import { documentLabels } from './labels'
import { COLORS, flipX, isRightToLeft, line, rect, text, type Doc, type Run, type Style } from './typeset'

/** A4 in points, 18 mm side margins; the content starts 26 pt below the first page's band, 24 pt below later ones. */
export const PAGE = { width: 595.28, height: 841.89, marginX: 51, firstBand: 78, band: 36, footer: 62 } as const
export const LEFT = PAGE.marginX
export const WIDTH = PAGE.width - 2 * PAGE.marginX
export const BOTTOM = PAGE.height - PAGE.footer
const TOP = PAGE.band + 24
const PAGE_OPTIONS = {
  size: [PAGE.width, PAGE.height],
  margins: { top: TOP, bottom: PAGE.footer, left: LEFT, right: LEFT },
}

/** A paragraph at the cursor, in the flow: one of several lines never leaves its first line alone at a page foot. */
export function paragraph(doc: Doc, runs: Run[] | string, x: number, width: number, style: Style): void {
  const lh = style.size * (style.lineHeight ?? 1.4)
  if (measure(doc, runs, width, style) > 1.5 * lh) ensure(doc, 2 * lh)
  text(doc, runs, x, doc.y, width, style)
}

/** A second document with the same fonts on one endless page: text is set there to learn its height. */
const scratch = new WeakMap<Doc, Doc>()

/** Height of a paragraph without drawing it. */
export function measure(doc: Doc, runs: Run[] | string, width: number, style: Style): number {
  return text(scratch.get(doc)!, runs, 0, 0, width, style)
}

/** Starts a new page unless `height` still fits above the footer; returns true when it did. */
export function ensure(doc: Doc, height: number): boolean {
  if (doc.y + height <= BOTTOM + 0.01) return false
  doc.addPage(PAGE_OPTIONS)
  doc.y = TOP
  return true
}

export const atPageTop = (doc: Doc) => doc.y <= TOP + 0.01

export interface Frame {
  title: string
  subject: string
  keywords: string
  company: CompanyDetails
  /** Printed as the revision date, and every date of the metadata. */
  issued: Date
  /** Right of the first page's band in amber capitals ("Datasheet"), with `detail` under it. */
  kind: string
  detail: string
  /** Right of the slimmer band of later pages. */
  running: string
  /** The footer's small print: document line, revision, disclaimer. */
  documentLine: string
  disclaimer: string
  /** The footer's date after the document line; the revision date ("Rev. 2026-11-28") unless given. */
  footerDate?: string
  /** The document's language: labels, digits and dates, and for Dari and Pashto right to left. English if unset. */
  locale?: Locale
}

const frames = new WeakMap<Doc, Frame>()

/**
 * An A4 document with the fonts registered by name and its first page open, the cursor below the header band.
 * Every metadata field pdfkit would take from the clock comes from `issued`, and pdfkit derives the file /ID from
 * the metadata: equal input gives byte-identical output.
 */
export async function createPdf(frame: Frame): Promise<Doc> {
  const locale = frame.locale ?? 'en'
  const rtl = localeInfo[locale].dir === 'rtl'
  // Each face name's fonts in the order they are tried (./faces.ts), registered by their files' keys. pdfkit embeds
  // only the fonts a document draws with: an English document with no Arabic-script text carries Inter alone.
  const chains = DOCUMENT_FACES[rtl ? 'arabic' : 'latin']
  const files = [...new Set(Object.values(chains).flat())]
  const fonts = new Map<FontFile, Face>(
    await Promise.all(files.map(async (name) => [name, { name, font: await documentFont(name) }] as const)),
  )
  const faces = Object.fromEntries(
    Object.entries(chains).map(([face, chain]) => [face, chain.map((name) => fonts.get(name)!)]),
  ) as Record<FontName, Face[]>
  const make = (height: number) => {
    const doc = new PDFDocument({
      ...PAGE_OPTIONS,
      size: [PAGE.width, height],
      // Buffered, so footers can print "n / N" once the count is known; no default font (Helvetica unused).
      bufferPages: true,
      font: '',
      pdfVersion: '1.7',
      lang: localeInfo[locale].lang,
      displayTitle: true,
      info: {
        Title: frame.title,
        Author: frame.company.name,
        Subject: frame.subject,
        Keywords: frame.keywords,
        Creator: `${frame.company.name} catalogue`,
        Producer: 'PDFKit',
        CreationDate: frame.issued,
        ModDate: frame.issued,
      },
    })
    // pdfkit takes a parsed fontkit font as a source too (its PDFFontFactory.open); the types list only bytes.
    for (const { name, font } of fonts.values()) doc.registerFont(name, font as unknown as Buffer)
    return doc
  }
  const doc = make(PAGE.height)
  const measuring = make(1e6)
  setDocumentFaces(doc, { rtl, measureOnly: false, faces })
  setDocumentFaces(measuring, { rtl, measureOnly: true, faces })
  scratch.set(doc, measuring)
  frames.set(doc, frame)
  doc.y = PAGE.firstBand + 26
  return doc
}

/** Draws the header bands and footers now that the page count is known, and collects the document's bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  drawFrame(doc, frames.get(doc)!)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** A geodetic mark (circle, survey triangle) standing in for a logo: the company name is configurable. */
function drawMark(doc: Doc, x: number, y: number, size: number): void {
  const r = size / 2
  const [cx, cy] = [x + r, y + r]
  doc
    .save()
    .lineWidth(size / 14)
    .circle(cx, cy, r * 0.92)
    .stroke(COLORS.amber400)
  doc
    .moveTo(cx, cy - r * 0.58)
    .lineTo(cx + r * 0.52, cy + r * 0.34)
    .lineTo(cx - r * 0.52, cy + r * 0.34)
    .closePath()
    .fill(COLORS.amber400)
  doc.circle(cx, cy + r * 0.03, r * 0.12).fill(COLORS.navy900)
  doc.restore()
}

/**
 * The header band and footer of every page: the band is navy with an amber rule, taller on the first page; the
 * footer has contacts, "Page n / N", the document line, revision and disclaimer.
 */
function drawFrame(doc: Doc, f: Frame): void {
  const { start, count } = doc.bufferedPageRange()
  const c = f.company
  const right = PAGE.width - LEFT
  const labels = documentLabels(f.locale)
  // Right-to-left documents set no letter-spacing (typeset.ts), so nothing to move out past the margin.
  const tracked = (spacing: number) => (isRightToLeft(doc) ? 0 : spacing)
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i)
    doc.page.margins.bottom = 0 // the footer sits below the content's bottom margin
    const first = i === 0
    const h = first ? PAGE.firstBand : PAGE.band
    rect(doc, 0, 0, PAGE.width, h, COLORS.navy900)
    rect(doc, 0, h, PAGE.width, first ? 3 : 2, COLORS.amber500)
    if (first) {
      drawMark(doc, flipX(doc, LEFT, 28), 24, 28)
      text(doc, c.name, LEFT + 38, 22, 260, { size: 15, font: 'bold', color: COLORS.white, lineHeight: 1.2 })
      text(doc, c.website, LEFT + 38, 42, 260, { size: 8, color: COLORS.navy100, lineHeight: 1.3 })
      const kind = { size: 12, font: 'bold', color: COLORS.amber400, tracking: 2.2, lineHeight: 1.2 } as const
      // pdfkit's right alignment counts the tracking after the last letter: move it out past the margin.
      text(doc, f.kind.toUpperCase(), right - 300 + tracked(2.2), 22, 300, { ...kind, align: 'right' })
      text(doc, f.detail, right - 260, 42, 260, { size: 8, color: COLORS.navy100, lineHeight: 1.3, align: 'right' })
    } else {
      drawMark(doc, flipX(doc, LEFT, 16), 10, 16)
      text(doc, c.name, LEFT + 23, 11, 240, { size: 9, font: 'semibold', color: COLORS.white, lineHeight: 1.5 })
      const running = { size: 8, font: 'semibold', color: COLORS.amber400, lineHeight: 1.5, tracking: 0.4 } as const
      text(doc, f.running, right - 300 + tracked(0.4), 11, 300, { ...running, align: 'right' })
    }
    const top = PAGE.height - PAGE.footer + 14
    line(doc, LEFT, top, LEFT + WIDTH, top, COLORS.slate300)
    const pageLabel = labels.page(i + 1, count)
    const contacts = [c.website, c.email, c.phone].filter(Boolean).join('  ·  ')
    const runs = [{ text: c.name, font: 'semibold', color: COLORS.navy900 } as const, { text: `   ${contacts}` }]
    // Right to left in Dari and Pashto (the company name at the start, as in the band), though all of it is Latin.
    const contactStyle = { size: 7.5, lineHeight: 1.4, color: COLORS.slate600, direction: 'rtl' } as const
    text(doc, runs, LEFT, top + 7, WIDTH - 70, contactStyle)
    const pageStyle = { size: 8, font: 'semibold', color: COLORS.navy900, tnum: true, lineHeight: 1.3 } as const
    text(doc, pageLabel, LEFT, top + 7, WIDTH, { ...pageStyle, align: 'right' })
    const small = `${f.documentLine}  ·  ${f.footerDate ?? labels.revision(f.issued)}  ·  ${f.disclaimer}`
    text(doc, small, LEFT, top + 20, WIDTH, { size: 6.5, color: COLORS.slate500, lineHeight: 1.4 })
  }
}

export type TableCell = { runs: Run[]; align?: Style['align'] }

export interface Table {
  widths: number[]
  /** Header cells in a navy row, repeated on each page the table continues on. */
  header: (continued: boolean) => TableCell[]
  rows: TableCell[][]
  style: Style
  headerStyle: Style
  padX: number
  padY: number
  /** Background of every second row. */
  stripe: string
  /** A rule under each body row. */
  rowRule?: string
  /** A bar of this colour at the start of the header row. */
  accent?: string
  /** Fewer rows than this never end a page alone after a header, nor start one before the last. */
  keep?: number
}

/**
 * A table that flows across pages: the header needs its first rows below it, a row never splits, the last row
 * never continues alone on a new page, and the header repeats (asking `header(true)`) after every page break.
 */
export function table(doc: Doc, t: Table): void {
  const total = t.widths.reduce((a, b) => a + b, 0)
  // Right-aligned columns are numeric: tabular figures line their digits up. Measured as drawn.
  const styleOf = (cell: TableCell, style: Style) => ({ ...style, align: cell.align, tnum: cell.align === 'right' })
  const heightOf = (cells: TableCell[], style: Style) =>
    Math.max(...cells.map((cell, c) => measure(doc, cell.runs, t.widths[c]! - 2 * t.padX, styleOf(cell, style)))) +
    2 * t.padY
  const drawRow = (cells: TableCell[], style: Style, fill: string | null, height: number, below?: string) => {
    const y = doc.y
    if (fill) rect(doc, LEFT, y, total, height, fill)
    if (below) line(doc, LEFT, y + height, LEFT + total, y + height, below, 0.5)
    let x = LEFT
    cells.forEach((cell, c) => {
      text(doc, cell.runs, x + t.padX, y + t.padY, t.widths[c]! - 2 * t.padX, styleOf(cell, style))
      x += t.widths[c]!
    })
    doc.y = y + height
  }
  const header = (continued: boolean) => {
    const cells = t.header(continued)
    const y = doc.y
    drawRow(cells, t.headerStyle, COLORS.navy900, heightOf(cells, t.headerStyle))
    if (t.accent) rect(doc, LEFT, y, 3, doc.y - y, t.accent)
  }
  const heights = t.rows.map((r) => heightOf(r, t.style))
  const keep = t.keep ?? 2
  ensure(doc, heightOf(t.header(false), t.headerStyle) + heights.slice(0, keep).reduce((a, b) => a + b, 0))
  header(false)
  t.rows.forEach((row, i) => {
    const last = heights[t.rows.length - 1]!
    const widow = i === t.rows.length - 2 && i >= keep && doc.y + heights[i]! + last > BOTTOM
    if (ensure(doc, widow ? Infinity : heights[i]!)) header(true)
    drawRow(row, t.style, i % 2 === 1 ? t.stripe : null, heights[i]!, t.rowRule)
  })
}
