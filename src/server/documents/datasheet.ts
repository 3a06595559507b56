/*
 * PDF documents module: used by both the Next.js server and the catalogue import CLI (plain Node/tsx), so no
 * `import 'server-only'` here (it throws outside React Server environments).
 *
 * Product datasheet generated from catalogue data (download entries with `generate: 'datasheet'`).
 */
import sharp from 'sharp'

import {
  brandedFlow,
  COLORS,
  createPdf,
  drawFooters,
  drawLabel,
  finish,
  Flow,
  flowLayout,
  type CompanyInfo,
} from './document-frame'
import { drawLayout, drawText, layoutText, measureText, textWidth, type TextStyle } from './text-layout'

type Doc = ReturnType<typeof createPdf>

export interface DatasheetProduct {
  name: string
  title: string
  subtitle: string
  short_description: string
  description: string
  series: string
  key_features: string[]
  highlights: { number: string; title: string; description: string }[]
  /** Group name → (label → value), in catalogue order. */
  specifications: Record<string, Record<string, string>>
  applications: string[]
  /** US dollars; null when sold on quotation only. */
  price: number | null
}

export interface DatasheetInput {
  product: DatasheetProduct
  categoryName: string
  /** PNG or JPEG buffer of the main product image (already rasterised by the caller), e.g. 1200×900. */
  image: Buffer | null
  company: CompanyInfo
  /** Date printed in the footer (revision date); pass it in so output is deterministic. */
  issued: Date
}

const IMAGE_PANEL = COLORS.slate50

const BODY: TextStyle = { size: 9, color: COLORS.slate700, lineHeight: 1.5 }
const SPEC_SIZE = 8.5
const SPEC_LINE = 1.38
const SPEC_PAD_X = 8
const SPEC_PAD_Y = 3.6
const LABEL_COL = 0.38

/**
 * Re-encodes the product image for print at its placed size (about 2× the 258 pt panel), flattened onto the
 * panel colour: a 1200×900 PNG render is often 300–800 KB, which alone would blow the 200 KB budget of a
 * datasheet. sharp's JPEG encoder is deterministic for equal input, so the PDF stays byte-identical.
 */
async function prepareImage(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({ width: 760, height: 570, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: IMAGE_PANEL })
    .jpeg({ quality: 84, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer()
}

function sectionTitle(doc: Doc, flow: Flow, title: string, keepWith: number): void {
  const height = 30
  if (!flow.atTop) flow.y += 14
  flow.ensure(height + keepWith)
  drawText(doc, title, flow.left, flow.y, flow.width, {
    size: 13.5,
    font: 'bold',
    color: COLORS.navy900,
    lineHeight: 1.25,
  })
  doc.save()
  doc.rect(flow.left, flow.y + 21, 28, 2.5).fill(COLORS.amber500)
  doc.restore()
  flow.y += height
}

function bulletList(
  doc: Doc,
  items: string[],
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  draw = true,
): number {
  let h = 0
  const indent = 12
  for (const item of items) {
    const layout = layoutText(doc, item, width - indent, style)
    if (draw) {
      const lh = layout.lineHeight
      doc.save()
      doc.rect(x + 1, y + h + lh / 2 - 1.8, 3.6, 3.6).fill(COLORS.amber500)
      doc.restore()
      drawLayout(doc, layout, x + indent, y + h, width - indent)
    }
    h += layout.height + 2.5
  }
  return h
}

function drawIntro(doc: Doc, flow: Flow, input: DatasheetInput, image: Buffer | null): void {
  const { product } = input
  const x = flow.left
  const w = flow.width
  // Catalogue series names are written either way ("Polaris" or "K8 Series").
  const series = product.series && (/\bseries$/i.test(product.series) ? product.series : `${product.series} series`)
  const eyebrow = [series, input.categoryName].filter(Boolean).join('  ·  ')
  if (eyebrow) flow.y += drawLabel(doc, eyebrow, x, flow.y, w, COLORS.amber700, 8) + 3
  flow.y += drawText(doc, product.name, x, flow.y, w, {
    size: 26,
    font: 'bold',
    color: COLORS.navy900,
    lineHeight: 1.18,
  })
  if (product.title && product.title !== product.name) {
    flow.y +=
      2 +
      drawText(doc, product.title, x, flow.y + 2, w, {
        size: 12,
        font: 'semibold',
        color: COLORS.slate700,
        lineHeight: 1.35,
      })
  }
  if (product.subtitle) {
    flow.y +=
      1 + drawText(doc, product.subtitle, x, flow.y + 1, w, { size: 10, color: COLORS.slate500, lineHeight: 1.4 })
  }
  flow.y += 16

  // Image panel on the left, overview and key features on the right.
  const panelW = 262
  const panelH = panelW * 0.75
  const gutter = 22
  const rx = x + panelW + gutter
  const rw = w - panelW - gutter
  const top = flow.y
  doc.save()
  doc.roundedRect(x, top, panelW, panelH, 5).fill(IMAGE_PANEL)
  doc.roundedRect(x, top, panelW, panelH, 5).lineWidth(0.6).strokeColor(COLORS.slate200).stroke()
  doc.restore()
  if (image) {
    // The image fills the panel (cropped to it if its shape differs), clipped to the rounded corners.
    doc.save()
    doc.roundedRect(x, top, panelW, panelH, 5).clip()
    doc.image(image, x, top, { cover: [panelW, panelH], align: 'center', valign: 'center' })
    doc.restore()
    doc.save()
    doc.roundedRect(x, top, panelW, panelH, 5).lineWidth(0.6).strokeColor(COLORS.slate200).stroke()
    doc.restore()
  } else {
    drawText(doc, product.name, x, top + panelH / 2 - 8, panelW, {
      size: 11,
      font: 'semibold',
      color: COLORS.slate300,
      align: 'center',
    })
  }

  let ry = top
  const overview = product.short_description || firstParagraph(product.description)
  if (overview) {
    ry += drawLabel(doc, 'Overview', rx, ry, rw) + 4
    ry += drawText(doc, overview, rx, ry, rw, { ...BODY, size: 9.5, color: COLORS.slate800 }) + 10
  }
  if (product.key_features.length) {
    ry += drawLabel(doc, 'Key features', rx, ry, rw) + 5
    // Features that would run past the bottom of the page continue full width below the panel.
    const style: TextStyle = { size: 8.8, color: COLORS.slate700, lineHeight: 1.42 }
    const side: string[] = []
    const rest: string[] = []
    let h = ry
    for (const f of product.key_features) {
      const fh = bulletList(doc, [f], rx, 0, rw, style, false)
      if (rest.length === 0 && h + fh <= Math.max(top + panelH, flow.bottom - 160)) {
        side.push(f)
        h += fh
      } else rest.push(f)
    }
    ry += bulletList(doc, side, rx, ry, rw, style)
    flow.y = Math.max(top + panelH, ry) + 4
    if (rest.length) flow.y += bulletList(doc, rest, x, flow.y, w, style)
  } else flow.y = Math.max(top + panelH, ry)
}

function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]?.trim() ?? ''
}

function drawHighlights(doc: Doc, flow: Flow, highlights: DatasheetProduct['highlights']): void {
  if (!highlights.length) return
  // One row for up to five figures; more wrap in rows of four (or three when that divides evenly).
  const n = highlights.length
  const perRow = n <= 5 ? n : n % 4 === 0 ? 4 : n % 3 === 0 ? 3 : 4
  const padX = 12
  const titleStyle: TextStyle = { size: 8.5, font: 'semibold', color: COLORS.slate800, lineHeight: 1.3 }
  const descStyle: TextStyle = { size: 7.5, color: COLORS.slate600, lineHeight: 1.4 }
  flow.y += 18
  for (let start = 0; start < highlights.length; start += perRow) {
    const row = highlights.slice(start, start + perRow)
    // A short last row spreads across the full width rather than leaving a hole.
    const cellW = flow.width / row.length
    const inner = cellW - 2 * padX
    // Figures stay on one line: the size steps down until the widest figure of the row fits.
    let numberSize = 19
    while (
      numberSize > 12 &&
      Math.max(...row.map((h) => textWidth(doc, h.number, { size: numberSize, font: 'bold', tnum: true }))) > inner
    ) {
      numberSize -= 1
    }
    const numberStyle: TextStyle = {
      size: numberSize,
      font: 'bold',
      color: COLORS.navy900,
      lineHeight: 1.15,
      tnum: true,
    }
    const heights = row.map(
      (h) =>
        measureText(doc, h.number, inner, numberStyle) +
        3 +
        measureText(doc, h.title, inner, titleStyle) +
        2 +
        measureText(doc, h.description, inner, descStyle),
    )
    const rowH = Math.max(...heights) + 24
    flow.ensure(rowH)
    const top = flow.y
    doc.save()
    doc.rect(flow.left, top, flow.width, rowH).fill(COLORS.navy50)
    doc.rect(flow.left, top, flow.width, 2).fill(COLORS.navy900)
    doc.restore()
    row.forEach((h, i) => {
      const cx = flow.left + i * cellW + padX
      let cy = top + 12
      if (i > 0) {
        doc.save()
        doc
          .moveTo(flow.left + i * cellW, top + 12)
          .lineTo(flow.left + i * cellW, top + rowH - 12)
          .lineWidth(0.6)
          .strokeColor(COLORS.navy100)
          .stroke()
        doc.restore()
      }
      cy += drawText(doc, h.number, cx, cy, inner, numberStyle) + 3
      cy += drawText(doc, h.title, cx, cy, inner, titleStyle) + 2
      drawText(doc, h.description, cx, cy, inner, descStyle)
    })
    flow.y = top + rowH + (start + perRow < highlights.length ? 6 : 0)
  }
}

/** Paragraphs that may break across pages between lines (never leaving a single line behind). */
function drawParagraphs(doc: Doc, flow: Flow, text: string, style: TextStyle): void {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
  for (const p of paragraphs) {
    flowLayout(doc, flow, layoutText(doc, p, flow.width, style), flow.left, flow.width)
    flow.y += 6
  }
}

interface SpecRow {
  label: ReturnType<typeof layoutText>
  value: ReturnType<typeof layoutText>
  height: number
}

function drawGroupHeading(doc: Doc, flow: Flow, name: string, continued: boolean): void {
  const h = 21
  doc.save()
  doc.rect(flow.left, flow.y, flow.width, h).fill(COLORS.navy900)
  doc.rect(flow.left, flow.y, 3, h).fill(COLORS.amber500)
  doc.restore()
  drawText(
    doc,
    continued ? [{ text: name }, { text: '  (continued)', font: 'regular', color: COLORS.navy100 }] : name,
    flow.left + SPEC_PAD_X + 3,
    flow.y + 2.5,
    flow.width - 2 * SPEC_PAD_X,
    { size: 9, font: 'semibold', color: COLORS.white, lineHeight: 1.8 },
  )
  flow.y += h
}

const GROUP_HEADING_H = 21

function drawSpecifications(doc: Doc, flow: Flow, specs: DatasheetProduct['specifications']): void {
  const groups = Object.entries(specs).filter(([, rows]) => Object.keys(rows).length > 0)
  if (!groups.length) return
  const labelW = flow.width * LABEL_COL
  const valueW = flow.width - labelW
  const laid = groups.map(([name, rows]) => ({
    name,
    rows: Object.entries(rows).map(([label, value]): SpecRow => {
      const l = layoutText(doc, label, labelW - 2 * SPEC_PAD_X, {
        size: SPEC_SIZE,
        color: COLORS.slate600,
        lineHeight: SPEC_LINE,
      })
      const v = layoutText(doc, value, valueW - 2 * SPEC_PAD_X, {
        size: SPEC_SIZE,
        color: COLORS.slate900,
        lineHeight: SPEC_LINE,
        tnum: true,
      })
      return { label: l, value: v, height: Math.max(l.height, v.height) + 2 * SPEC_PAD_Y }
    }),
  }))
  const firstRows = (rows: SpecRow[]) => rows.slice(0, 2).reduce((s, r) => s + r.height, 0)
  sectionTitle(doc, flow, 'Specifications', GROUP_HEADING_H + firstRows(laid[0]!.rows))

  laid.forEach((group, gi) => {
    if (gi > 0) flow.y += 10
    // A group heading never ends a page: it needs its first two rows below it.
    flow.ensure(GROUP_HEADING_H + firstRows(group.rows))
    drawGroupHeading(doc, flow, group.name, false)
    const n = group.rows.length
    group.rows.forEach((row, ri) => {
      // Widow control: the last row of a group never continues alone on the next page.
      const last = group.rows[n - 1]!
      const widow = ri === n - 2 && ri >= 2 && flow.fits(row.height) && !flow.fits(row.height + last.height)
      if (widow) {
        flow.newPage()
        drawGroupHeading(doc, flow, group.name, true)
      } else if (flow.ensure(row.height)) drawGroupHeading(doc, flow, group.name, true)
      if (ri % 2 === 1) {
        doc.save()
        doc.rect(flow.left, flow.y, flow.width, row.height).fill(COLORS.slate100)
        doc.restore()
      }
      drawLayout(doc, row.label, flow.left + SPEC_PAD_X, flow.y + SPEC_PAD_Y, labelW - 2 * SPEC_PAD_X)
      drawLayout(doc, row.value, flow.left + labelW + SPEC_PAD_X, flow.y + SPEC_PAD_Y, valueW - 2 * SPEC_PAD_X)
      flow.y += row.height
    })
    doc.save()
    doc
      .moveTo(flow.left, flow.y)
      .lineTo(flow.left + flow.width, flow.y)
      .lineWidth(0.8)
      .strokeColor(COLORS.slate300)
      .stroke()
    doc.restore()
  })
}

function drawApplications(doc: Doc, flow: Flow, applications: string[]): void {
  if (!applications.length) return
  const cols = 3
  const gutter = 16
  const colW = (flow.width - gutter * (cols - 1)) / cols
  const style: TextStyle = { size: 8.8, color: COLORS.slate700, lineHeight: 1.42 }
  // Column-major order (read down, then across), like a printed index.
  const perCol = Math.ceil(applications.length / cols)
  const rows: string[][] = []
  for (let r = 0; r < perCol; r++) {
    rows.push(Array.from({ length: cols }, (_, c) => applications[c * perCol + r] ?? ''))
  }
  const rowHeight = (row: string[]) =>
    Math.max(...row.map((a) => (a ? bulletList(doc, [a], 0, 0, colW, style, false) : 0)))
  sectionTitle(doc, flow, 'Applications', rowHeight(rows[0]!))
  for (const row of rows) {
    const h = rowHeight(row)
    flow.ensure(h)
    row.forEach((a, i) => a && bulletList(doc, [a], flow.left + i * (colW + gutter), flow.y, colW, style))
    flow.y += h
  }
}

function formatPrice(price: number): string {
  return `US$ ${price.toLocaleString('en-US', { minimumFractionDigits: price % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`
}

function drawOrdering(doc: Doc, flow: Flow, input: DatasheetInput): void {
  const { company, product } = input
  const offices = company.offices.slice(0, 4)
  const pad = 14
  const inner = flow.width - 2 * pad
  const priceLine =
    product.price === null
      ? 'Price on quotation: contact our sales team for pricing, configurations and delivery times.'
      : `List price ${formatPrice(product.price)}, excluding taxes and delivery. Contact our sales team for configurations and project pricing.`
  const contactRuns = [
    { text: 'Sales  ', font: 'semibold' as const, color: COLORS.navy900 },
    { text: `${company.email}  ·  ${company.phone}  ·  ${company.website}` },
  ]
  const cols = Math.max(1, offices.length)
  const colW = (inner - 14 * (cols - 1)) / cols
  const officeStyle: TextStyle = { size: 8, color: COLORS.slate600, lineHeight: 1.4 }
  const officeH = offices.length
    ? Math.max(
        ...offices.map(
          (o) => 13 + measureText(doc, o.address, colW, officeStyle) + measureText(doc, o.phone, colW, officeStyle),
        ),
      )
    : 0
  const textStyle: TextStyle = { size: 8.8, color: COLORS.slate700, lineHeight: 1.45 }
  const height =
    pad +
    14 +
    measureText(doc, priceLine, inner, textStyle) +
    4 +
    measureText(doc, contactRuns, inner, textStyle) +
    (officeH ? 12 + officeH : 0) +
    pad
  flow.y += 18
  flow.ensure(height)
  const top = flow.y
  doc.save()
  doc.roundedRect(flow.left, top, flow.width, height, 4).fill(COLORS.slate50)
  doc.roundedRect(flow.left, top, flow.width, height, 4).lineWidth(0.6).strokeColor(COLORS.slate200).stroke()
  doc.restore()
  const x = flow.left + pad
  let y = top + pad
  y += drawLabel(doc, 'Ordering information', x, y, inner) + 4
  y += drawText(doc, priceLine, x, y, inner, textStyle) + 4
  y += drawText(doc, contactRuns, x, y, inner, textStyle)
  if (offices.length) {
    y += 12
    offices.forEach((o, i) => {
      const ox = x + i * (colW + 14)
      let oy = y
      oy +=
        drawText(doc, o.city, ox, oy, colW, { size: 8.5, font: 'semibold', color: COLORS.navy900, lineHeight: 1.4 }) + 1
      oy += drawText(doc, o.address, ox, oy, colW, officeStyle)
      drawText(doc, o.phone, ox, oy, colW, { ...officeStyle, tnum: true })
    })
  }
  flow.y = top + height
}

/** Renders a product datasheet (A4, branded, paginated) and returns the PDF bytes. */
export async function renderDatasheet(input: DatasheetInput): Promise<Buffer> {
  const { product, company } = input
  const image = input.image ? await prepareImage(input.image) : null
  const doc = createPdf({
    title: `${product.name} datasheet`,
    subject: product.title || product.name,
    keywords: [product.series, input.categoryName, 'datasheet'].filter(Boolean).join(', '),
    company,
    issued: input.issued,
  })
  const flow = brandedFlow(doc, {
    company,
    kind: 'Datasheet',
    detail: (first) => (first ? input.categoryName : `${product.name}  ·  DATASHEET`),
  })

  drawIntro(doc, flow, input, image)
  drawHighlights(doc, flow, product.highlights)
  const description = product.description.trim()
  if (description && description !== product.short_description.trim()) {
    const style: TextStyle = { ...BODY, size: 9.2 }
    sectionTitle(doc, flow, 'Description', 3 * 9.2 * 1.5)
    drawParagraphs(doc, flow, description, style)
  }
  drawSpecifications(doc, flow, product.specifications)
  drawApplications(doc, flow, product.applications)
  drawOrdering(doc, flow, input)

  drawFooters(doc, { company, documentLine: `${product.name} datasheet`, issued: input.issued })
  return finish(doc)
}
