import 'server-only'

import MiniSearch, { type SearchOptions } from 'minisearch'

import type { SolutionSlug } from '@/lib/routes'
import { categoryHref, newsHref, productHref, solutionHref } from '@/lib/routes'
import type { Category, Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { foldArabicScript, tokenizeAnyScript } from '@/lib/search/arabic-script'
import { MAX_QUERY_LENGTH, expandTerm, normaliseText } from '@/lib/search/terms'
import { logger } from '@/server/runtime/log'
import { respell, Vocabulary } from './search-query'
import { isPublic } from '@/lib/content/schedule'
import { searchableSolutions, type SearchableSolution } from '@/server/content/pages'
import { localizeEntry } from '@/server/content/read'
import { getSnapshot, viewOf, type CatalogueSnapshot } from './snapshot'

/**
 * Site search (docs/decisions/029-site-search.md): MiniSearch over the in-memory catalogue snapshot plus the
 * solution and news pages from src/content. Chosen over PostgreSQL full-text + pg_trgm by measurement: the index
 * answers in well under a millisecond at 2,000 products while PGlite's trigram query took hundreds (decision 029).
 * The index is built once per snapshot and locale (a catalogue write makes a new snapshot, hence new indexes). A Dari
 * or Pashto index holds each text in that language and in English (decision 032): "گیرنده" and "receiver" both find the
 * GNSS receivers, and the hits come back with the locale's titles.
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
  /** Dari and Pashto results: title or summary shown in English for want of a translation (mark `lang="en"`). */
  fallback?: ('title' | 'summary')[]
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
> & { category: { name: string } | null } & Partial<Pick<Product, 'fallback' | 'category_id'>>

export type SearchableCategory = Pick<Category, 'id' | 'slug' | 'name' | 'description'> &
  Partial<Pick<Category, 'fallback' | 'parent_id'>>

export interface SearchIndexOptions {
  /** The locale of the documents' texts and of the hits (default English). */
  locale?: Locale
  /** The same products and categories in English (by id), matched as well in a Dari or Pashto index. */
  english?: { products: readonly SearchableProduct[]; categories: readonly SearchableCategory[] }
  /**
   * News, events and case studies: every published one, scheduled included, with its texts in the locale and in
   * English; `visible` says whether it shows at a moment, so a search never finds an article before its time.
   */
  news?: readonly SearchableArticle[]
  /** The solution pages in `locale` as far as translated, and in English (their page entries). */
  solutions?: readonly SearchableSolution[]
  englishSolutions?: readonly SearchableSolution[]
}

export interface SearchableArticle {
  slug: string
  title: string
  summary: string
  english?: { title: string; summary: string }
  visible: (now: Date) => boolean
}

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
  boost: { name: 8, category: 4, text: 1, specs: 1 },
  combineWith: 'AND',
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 && /\p{L}/u.test(term) ? 1 : false),
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchResult
  /** The ids of the products `query` finds (the category listing's and the API's product search). */
  productIds(query: string): Set<number>
  size: number
}

/**
 * A product's searchable texts, by field. The category field holds the product's category and the families above it
 * ("RTK Rovers", "GNSS Receivers"), so a query naming a family ranks that family's products first.
 */
function productFields(
  p: SearchableProduct,
  families: (id: number | null | undefined) => string[] = () => [],
): Pick<Doc, 'name' | 'category' | 'text' | 'specs'> {
  return {
    name: p.name,
    category: [p.category?.name ?? '', ...families(p.category_id).slice(1), p.series].join(' '),
    text: [p.title, p.subtitle, p.short_description, p.description, ...p.key_features, ...p.features, ...p.applications]
      .filter(Boolean)
      .join('\n'),
    specs: Object.entries(p.specifications)
      .flatMap(([group, rows]) => Object.entries(rows).map(([label, value]) => `${group} ${label} ${value}`))
      .join('\n'),
  }
}

/** Each field of `local` followed by the same field of `english` where that differs (translated documents). */
function withEnglish<T extends Record<string, string>>(local: T, english: T | undefined): T {
  if (!english) return local
  const out = { ...local }
  for (const key of Object.keys(local) as (keyof T)[])
    if (english[key] && english[key] !== local[key]) out[key] = `${local[key]}\n${english[key]}` as T[keyof T]
  return out
}

export function buildSearchIndex(
  products: readonly SearchableProduct[],
  categories: readonly SearchableCategory[],
  resolveProduct: (id: number) => Product | undefined = () => undefined,
  options: SearchIndexOptions = {},
): SearchIndex {
  const locale = options.locale ?? DEFAULT_LOCALE
  // The index's words, recorded as it is built, for respelling queries (./search-query.ts).
  const vocabulary = new Vocabulary()
  let indexing = true
  const mini = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['name', 'category', 'text', 'specs'],
    storeFields: [],
    tokenize: (text) => tokenizeAnyScript(text),
    processTerm: (term) => {
      const terms = expandTerm(normaliseText(foldArabicScript(term)))
      if (indexing) for (const t of terms) vocabulary.add(t.replace(/\u200c/g, ''))
      return terms
    },
    searchOptions: SEARCH_OPTIONS,
  })
  const englishProduct = new Map(options.english?.products.map((p) => [p.id, p]))
  const englishCategory = new Map(options.english?.categories.map((c) => [c.id, c]))
  const familiesIn = (list: readonly SearchableCategory[]) => {
    const byId = new Map(list.map((c) => [c.id, c]))
    return (id: number | null | undefined): string[] => {
      const names: string[] = []
      for (let c = id == null ? undefined : byId.get(id); c && names.length < 8; c = byId.get(c.parent_id ?? NaN))
        names.push(c.name)
      return names
    }
  }
  const families = familiesIn(categories)
  const englishFamilies = familiesIn(options.english?.categories ?? [])
  const docs: Doc[] = []
  for (const p of products) {
    const english = englishProduct.get(p.id)
    docs.push({
      key: `product:${p.id}`,
      kind: 'product',
      id: p.id,
      slug: p.slug,
      ...withEnglish(productFields(p, families), english && productFields(english, englishFamilies)),
    })
  }
  for (const c of categories) {
    const english = englishCategory.get(c.id)
    docs.push({
      key: `category:${c.id}`,
      kind: 'category',
      id: c.id,
      slug: c.slug,
      ...withEnglish(page(c.name, c.description), english && page(english.name, english.description)),
    })
  }
  const solutionDoc = (s: SearchableSolution) =>
    page(s.title, [s.subtitle, s.description, ...s.applications.map((a) => a.title)].join('\n'))
  const solutions = new Map((options.solutions ?? []).map((s) => [s.slug, s]))
  const englishSolutions = new Map((options.englishSolutions ?? []).map((s) => [s.slug, s]))
  for (const s of solutions.values()) {
    const english = locale === DEFAULT_LOCALE ? undefined : englishSolutions.get(s.slug)
    docs.push({
      key: `solution:${s.slug}`,
      kind: 'solution',
      id: null,
      slug: s.slug,
      ...withEnglish(solutionDoc(s), english && solutionDoc(english)),
    })
  }
  const articles = new Map((options.news ?? []).map((a) => [a.slug, a]))
  for (const a of articles.values()) {
    docs.push({
      key: `news:${a.slug}`,
      kind: 'news',
      id: null,
      slug: a.slug,
      ...withEnglish(page(a.title, a.summary), a.english && page(a.english.title, a.english.summary)),
    })
  }
  mini.addAll(docs)
  indexing = false
  for (const d of docs) vocabulary.addAcronymsOf(`${d.name}\n${d.category}\n${d.text}\n${d.specs}`)
  const find = (q: string) => mini.search(respell(q, vocabulary).query)

  const byKey = new Map(docs.map((d) => [d.key, d]))
  const productById = new Map(products.map((p) => [p.id, p]))
  const categoryById = new Map(categories.map((c) => [c.id, c]))

  return {
    size: docs.length,
    search(query: string, limit = 20): SearchResult {
      const q = query.trim().slice(0, MAX_QUERY_LENGTH)
      if (!q) return { query: q, total: 0, hits: [] }
      const now = new Date()
      const found = find(q).filter((r) => {
        const doc = byKey.get(r.id as string)!
        return doc.kind !== 'news' || articles.get(doc.slug)!.visible(now)
      })
      const hits = found.slice(0, limit).map((r): SearchHit => {
        const doc = byKey.get(r.id as string)!
        const hit = { kind: doc.kind, id: doc.id, slug: doc.slug, score: round(r.score) }
        switch (doc.kind) {
          case 'product': {
            const p = productById.get(doc.id!)!
            const product = resolveProduct(p.id)
            const summaryField = p.short_description ? 'short_description' : 'title'
            return {
              ...hit,
              title: p.name,
              summary: p.short_description || p.title,
              url: productHref(p.slug),
              ...(product ? { product } : {}),
              ...hitFallback(p.fallback?.includes('name'), p.fallback?.includes(summaryField)),
            }
          }
          case 'category': {
            const c = categoryById.get(doc.id!)!
            return {
              ...hit,
              title: c.name,
              summary: c.description,
              url: categoryHref(c.slug),
              ...hitFallback(c.fallback?.includes('name'), c.fallback?.includes('description')),
            }
          }
          case 'solution': {
            const s = solutions.get(doc.slug)!
            return { ...hit, title: s.title, summary: s.subtitle, url: solutionHref(s.slug as SolutionSlug) }
          }
          case 'news': {
            const a = articles.get(doc.slug)!
            return { ...hit, title: a.title, summary: a.summary, url: newsHref(a.slug) }
          }
        }
      })
      return { query: q, total: found.length, hits }
    },
    productIds(query: string): Set<number> {
      const q = query.trim().slice(0, MAX_QUERY_LENGTH)
      const ids = new Set<number>()
      if (!q) return ids
      for (const r of find(q))
        if (byKey.get(r.id as string)!.kind === 'product') ids.add(byKey.get(r.id as string)!.id!)
      return ids
    },
  }
}

function page(name: string, text: string) {
  return { name, category: '', text, specs: '' }
}

function hitFallback(title: boolean | undefined, summary: boolean | undefined): Pick<SearchHit, 'fallback'> {
  const fallback = [...(title ? ['title' as const] : []), ...(summary ? ['summary' as const] : [])]
  return fallback.length ? { fallback } : {}
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000
}

const ARTICLE_KINDS: readonly string[] = ['news', 'event', 'case-study']

/** The snapshot's articles as the index takes them (src/server/content/read.ts decides the language). */
function searchableArticles(snapshot: CatalogueSnapshot, locale: Locale): SearchableArticle[] {
  return snapshot.content
    .filter((entry) => ARTICLE_KINDS.includes(entry.kind))
    .map((entry) => {
      const local = localizeEntry(entry, locale).fields
      const text = (fields: Record<string, unknown>) => ({
        title: String(fields.title),
        summary: String(fields.summary),
      })
      return {
        slug: entry.slug,
        ...text(local),
        english: locale === DEFAULT_LOCALE ? undefined : text(entry.fields),
        visible: (now: Date) => isPublic({ ...entry, status: 'published' }, now),
      }
    })
}

// One index per snapshot and locale: a new snapshot (catalogue write, TTL) gets its own, built on first search.
const indexes = new WeakMap<CatalogueSnapshot, Map<Locale, SearchIndex>>()

function indexFor(snapshot: CatalogueSnapshot, locale: Locale): SearchIndex {
  let byLocale = indexes.get(snapshot)
  if (!byLocale) indexes.set(snapshot, (byLocale = new Map()))
  let index = byLocale.get(locale)
  if (!index) {
    const view = viewOf(snapshot, locale)
    index = buildSearchIndex(view.products, view.categories, (id) => view.productById.get(id), {
      locale,
      english: locale === DEFAULT_LOCALE ? undefined : snapshot,
      news: searchableArticles(snapshot, locale),
      solutions: searchableSolutions(snapshot, locale),
      englishSolutions: locale === DEFAULT_LOCALE ? undefined : searchableSolutions(snapshot, DEFAULT_LOCALE),
    })
    byLocale.set(locale, index)
  }
  return index
}

/**
 * Searches products, categories, solution pages and news, best first, with the titles of `locale` (default en).
 * `recordMiss`: a search a visitor submitted that found nothing is logged (the query, with anything that looks like
 * an e-mail address or a phone number blanked, and the locale; nothing about the visitor), so the spelling table
 * (./search-queries.test.ts) can grow from what people really type.
 */
export async function searchSite(
  query: string,
  options: { limit?: number; locale?: Locale; recordMiss?: boolean } = {},
): Promise<SearchResult> {
  const locale = options.locale ?? DEFAULT_LOCALE
  const result = indexFor(await getSnapshot(), locale).search(query, options.limit)
  if (options.recordMiss && result.total === 0 && result.query)
    log.info({ query: withoutPersonalData(result.query), locale }, 'search found nothing')
  return result
}

/** The products `query` finds in `locale`'s catalogue, by id: the same matcher as site search. */
export async function productIdsMatching(query: string, locale: Locale = DEFAULT_LOCALE): Promise<Set<number>> {
  return indexFor(await getSnapshot(), locale).productIds(query)
}

const log = logger('search')

/** A query with e-mail addresses and long digit runs (phone numbers) blanked. */
export function withoutPersonalData(query: string): string {
  return query.replace(/\S+@\S+/g, '[email]').replace(/[+\d][\d\s().-]{6,}\d/g, '[number]')
}
