import { buildCompareTable, onlyDifferences } from '@/lib/compare/table'
import type { Product } from '@/lib/catalogue/types'
import { formatPrice } from '@/lib/format'
import { markdownCell } from '@/lib/markdown-text'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

/** The comparison as markdown for the documents module: per specification group, a table with a column per product. */
export function comparisonMarkdown(products: readonly Product[], differences: boolean, locale: Locale): string {
  const { comparePage } = messages(locale)
  const all = buildCompareTable(products)
  const groups = differences ? onlyDifferences(all) : all
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const header = [
    row([comparePage.feature, ...products.map((p) => markdownCell(p.name))]),
    row(['---', ...products.map(() => '---')]),
    row([
      comparePage.price,
      ...products.map((p) => (p.price === null ? comparePage.onQuotation : formatPrice(p.price, locale))),
    ]),
  ]
  const out: string[] = []
  for (const group of groups) {
    out.push(`## ${markdownCell(group.name)}`, '', ...header.slice(0, 2))
    for (const r of group.rows) {
      const label = markdownCell(r.label) + (r.differs ? ' \\*' : '')
      out.push(row([label, ...r.values.map((v) => (v === null ? comparePage.notListed : markdownCell(v)))]))
    }
    out.push('')
  }
  return [`## ${comparePage.price}`, '', ...header, '', ...out, `\\* ${comparePage.differs}`].join('\n')
}
