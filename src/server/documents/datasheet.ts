import 'server-only'

/*
 * Product datasheet generated from catalogue data (download entries with `generate: 'datasheet'`): name and image,
 * overview and key features, headline figures, description, specification tables, applications, ordering.
 */
import sharp from 'sharp'

import type { ProductFileEntry } from '@/lib/catalogue/file-format'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import type { CompanyDetails } from '@/server/documents/company'

import { isolateLtr } from './bidi'
import { atPageTop, BOTTOM, createPdf, ensure, finish, LEFT, measure, paragraph, table, WIDTH } from './frame'
import { documentLabels } from './labels'
import { COLORS, flipX, label, line, rect, text, textWidth, type Doc, type Style } from './typeset'

type Texts = 'name' | 'title' | 'subtitle' | 'short_description' | 'description' | 'series' | 'price'
type Lists = 'key_features' | 'highlights' | 'specifications' | 'applications'
/** What a datasheet prints of a catalogue product (specifications: group → label → value, in catalogue order). */
export type DatasheetProduct = Pick<ProductFileEntry, Texts | Lists>

export interface DatasheetInput {
  /** The product in the datasheet's language: the caller localizes it (catalogue translations, English fallback). */
  product: DatasheetProduct
  categoryName: string
  /** PNG or JPEG buffer of the main product image (already rasterised by the caller), e.g. 1200×900. */
  image: Buffer | null
  company: CompanyDetails
  /** Date printed in the footer (revision date); pass it in so output is deterministic. */
  issued: Date
  /** Language of the labels, digits and dates; Dari and Pashto are set right to left. English if unset. */
  locale?: Locale
}

const PANEL = COLORS.slate50
const BODY: Style = { size: 9, color: COLORS.slate700, lineHeight: 1.5 }
const ITEM: Style = { size: 8.8, color: COLORS.slate700, lineHeight: 1.42 }

/**
 * Re-encodes the product image for print at its placed size (about 2× the panel), flattened onto the panel colour:
 * a 1200×900 PNG is often 300–800 KB, which alone would blow a datasheet's 200 KB budget. sharp's JPEG encoder is
 * deterministic for equal input, so the PDF stays byte-identical.
 */
function prepareImage(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({ width: 760, height: 570, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: PANEL })
    .jpeg({ quality: 84, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer()
}

type Labels = ReturnType<typeof documentLabels>['datasheet']

function sectionTitle(doc: Doc, title: string, keepWith: number): void {
  if (!atPageTop(doc)) doc.y += 14
  ensure(doc, 30 + keepWith)
  const y = doc.y
  text(doc, title, LEFT, y, WIDTH, { size: 13.5, font: 'bold', color: COLORS.navy900, lineHeight: 1.25 })
  rect(doc, LEFT, y + 21, 28, 2.5, COLORS.amber500)
  doc.y = y + 30
}

/** Amber square bullets; returns the height (measured only when `draw` is false). */
function bullets(doc: Doc, items: string[], x: number, y: number, width: number, draw = true): number {
  let h = 0
  for (const item of items) {
    const lh = ITEM.size * ITEM.lineHeight!
    if (draw) rect(doc, x + 1, y + h + lh / 2 - 1.8, 3.6, 3.6, COLORS.amber500)
    h += (draw ? text(doc, item, x + 12, y + h, width - 12, ITEM) : measure(doc, item, width - 12, ITEM)) + 2.5
  }
  return h
}

function drawIntro(doc: Doc, input: DatasheetInput, image: Buffer | null, labels: Labels): void {
  const { product } = input
  const series = product.series && labels.series(product.series)
  const eyebrow = [series, input.categoryName].filter(Boolean).join('  ·  ')
  if (eyebrow) label(doc, eyebrow, LEFT, doc.y, WIDTH, COLORS.amber700, 8)
  doc.y += eyebrow ? 3 : 0
  text(doc, product.name, LEFT, doc.y, WIDTH, { size: 26, font: 'bold', color: COLORS.navy900, lineHeight: 1.18 })
  if (product.title && product.title !== product.name) {
    text(doc, product.title, LEFT, doc.y + 2, WIDTH, { size: 12, font: 'semibold', color: COLORS.slate700 })
  }
  if (product.subtitle) text(doc, product.subtitle, LEFT, doc.y + 1, WIDTH, { size: 10, color: COLORS.slate500 })
  doc.y += 16

  // Image panel on the left, overview and key features on the right.
  const [panelW, panelH, gutter] = [262, 262 * 0.75, 22]
  const [rx, rw, top] = [LEFT + panelW + gutter, WIDTH - panelW - gutter, doc.y]
  const panelX = flipX(doc, LEFT, panelW)
  rect(doc, LEFT, top, panelW, panelH, PANEL, 5)
  if (image) {
    // The image fills the panel (cropped to it if its shape differs), clipped to the rounded corners.
    doc.save().roundedRect(panelX, top, panelW, panelH, 5).clip()
    doc.image(image, panelX, top, { cover: [panelW, panelH], align: 'center', valign: 'center' }).restore()
  } else {
    const placeholder = { size: 11, font: 'semibold', color: COLORS.slate300, align: 'center' } as const
    text(doc, product.name, LEFT, top + panelH / 2 - 8, panelW, placeholder)
  }
  doc.save().roundedRect(panelX, top, panelW, panelH, 5).lineWidth(0.6).strokeColor(COLORS.slate200).stroke().restore()

  let ry = top
  const overview = product.short_description || product.description.split(/\n\s*\n/)[0]!.trim()
  if (overview) {
    ry += label(doc, labels.overview, rx, ry, rw, COLORS.amber700) + 4
    ry += text(doc, overview, rx, ry, rw, { ...BODY, size: 9.5, color: COLORS.slate800 }) + 10
  }
  let bottom = Math.max(top + panelH, ry)
  if (product.key_features.length) {
    ry += label(doc, labels.keyFeatures, rx, ry, rw, COLORS.amber700) + 5
    // Features that would run past the page continue full width below the panel.
    let split = 0
    for (let h = ry; split < product.key_features.length; split++) {
      h += bullets(doc, [product.key_features[split]!], rx, 0, rw, false)
      if (h > Math.max(top + panelH, BOTTOM - 160)) break
    }
    bottom = Math.max(top + panelH, ry + bullets(doc, product.key_features.slice(0, split), rx, ry, rw)) + 4
    bottom += bullets(doc, product.key_features.slice(split), LEFT, bottom, WIDTH)
  }
  doc.y = bottom
}

function drawHighlights(doc: Doc, highlights: DatasheetProduct['highlights']): void {
  // One row for up to five figures; more wrap in rows of four (or three when that divides evenly).
  const n = highlights.length
  const perRow = n <= 5 ? n : n % 4 === 0 ? 4 : n % 3 === 0 ? 3 : 4
  const titleStyle: Style = { size: 8.5, font: 'semibold', color: COLORS.slate800, lineHeight: 1.3 }
  const descStyle: Style = { size: 7.5, color: COLORS.slate600, lineHeight: 1.4 }
  doc.y += 18
  for (let start = 0; start < n; start += perRow) {
    const row = highlights.slice(start, start + perRow)
    // A short last row spreads across the full width rather than leaving a hole.
    const cellW = WIDTH / row.length
    const inner = cellW - 24
    // Figures stay on one line: the size steps down until the widest figure of the row fits.
    const number: Style = { size: 19, font: 'bold', color: COLORS.navy900, lineHeight: 1.15, tnum: true }
    while (number.size > 12 && Math.max(...row.map((h) => textWidth(doc, h.number, number))) > inner) number.size--
    const heights = row.map(
      (h) =>
        measure(doc, h.number, inner, number) +
        measure(doc, h.title, inner, titleStyle) +
        measure(doc, h.description, inner, descStyle) +
        5,
    )
    const rowH = Math.max(...heights) + 24
    ensure(doc, rowH)
    const top = doc.y
    rect(doc, LEFT, top, WIDTH, rowH, COLORS.navy50)
    rect(doc, LEFT, top, WIDTH, 2, COLORS.navy900)
    row.forEach((h, i) => {
      const x = LEFT + i * cellW
      if (i > 0) {
        doc
          .save()
          .moveTo(flipX(doc, x), top + 12)
          .lineTo(flipX(doc, x), top + rowH - 12)
          .lineWidth(0.6)
          .strokeColor(COLORS.navy100)
          .stroke()
        doc.restore()
      }
      let y = top + 12
      y += text(doc, h.number, x + 12, y, inner, number) + 3
      y += text(doc, h.title, x + 12, y, inner, titleStyle) + 2
      text(doc, h.description, x + 12, y, inner, descStyle)
    })
    doc.y = top + rowH + (start + perRow < n ? 6 : 0)
  }
}

function drawSpecifications(doc: Doc, specs: DatasheetProduct['specifications'], labels: Labels): void {
  const groups = Object.entries(specs).filter(([, rows]) => Object.keys(rows).length > 0)
  if (!groups.length) return
  const widths = [WIDTH * 0.38, WIDTH * 0.62]
  sectionTitle(doc, labels.specifications, 60)
  groups.forEach(([name, rows], gi) => {
    if (gi > 0) doc.y += 10
    table(doc, {
      widths,
      header: (continued) => [
        {
          runs: [
            { text: name },
            ...(continued ? [{ text: `  ${labels.continued}`, font: 'regular', color: COLORS.navy100 } as const] : []),
          ],
        },
        { runs: [] },
      ],
      rows: Object.entries(rows).map(([l, v]) => [
        { runs: [{ text: l, color: COLORS.slate600 }] },
        { runs: [{ text: v, color: COLORS.slate900 }] },
      ]),
      style: { size: 8.5, lineHeight: 1.38 },
      headerStyle: { size: 9, font: 'semibold', color: COLORS.white, lineHeight: 1.5 },
      padX: 8,
      padY: 3.6,
      stripe: COLORS.slate100,
      accent: COLORS.amber500,
    })
    line(doc, LEFT, doc.y, LEFT + WIDTH, doc.y, COLORS.slate300, 0.8)
  })
}

function drawApplications(doc: Doc, applications: string[], labels: Labels): void {
  const [cols, gutter] = [3, 16]
  const colW = (WIDTH - gutter * (cols - 1)) / cols
  // Column-major order (read down, then across), like a printed index.
  const perCol = Math.ceil(applications.length / cols)
  const rows = Array.from({ length: perCol }, (_, r) =>
    Array.from({ length: cols }, (_, c) => applications[c * perCol + r] ?? ''),
  )
  const rowHeight = (row: string[]) => Math.max(...row.map((a) => (a ? bullets(doc, [a], 0, 0, colW, false) : 0)))
  sectionTitle(doc, labels.applications, rowHeight(rows[0]!))
  for (const row of rows) {
    const h = rowHeight(row)
    ensure(doc, h)
    const y = doc.y
    row.forEach((a, i) => a && bullets(doc, [a], LEFT + i * (colW + gutter), y, colW))
    doc.y = y + h
  }
}

/** "US$ 1,250"; in Dari and Pashto "US$ ۱٬۲۵۰", kept left to right inside the right-to-left sentence. */
function formatPrice(price: number, locale: Locale): string {
  const digits = price % 1 === 0 ? 0 : 2
  if (locale === 'en') {
    return `US$ ${price.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`
  }
  return isolateLtr(`US$ ${formatNumber(price, locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`)
}

function drawOrdering(doc: Doc, input: DatasheetInput, labels: Labels): void {
  const { company, product } = input
  const offices = company.offices.slice(0, 4)
  const [pad, inner] = [14, WIDTH - 28]
  const priceLine =
    product.price === null
      ? labels.priceOnQuotation
      : labels.listPrice(formatPrice(product.price, input.locale ?? 'en'))
  const contact = [
    { text: `${labels.sales}  `, font: 'semibold', color: COLORS.navy900 } as const,
    { text: `${company.email}  ·  ${company.phone}  ·  ${company.website}` },
  ]
  const colW = (inner - 14 * (Math.max(1, offices.length) - 1)) / Math.max(1, offices.length)
  const office: Style = { size: 8, color: COLORS.slate600, lineHeight: 1.4 }
  const city: Style = { size: 8.5, font: 'semibold', color: COLORS.navy900, lineHeight: 1.4 }
  const officeH = Math.max(0, ...offices.map((o) => 13 + measure(doc, [o.address, o.phone].join('\n'), colW, office)))
  const body: Style = { size: 8.8, color: COLORS.slate700, lineHeight: 1.45 }
  const height =
    2 * pad + 18 + measure(doc, priceLine, inner, body) + measure(doc, contact, inner, body) + (officeH && officeH + 12)
  doc.y += 18
  ensure(doc, height)
  const top = doc.y
  rect(doc, LEFT, top, WIDTH, height, COLORS.slate50, 4, COLORS.slate200)
  const x = LEFT + pad
  let y = top + pad
  y += label(doc, labels.ordering, x, y, inner, COLORS.amber700) + 4
  y += text(doc, priceLine, x, y, inner, body) + 4
  y += text(doc, contact, x, y, inner, body) + 12
  offices.forEach((o, i) => {
    const ox = x + i * (colW + 14)
    const cy = y + text(doc, o.city, ox, y, colW, city) + 1
    text(doc, [o.address, o.phone].join('\n'), ox, cy, colW, office)
  })
  doc.y = top + height
}

/** Renders a product datasheet (A4, branded, paginated) and returns the PDF bytes. */
export async function renderDatasheet(input: DatasheetInput): Promise<Buffer> {
  const { product, company } = input
  const labels = documentLabels(input.locale).datasheet
  const image = input.image ? await prepareImage(input.image) : null
  const doc = await createPdf({
    title: labels.title(product.name),
    subject: product.title || product.name,
    keywords: [product.series, input.categoryName, labels.keyword].filter(Boolean).join(', '),
    company,
    issued: input.issued,
    kind: labels.bandTitle,
    detail: input.categoryName,
    running: labels.running(product.name),
    documentLine: labels.title(product.name),
    disclaimer: labels.disclaimer,
    locale: input.locale,
  })
  drawIntro(doc, input, image, labels)
  if (product.highlights.length) drawHighlights(doc, product.highlights)
  const description = product.description.trim()
  if (description && description !== product.short_description.trim()) {
    sectionTitle(doc, labels.description, 3 * 9.2 * 1.5)
    for (const p of description.split(/\n\s*\n/).map((s) => s.replace(/\s+/g, ' ').trim())) {
      if (p) paragraph(doc, p, LEFT, WIDTH, { ...BODY, size: 9.2 })
      doc.y += 6
    }
  }
  drawSpecifications(doc, product.specifications, labels)
  if (product.applications.length) drawApplications(doc, product.applications, labels)
  drawOrdering(doc, input, labels)
  return finish(doc)
}
