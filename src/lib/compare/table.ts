/**
 * The comparison table (decision 031): every specification row of the compared products, aligned. Rows are matched by
 * their normalised group and name ("GNSS Performance / Channels" and "GNSS performance / channels:" are one row);
 * values are kept as written, units included. A row differs when its values (normalised the same way) are not all
 * equal, or some product does not list it.
 */
import type { Product } from '@/lib/catalogue/types'

export interface CompareRow {
  key: string
  label: string
  /** One per product, in column order; null where the product does not list the row. */
  values: (string | null)[]
  differs: boolean
}

export interface CompareGroup {
  key: string
  name: string
  rows: CompareRow[]
}

export function normaliseKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%+./-]+/gu, ' ')
    .trim()
}

/** Values compare without case, accents, spacing and thousands separators ("1,408" = "1408"). */
function normaliseValue(value: string): string {
  return normaliseKey(value)
    .replace(/(\d)[, ](?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, '')
}

export function buildCompareTable(products: readonly Pick<Product, 'specifications'>[]): CompareGroup[] {
  const groups = new Map<string, { name: string; rows: Map<string, { label: string; values: (string | null)[] }> }>()
  products.forEach((product, column) => {
    for (const [groupName, rows] of Object.entries(product.specifications)) {
      const groupKey = normaliseKey(groupName)
      let group = groups.get(groupKey)
      if (!group) {
        group = { name: groupName, rows: new Map() }
        groups.set(groupKey, group)
      }
      for (const [label, value] of Object.entries(rows)) {
        const rowKey = normaliseKey(label.replace(/:\s*$/, ''))
        let row = group.rows.get(rowKey)
        if (!row) {
          row = { label, values: products.map(() => null) }
          group.rows.set(rowKey, row)
        }
        // Two labels of one product normalising alike: the first one wins (the catalogue lists the main one first).
        row.values[column] ??= value
      }
    }
  })
  return [...groups].map(([key, group]) => ({
    key,
    name: group.name,
    rows: [...group.rows].map(([rowKey, row]) => ({
      key: `${key}/${rowKey}`,
      label: row.label,
      values: row.values,
      differs:
        products.length > 1 && new Set(row.values.map((v) => (v === null ? '\u0000' : normaliseValue(v)))).size > 1,
    })),
  }))
}

/** Only the rows that differ, groups left empty dropped. */
export function onlyDifferences<G extends { rows: readonly { differs: boolean }[] }>(groups: readonly G[]): G[] {
  return groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length > 0)
}

export function rowCount(groups: readonly { rows: readonly unknown[] }[]): number {
  return groups.reduce((n, g) => n + g.rows.length, 0)
}

/** A group name or row label as shown: in the page's language, or English (`lang: 'en'`) for want of a translation. */
export interface ShownText {
  text: string
  lang?: 'en'
}

export interface LocalizedCompareGroup extends Omit<CompareGroup, 'name' | 'rows'> {
  name: ShownText
  rows: (Omit<CompareRow, 'label'> & { label: ShownText })[]
}

type Spec = Pick<Product, 'specifications' | 'fallback'>

/**
 * The table of a Dari or Pashto comparison (decision 032): rows aligned by the products' English group and row names,
 * so a translated product and an untranslated one still share their rows; each name shown in the page's language
 * where any compared product translates it (marked English otherwise), and each value as that product shows it.
 * `english[i]` and `shown[i]` are the same product read in English and in the page's locale (same specification
 * order: a translation maps names, it never reorders them).
 */
export function buildLocalizedCompareTable(english: readonly Spec[], shown: readonly Spec[]): LocalizedCompareGroup[] {
  const groupNames = new Map<string, string>()
  const rowLabels = new Map<string, string>()
  const values = shown.map(() => new Map<string, string>())
  english.forEach((product, column) => {
    const local = Object.entries(shown[column]!.specifications)
    const fallback = new Set(shown[column]!.fallback ?? [])
    Object.entries(product.specifications).forEach(([groupName, rows], g) => {
      const [localGroup, localRows] = local[g] ?? [groupName, rows]
      const groupKey = normaliseKey(groupName)
      if (!fallback.has(`specifications.${g}`) && !groupNames.has(groupKey)) groupNames.set(groupKey, localGroup)
      const localEntries = Object.entries(localRows)
      Object.entries(rows).forEach(([label], r) => {
        const rowKey = `${groupKey}/${normaliseKey(label.replace(/:\s*$/, ''))}`
        const [localLabel, localValue] = localEntries[r] ?? [label, rows[label]!]
        if (!fallback.has(`specifications.${g}.${r}`) && !rowLabels.has(rowKey)) rowLabels.set(rowKey, localLabel)
        if (!values[column]!.has(rowKey)) values[column]!.set(rowKey, localValue)
      })
    })
  })
  const shownText = (translated: string | undefined, englishText: string): ShownText =>
    translated === undefined ? { text: englishText, lang: 'en' } : { text: translated }
  return buildCompareTable(english).map((group) => ({
    key: group.key,
    name: shownText(groupNames.get(group.key), group.name),
    rows: group.rows.map((row) => ({
      ...row,
      label: shownText(rowLabels.get(row.key), row.label),
      values: row.values.map((value, column) => (value === null ? null : (values[column]!.get(row.key) ?? value))),
    })),
  }))
}
