import 'server-only'

import MiniSearch, { type SearchOptions } from 'minisearch'

import type { SolutionSlug } from '@/lib/routes'
import { categoryHref, newsHref, productHref, solutionHref } from '@/lib/routes'
import type { Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { foldArabicScript, tokenizeAnyScript } from '@/lib/search/arabic-script'
import { MAX_QUERY_LENGTH, expandTerm, normaliseText } from '@/lib/search/terms'
import type { SearchableSolution } from '@/server/content/pages'
import {
  familiesIn,
  localOnly,
  page,
  productParts,
  withEnglish,
  type DocFields,
  type DocParts,
} from './search-documents'
import { packPostings } from './search-postings'
import { SearchRanking } from './search-ranking'
import { respell, Vocabulary } from './search-query'
import type {
  HitSource,
  SearchableArticle,
  SearchableCategory,
  SearchableProduct,
  SearchHit,
  SearchIndexOptions,
  SearchKind,
  SearchResult,
} from './search-types'

export * from './search-types'

/*
 * The site search index (docs/decisions/029-site-search.md): MiniSearch with the catalogue's field weights, its
 * postings packed (./search-postings.ts, docs/decisions/056-big-catalogue-memory.md). An index is built once per
 * catalogue and locale, a batch of products at a time, and patched when a staff save changes a few products; it
 * keeps no product of its own: the hits take their titles from the catalogue view current when the search runs.
 */

interface Doc extends DocFields {
  key: string
  kind: SearchKind
  id: number | null
  slug: string
}

/**
 * Field weights: the ranking, name and model first, then category, then description and specifications.
 * Fuzzy (one typo in words of five letters or more) and prefix matches count for less than exact ones
 * (MiniSearch's default weights).
 */
/**
 * How many documents' postings may wait in MiniSearch's own Maps before they are packed: packing walks every word,
 * so once per batch of 250 was a quarter of an index build at 10,000 products; a pack per 2,000 holds about 25 MB of
 * Maps at most. A small addition (a save) is packed at once.
 */
const PACK_EVERY = 2_000

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 8, category: 4, text: 1, specs: 1 },
  combineWith: 'AND',
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 5 && /\p{L}/u.test(term) ? 1 : false),
}

/** The terms one word of a text or a query stands for (./terms.ts). */
const termsFor = (term: string): string[] => expandTerm(normaliseText(foldArabicScript(term)))

export interface SearchIndex {
  search(query: string, limit?: number): SearchResult
  /** The ids of the products `query` finds (the category listing's and the API's product search). */
  productIds(query: string): Set<number>
  size: number
}

/** What the base's id map reads of MiniSearch 7.2.0's index (pinned; ./search-ranking.ts reads more of it). */
interface MiniInternals {
  _nextId: number
  _documentIds: Map<number, string>
  _idToShortId: Map<string, number>
}

/** One locale's index: pages and categories from the start, products added in batches and replaced when saved. */
export class SiteSearchIndex implements SearchIndex {
  readonly locale: Locale
  private readonly mini: MiniSearch<Doc>
  // Ranks queries over `mini`'s index as its own search would, without its garbage (./search-ranking.ts).
  private readonly ranking: SearchRanking
  // The index's words, recorded as it is built, for respelling queries (./search-query.ts).
  private readonly vocabulary: Vocabulary
  /** How a document's texts in the locale and in English become its fields here (withEnglish, or localOnly). */
  private readonly combine: (local: DocParts, english: DocParts | undefined) => DocFields
  /**
   * Moves on whenever documents are added or taken out (in addDocs: every removal is followed by an addition), so the
   * base's id map is made again for a new pair.
   */
  private version = 0
  private idMap: { at: string; map: Int32Array } | undefined
  private readonly docs = new Map<string, Pick<Doc, 'kind' | 'id' | 'slug'>>()
  private readonly families: (id: number | null | undefined) => string[]
  private readonly englishFamilies: (id: number | null | undefined) => string[]
  private solutions = new Map<string, SearchableSolution>()
  private articles = new Map<string, SearchableArticle>()
  /** Documents added since the postings were last packed. */
  private unpacked = 0
  /** Where hits take their titles unless a search names another (the documents given, for an index in memory). */
  source: HitSource

  /**
   * `base`: for a Dari or Pashto index, the English index of the same catalogue and content, which then holds every
   * English text once for all three (see localOnly).
   */
  constructor(options: SearchIndexOptions, base?: SiteSearchIndex) {
    this.locale = options.locale ?? DEFAULT_LOCALE
    this.vocabulary = new Vocabulary(base?.vocabulary)
    this.combine = base ? localOnly : withEnglish
    // Each word's terms, once per index: a catalogue repeats its words (16,000 distinct in 10,000 products).
    const termsOf = new Map<string, string[]>()
    this.mini = new MiniSearch<Doc>({
      idField: 'key',
      fields: ['name', 'category', 'text', 'specs'],
      storeFields: [],
      tokenize: (text) => tokenizeAnyScript(text),
      processTerm: (term) => {
        let terms = termsOf.get(term)
        if (!terms) {
          terms = termsFor(term)
          termsOf.set(term, terms)
          for (const t of terms) this.vocabulary.add(t.replace(/\u200c/g, ''))
        }
        return terms
      },
      // A query's words are read the same way, but are not the index's words.
      searchOptions: { ...SEARCH_OPTIONS, processTerm: termsFor },
      // Replaced documents' postings stay until the next full build (a few hundred per save); vacuuming would
      // rewrite every packed list.
      autoVacuum: false,
    })
    this.ranking = new SearchRanking(
      this.mini,
      base && { mini: base.mini as unknown as MiniSearch<object>, idMap: () => this.baseIdMap(base) },
    )
    const categories = new Map(options.categories.map((c) => [c.id, c]))
    this.source = { product: () => undefined, category: (id) => categories.get(id) }
    this.families = familiesIn(options.categories)
    this.englishFamilies = familiesIn(options.englishCategories ?? [])
    const englishCategory = new Map(options.englishCategories?.map((c) => [c.id, c]))
    const docs: Doc[] = []
    for (const c of options.categories) {
      const english = englishCategory.get(c.id)
      docs.push({
        ...this.entry('category', c.id, c.slug),
        ...this.combine(page(c.name, c.description), english && page(english.name, english.description)),
      })
    }
    this.addDocs(docs)
    this.addPages(options)
  }

  /** The site's content changed: its solution pages and articles replaced by these. */
  replacePages(pages: Pick<SearchIndexOptions, 'solutions' | 'englishSolutions' | 'news'>): void {
    for (const [key, doc] of this.docs) {
      if (doc.kind !== 'solution' && doc.kind !== 'news') continue
      if (this.mini.has(key)) this.mini.discard(key)
      this.docs.delete(key)
    }
    this.addPages(pages)
  }

  private addPages(pages: Pick<SearchIndexOptions, 'solutions' | 'englishSolutions' | 'news'>): void {
    const docs: Doc[] = []
    const solutionDoc = (s: SearchableSolution) =>
      page(s.title, [s.subtitle, s.description, ...s.applications.map((a) => a.title)].join('\n'))
    this.solutions = new Map((pages.solutions ?? []).map((s) => [s.slug, s]))
    const englishSolutions = new Map((pages.englishSolutions ?? []).map((s) => [s.slug, s]))
    for (const s of this.solutions.values()) {
      const english = this.locale === DEFAULT_LOCALE ? undefined : englishSolutions.get(s.slug)
      docs.push({
        ...this.entry('solution', null, s.slug),
        ...this.combine(solutionDoc(s), english && solutionDoc(english)),
      })
    }
    this.articles = new Map((pages.news ?? []).map((a) => [a.slug, a]))
    for (const a of this.articles.values()) {
      const english = a.english && page(a.english.title, a.english.summary)
      docs.push({ ...this.entry('news', null, a.slug), ...this.combine(page(a.title, a.summary), english) })
    }
    this.addDocs(docs)
  }

  get size(): number {
    return this.mini.documentCount
  }

  /** The distinct words of this index's own postings (a Dari or Pashto index's English ones are its base's). */
  get termCount(): number {
    return this.mini.termCount
  }

  /** Adds products (in the index's locale; `english`: the same products in English, for a Dari or Pashto index). */
  addProducts(products: readonly SearchableProduct[], english?: ReadonlyMap<number, SearchableProduct>): void {
    this.addDocs(products.map((p) => this.productDoc(p, english?.get(p.id))))
  }

  /** A staff save: the products' documents replaced (or added), and those in `removed` taken out. */
  replaceProducts(
    products: readonly SearchableProduct[],
    english: ReadonlyMap<number, SearchableProduct> | undefined,
    removed: readonly number[],
  ): void {
    for (const id of [...removed, ...products.map((p) => p.id)]) {
      const key = `product:${id}`
      if (this.mini.has(key)) this.mini.discard(key)
      this.docs.delete(key)
    }
    this.addProducts(products, english)
  }

  search(query: string, limit = 20, source: HitSource = this.source): SearchResult {
    const q = query.trim().slice(0, MAX_QUERY_LENGTH)
    if (!q) return { query: q, total: 0, hits: [] }
    const now = new Date()
    const hits: SearchHit[] = []
    let total = 0
    const { size, ids, scores } = this.find(q, true)
    for (let i = 0; i < size; i++) {
      const doc = this.docs.get(this.ranking.documentId(ids[i]!) as string)
      if (!doc || (doc.kind === 'news' && !this.articles.get(doc.slug)!.visible(now))) continue
      if (hits.length < limit) {
        // Titles from the current view: a product it no longer shows is left out.
        const hit = this.hit(doc, scores[i]!, source)
        if (!hit) continue
        hits.push(hit)
      }
      total++
    }
    return { query: q, total, hits }
  }

  productIds(query: string): Set<number> {
    const q = query.trim().slice(0, MAX_QUERY_LENGTH)
    const ids = new Set<number>()
    if (!q) return ids
    const found = this.find(q, false)
    for (let i = 0; i < found.size; i++) {
      const doc = this.docs.get(this.ranking.documentId(found.ids[i]!) as string)
      if (doc?.kind === 'product') ids.add(doc.id!)
    }
    return ids
  }

  /** The documents `q` finds (ranked best first when `sorted`), valid until the next search of this index. */
  private find(q: string, sorted: boolean) {
    return this.ranking.rank(respell(q, this.vocabulary).query, sorted)
  }

  /** The base's short ids to this index's, by document key; made again only when either index has changed. */
  private baseIdMap(base: SiteSearchIndex): Int32Array {
    const at = `${base.version}:${this.version}`
    if (this.idMap?.at === at) return this.idMap.map
    const theirs = base.mini as unknown as MiniInternals
    const ours = this.mini as unknown as MiniInternals
    const map = new Int32Array(theirs._nextId).fill(-1)
    for (const [short, key] of theirs._documentIds) map[short] = ours._idToShortId.get(key) ?? -1
    this.idMap = { at, map }
    return map
  }

  private entry(kind: SearchKind, id: number | null, slug: string): Pick<Doc, 'key' | 'kind' | 'id' | 'slug'> {
    const key = `${kind}:${id ?? slug}`
    this.docs.set(key, { kind, id, slug })
    return { key, kind, id, slug }
  }

  private productDoc(p: SearchableProduct, english: SearchableProduct | undefined): Doc {
    const parts = productParts(p, this.families(p.category_id))
    return {
      ...this.entry('product', p.id, p.slug),
      ...this.combine(parts, english && productParts(english, this.englishFamilies(english.category_id))),
    }
  }

  private addDocs(docs: Doc[]): void {
    this.version++
    this.mini.addAll(docs)
    for (const d of docs) this.vocabulary.addAcronymsOf(`${d.name}\n${d.category}\n${d.text}\n${d.specs}`)
    this.unpacked += docs.length
    if (this.unpacked >= PACK_EVERY || docs.length < PACK_EVERY / 8) this.pack()
  }

  /** Packs the postings of the documents added since the last time (./search-postings.ts). */
  pack(): void {
    packPostings(this.mini as unknown as MiniSearch<object>)
    this.unpacked = 0
  }

  private hit(doc: Pick<Doc, 'kind' | 'id' | 'slug'>, score: number, source: HitSource): SearchHit | undefined {
    const base = { kind: doc.kind, id: doc.id, slug: doc.slug, score: Math.round(score * 1000) / 1000 }
    switch (doc.kind) {
      case 'product': {
        const p = source.product(doc.id!)
        if (!p) return undefined
        const product = source.card?.(p.id)
        const summaryField = p.short_description ? 'short_description' : 'title'
        return {
          ...base,
          title: p.name,
          summary: p.short_description || p.title,
          url: productHref(p.slug),
          ...(product ? { product } : {}),
          ...hitFallback(p.fallback?.includes('name'), p.fallback?.includes(summaryField)),
        }
      }
      case 'category': {
        const c = source.category(doc.id!)
        if (!c) return undefined
        return {
          ...base,
          title: c.name,
          summary: c.description,
          url: categoryHref(c.slug),
          ...hitFallback(c.fallback?.includes('name'), c.fallback?.includes('description')),
        }
      }
      case 'solution': {
        const s = this.solutions.get(doc.slug)!
        return { ...base, title: s.title, summary: s.subtitle, url: solutionHref(s.slug as SolutionSlug) }
      }
      case 'news': {
        const a = this.articles.get(doc.slug)!
        return { ...base, title: a.title, summary: a.summary, url: newsHref(a.slug) }
      }
    }
  }
}

function hitFallback(title: boolean | undefined, summary: boolean | undefined): Pick<SearchHit, 'fallback'> {
  const fallback = [...(title ? ['title' as const] : []), ...(summary ? ['summary' as const] : [])]
  return fallback.length ? { fallback } : {}
}

/**
 * An index over documents in memory (tests and the search benchmark): `products` and `categories` in `locale`,
 * with `english` the same in English for a Dari or Pashto index (then built over an English index of those, as the
 * site's are); hits carry `resolveProduct(id)` as their card.
 */
export function buildSearchIndex(
  products: readonly SearchableProduct[],
  categories: readonly SearchableCategory[],
  resolveProduct: (id: number) => Product | undefined = () => undefined,
  options: Omit<SearchIndexOptions, 'categories' | 'englishCategories'> & {
    english?: { products: readonly SearchableProduct[]; categories: readonly SearchableCategory[] }
  } = {},
): SiteSearchIndex {
  const base =
    options.english &&
    buildSearchIndex(options.english.products, options.english.categories, resolveProduct, {
      solutions: options.englishSolutions,
      news: options.news?.map((a) => ({ ...a, ...(a.english ?? {}), english: undefined })),
    })
  const index = new SiteSearchIndex({ ...options, categories, englishCategories: options.english?.categories }, base)
  const english = options.english && new Map(options.english.products.map((p) => [p.id, p]))
  index.addProducts(products, english)
  const byId = new Map(products.map((p) => [p.id, p]))
  const categoryById = new Map(categories.map((c) => [c.id, c]))
  index.source = { product: (id) => byId.get(id), card: resolveProduct, category: (id) => categoryById.get(id) }
  return index
}
