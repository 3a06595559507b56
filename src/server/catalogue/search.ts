import 'server-only'

import MiniSearch, { type SearchOptions } from 'minisearch'

import { newsArticles } from '@/content/news'
import { SOLUTION_SLUGS } from '@/content/routes'
import { solutionPages } from '@/content/solutions'
import { categoryHref, newsHref, productHref, solutionHref } from '@/content/routes'
import type { Category, Product } from '@/lib/catalogue/types'
import { MAX_QUERY_LENGTH, expandTerm, normaliseText, tokenize } from '@/lib/search/terms'
import { getSnapshot, type CatalogueSnapshot } from './snapshot'

/**
 * Site search (issue 14; docs/decisions/029-site-search.md): MiniSearch over the in-memory catalogue snapshot plus the
 * solution and news pages from src/content. Chosen over PostgreSQL full-text + pg_trgm by measurement: the index
 * answers in well under a millisecond at 2,000 products while PGlite's trigram query took hundreds (decision 029).
 * The index is built once per snapshot (a catalogue write makes a new snapshot, hence a new index).
 */

export type SearchKind = 'product' | 'category' | 'solution' | 'news'
export const SEARCH_KINDS: readonly SearchKind[] = ['product', 'category', 'solution', 'news']

export interface SearchHit {
  kind: SearchKind
  /** The product's id / category's id; solution and news pages have none. */
  id: number | null
  slug: string
  title: string
  /** One line under the title: a product's category and summary, a page's description. */
  summary: string
  url: string
  score: number
  /** Present on product hits, for cards on the results page. */
  product?: Product
}

export interface SearchResult {
  query: string
  total: number
  hits: SearchHit[]
}

/** What the index reads of a product: the fields a builder of test or bench data must supply. */
export type SearchableProduct = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'title'
  | 'subtitle'
  | 'series'
  | 'short_description'
  | 'description'
  | 'key_features'
  | 'features'
  | 'applications'
  | 'specifications'
> & { category: { name: string } | null }

export type SearchableCategory = Pick<Category, 'id' | 'slug' | 'name' | 'description'>

interface Doc {
  key: string
  kind: SearchKind
  id: number | null
  slug: string
  /** Name and model: ranked first. */
  name: string
  /** The product's category (and series): ranked second. */
  category: string
  /** Descriptions, features, applications. */
  text: string
  /** "group label value" of every specification row. */
  specs: string
}

/**
 * Field weights: the ranking, name and model first, then category, then description and specifications.
 * Fuzzy (one typo in words of five letters or more) and prefix matches count for less than exact ones
 * (MiniSearch's default weights).
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 8, category: 3, text: 1, specs: 1 },
  combineWith: 'AND',
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 && /\p{L}/u.test(term) ? 1 : false),
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchResult
  size: number
}

export function buildSearchIndex(
  products: readonly SearchableProduct[],
  categories: readonly SearchableCategory[],
  resolveProduct: (id: number) => Product | undefined = () => undefined,
): SearchIndex {
  const mini = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['name', 'category', 'text', 'specs'],
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => expandTerm(normaliseText(term)),
    searchOptions: SEARCH_OPTIONS,
  })
  const docs: Doc[] = []
  for (const p of products) {
    docs.push({
      key: `product:${p.id}`,
      kind: 'product',
      id: p.id,
      slug: p.slug,
      name: p.name,
      category: [p.category?.name ?? '', p.series].join(' '),
      text: [
        p.title,
        p.subtitle,
        p.short_description,
        p.description,
        ...p.key_features,
        ...p.features,
        ...p.applications,
      ]
        .filter(Boolean)
        .join('\n'),
      specs: Object.entries(p.specifications)
        .flatMap(([group, rows]) => Object.entries(rows).map(([label, value]) => `${group} ${label} ${value}`))
        .join('\n'),
    })
  }
  for (const c of categories) {
    docs.push({ key: `category:${c.id}`, kind: 'category', id: c.id, slug: c.slug, ...page(c.name, c.description) })
  }
  for (const slug of SOLUTION_SLUGS) {
    const s = solutionPages[slug]
    docs.push({
      key: `solution:${slug}`,
      kind: 'solution',
      id: null,
      slug,
      ...page(s.title, [s.subtitle, s.description, ...s.applications.map((a) => a.title)].join('\n')),
    })
  }
  for (const a of newsArticles) {
    docs.push({ key: `news:${a.slug}`, kind: 'news', id: null, slug: a.slug, ...page(a.title, a.description) })
  }
  mini.addAll(docs)

  const byKey = new Map(docs.map((d) => [d.key, d]))
  const productById = new Map(products.map((p) => [p.id, p]))
  const categoryById = new Map(categories.map((c) => [c.id, c]))

  return {
    size: docs.length,
    search(query: string, limit = 20): SearchResult {
      const q = query.trim().slice(0, MAX_QUERY_LENGTH)
      if (!q) return { query: q, total: 0, hits: [] }
      const found = mini.search(q)
      const hits = found.slice(0, limit).map((r): SearchHit => {
        const doc = byKey.get(r.id as string)!
        const hit = { kind: doc.kind, id: doc.id, slug: doc.slug, score: round(r.score) }
        switch (doc.kind) {
          case 'product': {
            const p = productById.get(doc.id!)!
            const product = resolveProduct(p.id)
            return {
              ...hit,
              title: p.name,
              summary: p.short_description || p.title,
              url: productHref(p.slug),
              ...(product ? { product } : {}),
            }
          }
          case 'category': {
            const c = categoryById.get(doc.id!)!
            return { ...hit, title: c.name, summary: c.description, url: categoryHref(c.slug) }
          }
          case 'solution': {
            const s = solutionPages[doc.slug as (typeof SOLUTION_SLUGS)[number]]
            return { ...hit, title: s.title, summary: s.subtitle, url: solutionHref(s.slug) }
          }
          case 'news': {
            const a = newsArticles.find((n) => n.slug === doc.slug)!
            return { ...hit, title: a.title, summary: a.description, url: newsHref(a.slug) }
          }
        }
      })
      return { query: q, total: found.length, hits }
    },
  }
}

function page(name: string, text: string) {
  return { name, category: '', text, specs: '' }
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000
}

// One index per snapshot: a new snapshot (catalogue write, TTL) gets its own, built on first search.
const indexes = new WeakMap<CatalogueSnapshot, SearchIndex>()

function indexFor(snapshot: CatalogueSnapshot): SearchIndex {
  let index = indexes.get(snapshot)
  if (!index) {
    index = buildSearchIndex(snapshot.products, snapshot.categories, (id) => snapshot.productById.get(id))
    indexes.set(snapshot, index)
  }
  return index
}

/** Searches products, categories, solution pages and news, best first. */
export async function searchSite(query: string, options: { limit?: number } = {}): Promise<SearchResult> {
  return indexFor(await getSnapshot()).search(query, options.limit)
}
