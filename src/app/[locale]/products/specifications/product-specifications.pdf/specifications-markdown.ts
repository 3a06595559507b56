import type { Category, Product } from '@/lib/catalogue/types'
import { formatPrice } from '@/lib/format'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

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

function text(value: string): string {
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
 * The catalogue-wide specifications summary ("Download Specifications", docs/design.md decision 5) as markdown for the
 * document typesetter: one section per top-level category in display order, each product with its category, series,
 * price and leading specification rows. Products outside the tree (no category) come last.
 */
export function specificationsMarkdown(
  products: readonly Product[],
  tree: readonly Category[],
  locale: Locale = 'en',
): string {
  const copy = messages(locale).productsIndexExtras.specificationsDocument
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

  const out: string[] = []
  for (const [top, items] of sections) {
    if (items.length === 0) continue
    out.push(`# ${text(top?.name ?? 'Other products')}`, '')
    for (const product of [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
      out.push(`## ${text(product.name)}`, '')
      if (product.subtitle) out.push(text(product.subtitle), '')
      const facts = [
        product.category ? `**Category:** ${text(product.category.name)}` : '',
        product.series ? `**Series:** ${text(product.series)}` : '',
        `**Price:** ${product.price !== null ? formatPrice(product.price, locale) : copy.priceOnRequest}`,
      ].filter(Boolean)
      out.push(facts.join(' · '), '')
      const rows = leadingSpecRows(product)
      if (rows.length > 0) {
        out.push('| Specification | Value |', '| --- | --- |')
        for (const [label, value] of rows) out.push(`| ${cell(label)} | ${cell(value)} |`)
        out.push('')
      }
    }
  }
  return out.join('\n')
}
