/*
 * PDF documents module: used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so no
 * `import 'server-only'` here (it throws outside React Server environments).
 *
 * Typesets a catalogue markdown document (a `.md` download: manual, quick start, application note) into a
 * branded A4 PDF: cover block, running header, footer with page numbers, tables with wrapping cells.
 */
import {
  brandedFlow,
  COLORS,
  createPdf,
  drawFooters,
  drawLabel,
  finish,
  flowLayout,
  formatRevisionDate,
  Flow,
  type CompanyInfo,
} from './document-frame'
import { parseMarkdown, plainText, type InlineSpan, type MarkdownBlock, type TableAlign } from './markdown'
import { drawLayout, drawText, layoutText, textWidth, type Run, type TextLayout, type TextStyle } from './text-layout'

type Doc = ReturnType<typeof createPdf>

export interface MarkdownDocumentInput {
  title: string
  subtitle?: string
  productName: string
  markdown: string
  company: CompanyInfo
  /** Revision date printed on the cover and in the footer; pass it in so output is deterministic. */
  issued: Date
}

const BODY: TextStyle = { size: 9.5, color: COLORS.slate700, lineHeight: 1.5 }
const HEADINGS: Record<1 | 2 | 3, { style: TextStyle; before: number; after: number }> = {
  1: { style: { size: 16, font: 'bold', color: COLORS.navy900, lineHeight: 1.25 }, before: 20, after: 8 },
  2: { style: { size: 12.5, font: 'semibold', color: COLORS.navy900, lineHeight: 1.3 }, before: 15, after: 5 },
  3: { style: { size: 10.5, font: 'semibold', color: COLORS.slate800, lineHeight: 1.35 }, before: 11, after: 3 },
}
const TABLE_SIZE = 8.5
const CELL_PAD_X = 6
const CELL_PAD_Y = 4
const BLOCK_GAP = 7
const CODE: TextStyle = { size: 8.6, font: 'mono', color: COLORS.slate800, lineHeight: 1.45 }

/**
 * Inline spans → text runs: bold in semibold and darker, code in the monospace font in navy. On a dark
 * background (table header) bold and code keep the light base colour.
 */
function runsOf(spans: InlineSpan[], base: { font?: Run['font']; color?: string; dark?: boolean } = {}): Run[] {
  return spans.map((s) => ({
    text: s.text,
    font: s.code ? 'mono' : s.bold ? 'semibold' : base.font,
    color: base.dark ? base.color : s.code ? COLORS.navy700 : s.bold ? COLORS.slate900 : base.color,
  }))
}

function drawCover(doc: Doc, flow: Flow, input: MarkdownDocumentInput): void {
  const x = flow.left
  const w = flow.width
  flow.y += drawLabel(doc, input.productName, x, flow.y, w, COLORS.amber700, 8) + 4
  flow.y += drawText(doc, input.title, x, flow.y, w, { size: 24, font: 'bold', color: COLORS.navy900, lineHeight: 1.2 })
  if (input.subtitle)
    flow.y +=
      3 + drawText(doc, input.subtitle, x, flow.y + 3, w, { size: 11.5, color: COLORS.slate600, lineHeight: 1.4 })
  flow.y += 16
  const cells = [
    ['Product', input.productName],
    ['Revision', formatRevisionDate(input.issued)],
    ['Issued by', input.company.name],
    ['Contact', input.company.email],
  ] as const
  const colW = w / cells.length
  const top = flow.y
  doc.save()
  doc
    .moveTo(x, top)
    .lineTo(x + w, top)
    .lineWidth(0.6)
    .strokeColor(COLORS.slate300)
    .stroke()
  doc.restore()
  let h = 0
  cells.forEach(([label, value], i) => {
    const cx = x + i * colW
    let cy = top + 9
    cy += drawLabel(doc, label, cx, cy, colW - 10, COLORS.slate500, 6.8) + 2
    cy += drawText(doc, value, cx, cy, colW - 10, {
      size: 9,
      font: 'semibold',
      color: COLORS.slate800,
      lineHeight: 1.35,
      tnum: true,
    })
    h = Math.max(h, cy - top)
  })
  flow.y = top + h + 9
  doc.save()
  doc
    .moveTo(x, flow.y)
    .lineTo(x + w, flow.y)
    .lineWidth(0.6)
    .strokeColor(COLORS.slate300)
    .stroke()
  doc.restore()
  flow.y += 14
}

/** Height of the first lines of a block, so a heading is never left alone at the bottom of a page. */
function leadHeight(doc: Doc, block: MarkdownBlock | undefined, width: number): number {
  if (!block) return 0
  switch (block.type) {
    case 'paragraph': {
      const l = layoutText(doc, runsOf(block.content), width, BODY)
      return Math.min(l.lines.length, 2) * l.lineHeight
    }
    case 'list': {
      const l = layoutText(doc, runsOf(block.items[0]!.content), width - 16, BODY)
      return Math.min(l.lines.length, 2) * l.lineHeight
    }
    case 'table':
      return 2 * (TABLE_SIZE * 1.35 * 2 + 2 * CELL_PAD_Y)
    case 'code': {
      // Short listings are kept whole (see drawCode), longer ones need their first three lines.
      const l = layoutText(doc, block.text, width - 16, CODE)
      return (l.lines.length <= 12 ? l.height : 3 * l.lineHeight) + 16
    }
    case 'heading':
      return HEADINGS[block.level].style.size * 2.5
    case 'rule':
      return 0
  }
}

function drawHeading(
  doc: Doc,
  flow: Flow,
  block: Extract<MarkdownBlock, { type: 'heading' }>,
  next: MarkdownBlock | undefined,
): void {
  const spec = HEADINGS[block.level]
  const layout = layoutText(
    doc,
    runsOf(block.content, { font: spec.style.font, color: spec.style.color }),
    flow.width,
    spec.style,
  )
  if (!flow.atTop) flow.y += spec.before
  const bar = block.level === 1 ? 7 : 0
  if (flow.ensure(layout.height + bar + spec.after + leadHeight(doc, next, flow.width))) {
    /* heading moved to the next page with the start of its section */
  }
  drawLayout(doc, layout, flow.left, flow.y, flow.width)
  flow.y += layout.height
  if (block.level === 1) {
    doc.save()
    doc.rect(flow.left, flow.y + 2, 26, 2.5).fill(COLORS.amber500)
    doc.restore()
    flow.y += bar
  }
  flow.y += spec.after
}

function drawList(doc: Doc, flow: Flow, block: Extract<MarkdownBlock, { type: 'list' }>): void {
  // Ordered lists number their items in sequence from the first item's number, per nesting level.
  const counters = [0, 0]
  let first = true
  block.items.forEach((item) => {
    const indent = item.depth * 18
    const gutter = item.ordered ? 20 : 14
    const x = flow.left + indent + gutter
    const width = flow.width - indent - gutter
    const layout = layoutText(doc, runsOf(item.content), width, BODY)
    let marker = ''
    if (item.ordered) {
      const level = item.depth
      counters[level] = counters[level] === 0 ? (item.number ?? 1) : counters[level]! + 1
      if (level === 0) counters[1] = 0
      marker = `${counters[level]}.`
    } else if (item.depth === 0) counters[1] = 0
    if (!first) flow.y += 3
    first = false
    flowLayout(doc, flow, layout, x, width, (y) => {
      const mid = y + layout.lineHeight / 2
      if (item.ordered) {
        drawText(doc, marker, flow.left + indent, y, gutter - 6, {
          ...BODY,
          font: 'semibold',
          color: COLORS.navy900,
          align: 'right',
          tnum: true,
        })
      } else {
        doc.save()
        if (item.depth === 0) doc.rect(flow.left + indent + 2, mid - 1.9, 3.8, 3.8).fill(COLORS.amber500)
        else
          doc
            .rect(flow.left + indent + 2, mid - 1.6, 3.2, 3.2)
            .lineWidth(0.8)
            .strokeColor(COLORS.amber700)
            .stroke()
        doc.restore()
      }
    })
  })
}

interface LaidCell {
  layout: TextLayout
  align: TableAlign
}

function tableColumnWidths(doc: Doc, block: Extract<MarkdownBlock, { type: 'table' }>, total: number): number[] {
  const columns = block.header.length
  const natural = new Array<number>(columns).fill(0)
  const minimum = new Array<number>(columns).fill(0)
  const visit = (spans: InlineSpan[], c: number, font: Run['font']) => {
    const text = plainText(spans)
    const style: TextStyle = { size: TABLE_SIZE, font: spans.some((s) => s.code) ? 'mono' : font, tnum: true }
    natural[c] = Math.max(natural[c]!, textWidth(doc, text, style) + 2 * CELL_PAD_X)
    const longestWord = text.split(/\s+/).reduce((m, word) => Math.max(m, textWidth(doc, word, style)), 0)
    minimum[c] = Math.max(minimum[c]!, Math.min(longestWord + 2 * CELL_PAD_X, total / columns), 36)
  }
  block.header.forEach((cell, c) => visit(cell, c, 'semibold'))
  for (const row of block.rows) row.forEach((cell, c) => visit(cell, c, 'regular'))
  const naturalSum = natural.reduce((a, b) => a + b, 0)
  if (naturalSum <= total) {
    // Everything fits on one line: spread some spare width in proportion. A table of short cells stays
    // compact (a two-column list of codes stretched across the page is hard to follow across the gap).
    const width = Math.min(total, Math.max(naturalSum * 1.35, total * 0.55))
    return natural.map((n) => (n / naturalSum) * width)
  }
  const minSum = minimum.reduce((a, b) => a + b, 0)
  if (minSum >= total) return minimum.map((m) => (m / minSum) * total)
  // Narrow columns (numbers, codes, names) get their natural width so they never wrap; the wide ones share
  // what is left in proportion to their natural width, never below their longest word.
  const widths = new Array<number>(columns).fill(0)
  const open = new Set(natural.map((_, c) => c))
  let remaining = total
  for (const c of [...open].sort((a, b) => natural[a]! - natural[b]!)) {
    if (natural[c]! <= remaining / open.size) {
      widths[c] = natural[c]!
      remaining -= natural[c]!
      open.delete(c)
    }
  }
  const openNatural = [...open].reduce((sum, c) => sum + natural[c]!, 0)
  for (const c of open) widths[c] = Math.max(minimum[c]!, (natural[c]! / openNatural) * remaining)
  // Minimums may have pushed the sum over the total: take the excess back from the widest columns.
  const excess = widths.reduce((a, b) => a + b, 0) - total
  if (excess > 0.01) {
    const slack = widths.map((w, c) => w - minimum[c]!)
    const slackSum = slack.reduce((a, b) => a + b, 0)
    return widths.map((w, c) => w - (slack[c]! / slackSum) * excess)
  }
  return widths
}

function drawTable(doc: Doc, flow: Flow, block: Extract<MarkdownBlock, { type: 'table' }>): void {
  const widths = tableColumnWidths(doc, block, flow.width)
  const tableWidth = widths.reduce((a, b) => a + b, 0)
  const lay = (cells: InlineSpan[][], header: boolean): { cells: LaidCell[]; height: number } => {
    const laid = cells.map((spans, c) => ({
      layout: layoutText(
        doc,
        runsOf(spans, header ? { font: 'semibold', color: COLORS.white, dark: true } : {}),
        widths[c]! - 2 * CELL_PAD_X,
        {
          size: TABLE_SIZE,
          lineHeight: 1.35,
          color: header ? COLORS.white : COLORS.slate800,
          font: header ? 'semibold' : 'regular',
          tnum: true,
          align: block.align[c],
        },
      ),
      align: block.align[c]!,
    }))
    return { cells: laid, height: Math.max(...laid.map((l) => l.layout.height)) + 2 * CELL_PAD_Y }
  }
  const header = lay(block.header, true)
  const rows = block.rows.map((r) => lay(r, false))

  const drawRow = (row: { cells: LaidCell[]; height: number }, kind: 'header' | 'odd' | 'even') => {
    doc.save()
    if (kind === 'header') doc.rect(flow.left, flow.y, tableWidth, row.height).fill(COLORS.navy900)
    else if (kind === 'even') doc.rect(flow.left, flow.y, tableWidth, row.height).fill(COLORS.slate50)
    if (kind !== 'header') {
      doc
        .moveTo(flow.left, flow.y + row.height)
        .lineTo(flow.left + tableWidth, flow.y + row.height)
        .lineWidth(0.5)
        .strokeColor(COLORS.slate200)
        .stroke()
    }
    doc.restore()
    let x = flow.left
    row.cells.forEach((cell, c) => {
      drawLayout(doc, cell.layout, x + CELL_PAD_X, flow.y + CELL_PAD_Y, widths[c]! - 2 * CELL_PAD_X)
      x += widths[c]!
    })
    flow.y += row.height
  }

  // The header needs its first body row with it; on every later page the header row is repeated.
  flow.ensure(header.height + (rows[0]?.height ?? 0))
  drawRow(header, 'header')
  rows.forEach((row, i) => {
    if (!flow.fits(row.height)) {
      flow.newPage()
      drawRow(header, 'header')
    }
    drawRow(row, i % 2 === 1 ? 'even' : 'odd')
  })
}

function drawCode(doc: Doc, flow: Flow, text: string): void {
  // Keep indentation: runs of spaces become no-break spaces, which the line breaker treats as part of a word.
  const source = text.replace(/ {2,}/g, (m) => '\u00A0'.repeat(m.length)).replace(/^ /gm, '\u00A0')
  const pad = 8
  const layout = layoutText(doc, source, flow.width - 2 * pad, CODE)
  // Short listings are never split; longer ones break page by page (each page gets its own panel), keeping at
  // least three lines on each side of a break.
  if (layout.lines.length <= 12) flow.ensure(layout.height + 2 * pad)
  let from = 0
  while (from < layout.lines.length) {
    let fit = Math.floor((flow.remaining - 2 * pad) / layout.lineHeight)
    const left = layout.lines.length - from
    if (fit < left && left - fit < 3) fit = left - 3
    if (fit < Math.min(3, left) && !flow.atTop) {
      flow.newPage()
      continue
    }
    fit = Math.max(1, Math.min(fit, layout.lines.length - from))
    const h = fit * layout.lineHeight + 2 * pad
    doc.save()
    doc.roundedRect(flow.left, flow.y, flow.width, h, 3).fill(COLORS.slate50)
    doc.roundedRect(flow.left, flow.y, flow.width, h, 3).lineWidth(0.6).strokeColor(COLORS.slate200).stroke()
    doc.rect(flow.left, flow.y, 2.5, h).fill(COLORS.navy700)
    doc.restore()
    drawLayout(doc, layout, flow.left + pad + 2, flow.y + pad, flow.width - 2 * pad, from, from + fit)
    flow.y += h
    from += fit
    if (from < layout.lines.length) flow.newPage()
  }
}

/** Renders a markdown document as a branded A4 PDF and returns the bytes. */
export async function renderMarkdownDocument(input: MarkdownDocumentInput): Promise<Buffer> {
  const { company } = input
  const doc = createPdf({
    title: `${input.title} · ${input.productName}`,
    subject: input.subtitle || input.title,
    keywords: [input.productName, input.title].join(', '),
    company,
    issued: input.issued,
  })
  const flow = brandedFlow(doc, {
    company,
    kind: 'Documentation',
    detail: (first) => (first ? input.productName : `${input.title}  ·  ${input.productName}`),
  })
  drawCover(doc, flow, input)

  const blocks = parseMarkdown(input.markdown)
  // A document usually opens with its own title as "# Title": the cover already shows it.
  const opening = blocks[0]
  if (
    opening?.type === 'heading' &&
    opening.level === 1 &&
    plainText(opening.content).trim().toLowerCase() === input.title.trim().toLowerCase()
  ) {
    blocks.shift()
  }
  blocks.forEach((block, i) => {
    const next = blocks[i + 1]
    const prev = blocks[i - 1]
    if (block.type !== 'heading' && prev && prev.type !== 'heading' && !flow.atTop) flow.y += BLOCK_GAP
    switch (block.type) {
      case 'heading':
        drawHeading(doc, flow, block, next)
        break
      case 'paragraph': {
        const layout = layoutText(doc, runsOf(block.content), flow.width, BODY)
        // A paragraph that introduces what follows ("A typical exchange:") stays with the start of it.
        if (plainText(block.content).trimEnd().endsWith(':') && layout.height < 120) {
          flow.ensure(layout.height + BLOCK_GAP + leadHeight(doc, next, flow.width))
        }
        flowLayout(doc, flow, layout, flow.left, flow.width)
        break
      }
      case 'list':
        drawList(doc, flow, block)
        break
      case 'table':
        drawTable(doc, flow, block)
        break
      case 'code':
        drawCode(doc, flow, block.text)
        break
      case 'rule':
        flow.y += 4
        if (flow.fits(10)) {
          doc.save()
          doc
            .moveTo(flow.left, flow.y)
            .lineTo(flow.left + flow.width, flow.y)
            .lineWidth(0.6)
            .strokeColor(COLORS.slate300)
            .stroke()
          doc.restore()
        }
        flow.y += 4
        break
    }
  })

  drawFooters(doc, {
    company,
    documentLine: `${input.title} · ${input.productName}`,
    issued: input.issued,
    disclaimer: 'Subject to change without notice.',
  })
  return finish(doc)
}
