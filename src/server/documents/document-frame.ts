/*
 * PDF documents module: used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so no
 * `import 'server-only'` here (it throws outside React Server environments).
 *
 * What every generated document shares: A4 page geometry, the brand palette, the navy header band, the footer
 * with contacts and "n / N", deterministic document metadata, and a flow cursor that breaks pages only where the
 * caller allows.
 */
import PDFDocument from 'pdfkit'

import { FONT_FILES, loadFonts, type FontName } from './fonts'
import { drawLayout, drawText, textWidth, type TextLayout } from './text-layout'

type Doc = InstanceType<typeof PDFDocument>

export interface CompanyInfo {
  name: string
  website: string
  email: string
  phone: string
  offices: { city: string; address: string; phone: string }[]
}

/** Brand palette (mirrors the tokens in src/app/globals.css: navy primary, survey amber, slate neutrals). */
export const COLORS = {
  navy950: '#06132a',
  navy900: '#0b1f3a',
  navy700: '#17396a',
  navy100: '#dfe8f5',
  navy50: '#f0f5fb',
  amber400: '#fbbf24',
  amber500: '#f59e0b',
  /** Amber dark enough for text on white (WCAG AA). */
  amber700: '#b45309',
  slate900: '#0f172a',
  slate800: '#1e293b',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
  white: '#ffffff',
} as const

/** A4 in points; 18 mm side margins. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginX: 51,
  /** Height of the navy band on the first page and on continuation pages. */
  firstBand: 78,
  band: 36,
  /** Space kept free at the bottom for the footer. */
  footer: 62,
} as const

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX

export function formatRevisionDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export interface DocumentMeta {
  title: string
  subject: string
  keywords?: string
  company: CompanyInfo
  issued: Date
}

/**
 * A pdfkit document with the bundled fonts registered under their {@link FontName}s. Every metadata field that
 * pdfkit would otherwise fill from the clock is set from `issued`; pdfkit derives the file /ID from this
 * metadata (an MD5 of it), so equal input gives byte-identical output.
 */
export function createPdf(meta: DocumentMeta): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    // Pages are added by the flow; buffered so footers can print "n / N" once the count is known.
    autoFirstPage: false,
    bufferPages: true,
    // No default font: pdfkit would otherwise load Helvetica's metrics for nothing.
    font: '',
    margins: { top: PAGE.band, bottom: PAGE.footer, left: PAGE.marginX, right: PAGE.marginX },
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.company.name,
      Subject: meta.subject,
      Keywords: meta.keywords ?? '',
      Creator: `${meta.company.name} catalogue`,
      Producer: 'PDFKit',
      CreationDate: meta.issued,
      ModDate: meta.issued,
    },
  })
  const fonts = loadFonts()
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fonts[name])
  doc.font('regular')
  return doc
}

/** Collects a document's bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** Small capitals label: uppercase, tracked. */
export function drawLabel(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  color: string = COLORS.amber700,
  size = 7.5,
): number {
  return drawText(doc, text.toUpperCase(), x, y, width, {
    size,
    font: 'semibold',
    color,
    tracking: 0.9,
    lineHeight: 1.3,
  })
}

/**
 * The navy band across the top. First page: company name and website on the left, the document kind and a
 * second line on the right. Other pages: a slimmer band with the company name and a running title.
 */
export function drawHeaderBand(
  doc: Doc,
  opts: { first: boolean; company: CompanyInfo; kind: string; detail: string },
): void {
  const { first, company } = opts
  const h = first ? PAGE.firstBand : PAGE.band
  const x = PAGE.marginX
  doc.save()
  doc.rect(0, 0, PAGE.width, h).fill(COLORS.navy900)
  doc.rect(0, h, PAGE.width, first ? 3 : 2).fill(COLORS.amber500)
  doc.restore()
  if (first) {
    drawMark(doc, x, 24, 28)
    drawText(doc, company.name, x + 38, 22, 260, { size: 15, font: 'bold', color: COLORS.white, lineHeight: 1.2 })
    drawText(doc, company.website, x + 38, 42, 260, { size: 8, color: COLORS.navy100, lineHeight: 1.3 })
    const right = PAGE.width - PAGE.marginX
    const kindWidth = textWidth(doc, opts.kind.toUpperCase(), { size: 12, font: 'bold', tracking: 2.2 })
    drawText(doc, opts.kind.toUpperCase(), right - kindWidth - 200, 22, 200 + kindWidth, {
      size: 12,
      font: 'bold',
      color: COLORS.amber400,
      tracking: 2.2,
      lineHeight: 1.2,
      align: 'right',
    })
    drawText(doc, opts.detail, right - 260, 42, 260, {
      size: 8,
      color: COLORS.navy100,
      lineHeight: 1.3,
      align: 'right',
    })
  } else {
    drawMark(doc, x, 10, 16)
    drawText(doc, company.name, x + 23, 11, 240, { size: 9, font: 'semibold', color: COLORS.white, lineHeight: 1.5 })
    drawText(doc, opts.detail, PAGE.width - PAGE.marginX - 300, 11, 300, {
      size: 8,
      font: 'semibold',
      color: COLORS.amber400,
      lineHeight: 1.5,
      align: 'right',
      tracking: 0.4,
    })
  }
}

/**
 * A simple geodetic mark (circle, crosshair, survey triangle) standing in for a logo: the company name is
 * configurable, so the mark carries no letters.
 */
function drawMark(doc: Doc, x: number, y: number, size: number): void {
  const r = size / 2
  const cx = x + r
  const cy = y + r
  doc.save()
  doc.lineWidth(size / 14).strokeColor(COLORS.amber400)
  doc.circle(cx, cy, r * 0.92).stroke()
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
 * Footers on every buffered page: a rule, contacts on the left, "Page n / N" on the right, then the document
 * line, revision date and disclaimer. Drawn at the end, when the page count is known.
 */
export function drawFooters(
  doc: Doc,
  opts: { company: CompanyInfo; documentLine: string; issued: Date; disclaimer?: string },
): void {
  const range = doc.bufferedPageRange()
  const total = range.count
  const x = PAGE.marginX
  const top = PAGE.height - PAGE.footer + 14
  const c = opts.company
  for (let i = 0; i < total; i++) {
    doc.switchToPage(range.start + i)
    doc.save()
    doc
      .moveTo(x, top)
      .lineTo(PAGE.width - x, top)
      .lineWidth(0.6)
      .strokeColor(COLORS.slate300)
      .stroke()
    doc.restore()
    const pageLabel = `Page ${i + 1} / ${total}`
    const pageWidth = textWidth(doc, pageLabel, { size: 8, font: 'semibold', tnum: true })
    drawText(
      doc,
      [
        { text: c.name, font: 'semibold', color: COLORS.navy900 },
        { text: `   ${[c.website, c.email, c.phone].filter(Boolean).join('  ·  ')}`, color: COLORS.slate600 },
      ],
      x,
      top + 7,
      CONTENT_WIDTH - pageWidth - 12,
      { size: 7.5, lineHeight: 1.4 },
    )
    drawText(doc, pageLabel, x, top + 7, CONTENT_WIDTH, {
      size: 8,
      font: 'semibold',
      color: COLORS.navy900,
      align: 'right',
      tnum: true,
      lineHeight: 1.3,
    })
    const rev = `Rev. ${formatRevisionDate(opts.issued)}`
    drawText(
      doc,
      `${opts.documentLine}  ·  ${rev}  ·  ${opts.disclaimer ?? 'Specifications subject to change without notice.'}`,
      x,
      top + 20,
      CONTENT_WIDTH,
      { size: 6.5, color: COLORS.slate500, lineHeight: 1.4, tnum: true },
    )
  }
}

/**
 * Vertical cursor over the content area. Callers ask for room (`fits`, `ensure`) before drawing something that
 * must not be split; `ensure` starts a new page, draws its header band, and tells the caller it did.
 */
export class Flow {
  y: number
  readonly left = PAGE.marginX
  readonly width = CONTENT_WIDTH
  readonly bottom = PAGE.height - PAGE.footer
  pageCount = 0
  private pageTop = 0

  constructor(
    private readonly doc: Doc,
    private readonly onPage: (first: boolean) => number,
  ) {
    this.y = 0
    this.newPage()
  }

  get remaining(): number {
    return this.bottom - this.y
  }

  fits(height: number): boolean {
    return this.y + height <= this.bottom + 0.01
  }

  /** Starts a new page if `height` does not fit; returns true when it did. */
  ensure(height: number): boolean {
    if (this.fits(height)) return false
    this.newPage()
    return true
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margins: { top: PAGE.band, bottom: 0, left: PAGE.marginX, right: PAGE.marginX } })
    this.pageCount++
    this.y = this.onPage(this.pageCount === 1)
    this.pageTop = this.y
  }

  /** Whether nothing has been drawn on this page yet (no space needed before a block). */
  get atTop(): boolean {
    return this.y <= this.pageTop + 0.01
  }
}

/**
 * The flow of a branded document: every page opens with the header band (`detail(first)` is its second line) and
 * the content starts 26 pt below the first page's band, 24 pt below the slimmer band of later pages.
 */
export function brandedFlow(
  doc: Doc,
  opts: { company: CompanyInfo; kind: string; detail: (first: boolean) => string },
): Flow {
  return new Flow(doc, (first) => {
    drawHeaderBand(doc, { first, company: opts.company, kind: opts.kind, detail: opts.detail(first) })
    return (first ? PAGE.firstBand : PAGE.band) + (first ? 26 : 24)
  })
}

/**
 * Draws a laid-out block that may break across pages between lines, keeping at least two lines together on each
 * side of a break (no widows or orphans). `onFirstLine` gets the y of the block's first line (for list markers).
 */
export function flowLayout(
  doc: Doc,
  flow: Flow,
  layout: TextLayout,
  x: number,
  width: number,
  onFirstLine?: (y: number) => void,
): void {
  let from = 0
  const total = layout.lines.length
  while (from < total) {
    let fit = Math.floor((flow.remaining + 0.01) / layout.lineHeight)
    const left = total - from
    if (fit >= left) fit = left
    else if (fit < 2) fit = 0
    else if (left - fit < 2) fit = fit >= 3 ? fit - 1 : 0
    if (fit === 0) {
      // At the top of a page the rules cannot be met (a block longer than a page): fill the page.
      if (flow.atTop) fit = Math.max(1, Math.min(left, Math.floor((flow.remaining + 0.01) / layout.lineHeight)))
      else {
        flow.newPage()
        continue
      }
    }
    if (from === 0) onFirstLine?.(flow.y)
    flow.y += drawLayout(doc, layout, x, flow.y, width, from, from + fit)
    from += fit
    if (from < total) flow.newPage()
  }
}
