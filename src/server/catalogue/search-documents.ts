import 'server-only'

import type { SearchableCategory, SearchableProduct } from './search-types'

/*
 * A search document's texts (./search-index.ts): a product's, a category's or a page's fields made of their parts, and
 * how the texts in the index's locale and in English are combined: whole in an index of its own (withEnglish), or
 * only the locale's own parts in a Dari or Pashto index over the English one (localOnly).
 */

/** The fields of a search document, as MiniSearch indexes them. */
export interface DocFields {
  /** Name and model: ranked first. */
  name: string
  /** The product's category (and series): ranked second. */
  category: string
  /** Descriptions, features, applications. */
  text: string
  /** "group label value" of every specification row. */
  specs: string
}

/** A document's texts before they are joined: each field's parts (a title, a feature, a specification row…). */
export type DocParts = Record<keyof DocFields, string[]>
const FIELDS = ['name', 'category', 'text', 'specs'] as const
const SEPARATOR: Record<keyof DocFields, string> = { name: '\n', category: ' ', text: '\n', specs: '\n' }

/** A product's searchable texts, by field; the category field holds its family's names too ("RTK Rovers GNSS…"). */
export function productParts(p: SearchableProduct, families: string[]): DocParts {
  return {
    name: [p.name],
    category: [p.category?.name ?? '', ...families.slice(1), p.series],
    text: [
      p.title,
      p.subtitle,
      p.short_description,
      p.description,
      ...p.key_features,
      ...p.features,
      ...p.applications,
    ].filter((part): part is string => !!part),
    specs: Object.entries(p.specifications).flatMap(([group, rows]) =>
      Object.entries(rows).map(([label, value]) => `${group} ${label} ${value}`),
    ),
  }
}

const joined = (parts: DocParts, key: keyof DocFields) => parts[key].join(SEPARATOR[key])

/**
 * An index holding its texts whole (English, or an index without a base): each field of `local` followed by the same
 * field of `english` where that differs (translated documents).
 */
export function withEnglish(local: DocParts, english: DocParts | undefined): DocFields {
  const out = {} as DocFields
  for (const key of FIELDS) {
    const own = joined(local, key)
    const other = english && joined(english, key)
    out[key] = other && other !== own ? `${own}\n${other}` : own
  }
  return out
}

/**
 * A Dari or Pashto index over an English base (./search-ranking.ts's BaseLayer): only the parts that are not the
 * English ones, which the base holds already. An untranslated product (its texts the English fallback) adds nothing
 * but its translated family names: before, each such index repeated the English index's postings (about 30 MB each
 * at 10,000 products).
 */
export function localOnly(local: DocParts, english: DocParts | undefined): DocFields {
  const out = {} as DocFields
  for (const key of FIELDS) {
    const known = new Set(english?.[key])
    out[key] = local[key].filter((part) => !known.has(part)).join(SEPARATOR[key])
  }
  return out
}

export function page(name: string, text: string): DocParts {
  return { name: [name], category: [], text: [text], specs: [] }
}

/** A category's name and the names of the families above it, nearest first (at most 8). */
export function familiesIn(list: readonly SearchableCategory[]) {
  const byId = new Map(list.map((c) => [c.id, c]))
  return (id: number | null | undefined): string[] => {
    const names: string[] = []
    for (let c = id == null ? undefined : byId.get(id); c && names.length < 8; c = byId.get(c.parent_id ?? NaN))
      names.push(c.name)
    return names
  }
}
