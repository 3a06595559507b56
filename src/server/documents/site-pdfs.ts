import 'server-only'

/*
 * The site's own PDFs in the page's locale (decision 032): the catalogue-wide specifications summary ("Download
 * Specifications"), a comparison, and the summary of a sent quote request. Each is markdown built here from catalogue
 * data and the locale's copy, typeset by renderMarkdownDocument; Dari and Pashto come out right to left
 * (docs/decisions/034-arabic-script-pdfs.md). Their route handlers stay thin: fetch the data (in the locale), call one
 * function here, send the bytes. English output is what the routes made before, byte for byte.
 */
import { messages } from '@/content/messages'
import type { Category, Product } from '@/lib/catalogue/types'
import { buildLocalizedCompareTable, onlyDifferences } from '@/lib/compare/table'
import { formatNumber, formatPrice, formatUsd } from '@/lib/i18n/format'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { markdownCell, markdownParagraph } from '@/lib/markdown-text'
import type { CompanyDetails } from '@/server/documents/company'
import type { QuoteRequest } from '@/lib/quote/request'

import { isolateLtr } from './bidi'
import { documentLabels } from './labels'
import { renderMarkdownDocument } from './markdown-document'

/** "$12,500.00"; in Dari and Pashto "$ ۱۲٬۵۰۰٫۰۰", kept left to right inside right-to-left text. */
function price(value: number, locale: Locale): string {
  return locale === 'en' ? formatPrice(value) : isolateLtr(formatUsd(value, locale))
}

// ---------------------------------------------------------------------------------------------------------------
// The specifications summary

/**
 * Rows of each product's specification table in the summary: its leading rows, which the catalogue orders by
 * importance.
 */
export const SUMMARY_SPEC_ROWS = 8

/** Table cells and inline text: a `|` would split a cell, `*` and backticks would start emphasis or code. */
function cell(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[*`]/g, (c) => `\\${c}`)
}

function plain(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/[*`]/g, '')
}

/** The first rows of a product's specifications, in catalogue order across groups. */
export function leadingSpecRows(
  product: Pick<Product, 'specifications'>,
  limit = SUMMARY_SPEC_ROWS,
): [string, string][] {
  const rows: [string, string][] = []
  for (const group of Object.values(product.specifications)) {
    for (const [label, value] of Object.entries(group)) {
      if (rows.length >= limit) return rows
      rows.push([label, value])
    }
  }
  return rows
}

/**
 * The catalogue-wide specifications summary ("Download Specifications", docs/design.md decision 5) as markdown: one
 * section per top-level category in display order, each product with its category, series, price and leading
 * specification rows. Products outside the tree (no category) come last. `products` and `tree` come in `locale`
 * (the catalogue's translations with English where a field has none); names sort in that language.
 */
export function specificationsMarkdown(
  products: readonly Product[],
  tree: readonly Category[],
  locale: Locale = 'en',
): string {
  const copy = messages(locale).productsIndexExtras.specificationsDocument
  const labels = documentLabels(locale).specifications
  const topOf = new Map<number, Category>()
  const walk = (top: Category, node: Category) => {
    topOf.set(node.id, top)
    node.children.forEach((child) => walk(top, child))
  }
  tree.forEach((top) => walk(top, top))

  const sections = new Map<Category | null, Product[]>()
  for (const top of tree) sections.set(top, [])
  sections.set(null, [])
  for (const product of products) {
    const top = product.category_id !== null ? (topOf.get(product.category_id) ?? null) : null
    sections.get(top)!.push(product)
  }

  const collation = locale === 'en' ? 'en' : localeInfo[locale].intl
  const out: string[] = []
  for (const [top, items] of sections) {
    if (items.length === 0) continue
    out.push(`# ${plain(top?.name ?? labels.otherProducts)}`, '')
    for (const product of [...items].sort((a, b) => a.name.localeCompare(b.name, collation))) {
      out.push(`## ${plain(product.name)}`, '')
      if (product.subtitle) out.push(plain(product.subtitle), '')
      const facts = [
        product.category ? `**${labels.category}:** ${plain(product.category.name)}` : '',
        product.series ? `**${labels.series}:** ${plain(product.series)}` : '',
        `**${labels.price}:** ${product.price !== null ? price(product.price, locale) : copy.priceOnRequest}`,
      ].filter(Boolean)
      out.push(facts.join(' · '), '')
      const rows = leadingSpecRows(product)
      if (rows.length > 0) {
        out.push(`| ${labels.specification} | ${labels.value} |`, '| --- | --- |')
        for (const [label, value] of rows) out.push(`| ${cell(label)} | ${cell(value)} |`)
        out.push('')
      }
    }
  }
  return out.join('\n')
}

/** The specifications summary as a PDF: every public product, `products` and `tree` already in `locale`. */
export function renderSpecificationsPdf(input: {
  products: readonly Product[]
  tree: readonly Category[]
  company: CompanyDetails
  locale?: Locale
}): Promise<Buffer> {
  const locale = input.locale ?? 'en'
  const copy = messages(locale).productsIndexExtras.specificationsDocument
  return renderMarkdownDocument({
    title: copy.title,
    subtitle: copy.subtitle,
    productName: copy.productCount(input.products.length),
    markdown: specificationsMarkdown(input.products, input.tree, locale),
    company: input.company,
    issued: new Date(Math.max(0, ...input.products.map((p) => Date.parse(p.updated_at)))),
    locale,
  })
}

// ---------------------------------------------------------------------------------------------------------------
// A comparison

/** The comparison as markdown: per specification group, a table with a column per product (decision 031). */
export function comparisonMarkdown(
  products: readonly Product[],
  differences: boolean,
  locale: Locale = 'en',
  /** The same products in English: rows are aligned by their English names (src/lib/compare/table.ts). */
  english: readonly Product[] = products,
): string {
  const copy = messages(locale).comparePage
  const all = buildLocalizedCompareTable(english, products)
  const groups = differences ? onlyDifferences(all) : all
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const header = [
    row([copy.feature, ...products.map((p) => markdownCell(p.name))]),
    row(['---', ...products.map(() => '---')]),
    row([copy.price, ...products.map((p) => (p.price === null ? copy.onQuotation : price(p.price, locale)))]),
  ]
  const out: string[] = []
  for (const group of groups) {
    out.push(`## ${markdownCell(group.name.text)}`, '', ...header.slice(0, 2))
    for (const r of group.rows) {
      const label = markdownCell(r.label.text) + (r.differs ? ' \\*' : '')
      out.push(row([label, ...r.values.map((v) => (v === null ? copy.notListed : markdownCell(v)))]))
    }
    out.push('')
  }
  return [`## ${copy.price}`, '', ...header, '', ...out, `\\* ${copy.differs}`].join('\n')
}

/** A comparison as a PDF (`?show=differences`: `differences`), the products already in `locale`. */
export function renderComparisonPdf(input: {
  products: readonly Product[]
  /** The same products in English, for aligning rows (defaults to `products`). */
  english?: readonly Product[]
  differences: boolean
  company: CompanyDetails
  locale?: Locale
}): Promise<Buffer> {
  const locale = input.locale ?? 'en'
  const copy = messages(locale).comparePdf
  return renderMarkdownDocument({
    title: copy.title,
    subtitle: copy.subtitle(input.products.length),
    productName: input.products.map((p) => p.name).join(' · '),
    markdown: comparisonMarkdown(input.products, input.differences, locale, input.english),
    company: input.company,
    issued: new Date(Math.max(...input.products.map((p) => Date.parse(p.updated_at)))),
    locale,
  })
}

// ---------------------------------------------------------------------------------------------------------------
// A sent quote request

/**
 * The summary of a sent quote request as markdown. `unitPrices` holds today's catalogue price of each item by slug
 * (null: on quotation; missing: the product is gone), for orientation only: the quotation confirms it.
 */
export function quoteSummaryMarkdown(
  request: QuoteRequest,
  unitPrices: ReadonlyMap<string, number | null>,
  locale: Locale = 'en',
): string {
  const copy = messages(locale).quotePdf
  const count = (n: number) => (locale === 'en' ? String(n) : formatNumber(n, locale))
  const rows = request.items.map((item) => {
    const unit = unitPrices.get(item.slug)
    return `| ${markdownCell(item.name)} | ${count(item.quantity)} | ${unit == null ? '-' : price(unit, locale)} |`
  })
  const who = [request.name, request.company, request.email, request.phone].filter(Boolean).map((v) => markdownCell(v!))
  return [
    `**${copy.reference}:** ${request.reference}  `,
    `**${copy.received}:** ${documentLabels(locale).quoteReceived(request.createdAt)}  `,
    `**${copy.requestedBy}:** ${who.join(', ')}`,
    '',
    `## ${copy.items}`,
    '',
    `| ${copy.items} | ${copy.quantity} | ${copy.unitPrice} |`,
    '|---|---|---|',
    ...rows,
    '',
    `## ${copy.note}`,
    '',
    markdownParagraph(request.message),
    '',
    `*${copy.footer}*`,
  ].join('\n')
}

/** The PDF summary of a sent quote request (decision 030), in the locale of the page it was sent from. */
export function renderQuoteSummaryPdf(input: {
  request: QuoteRequest
  unitPrices: ReadonlyMap<string, number | null>
  company: CompanyDetails
  locale?: Locale
}): Promise<Buffer> {
  const locale = input.locale ?? 'en'
  const copy = messages(locale).quotePdf
  return renderMarkdownDocument({
    title: copy.title,
    subtitle: input.request.reference,
    productName: `${copy.title} ${input.request.reference}`,
    markdown: quoteSummaryMarkdown(input.request, input.unitPrices, locale),
    company: input.company,
    issued: input.request.createdAt,
    locale,
  })
}
