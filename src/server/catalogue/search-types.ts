import 'server-only'

import type { Category, Product } from '@/lib/catalogue/types'
import type { Locale } from '@/lib/i18n/locales'
import type { SearchKind } from '@/lib/search/kinds'
import type { SearchableSolution } from '@/server/content/pages'

/** The site search's shapes (./search-index.ts builds and searches the index). */

export { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds'

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

export interface SearchableArticle {
  slug: string
  title: string
  summary: string
  english?: { title: string; summary: string }
  visible: (now: Date) => boolean
}

/** What a product hit shows: its name, a line of summary, the texts that fell back, and (for cards) the product. */
type HitProduct = Pick<Product, 'id' | 'slug' | 'name' | 'title' | 'short_description'> &
  Partial<Pick<Product, 'fallback'>>

/** Where hits take their titles: the catalogue view current at the search (a patched index outlives its view). */
export interface HitSource {
  product(id: number): HitProduct | undefined
  /** The product a hit card shows (the view's product); none for bare documents. */
  card?(id: number): Product | undefined
  category(id: number): SearchableCategory | undefined
}

export interface SearchIndexOptions {
  /** The locale of the documents' texts and of the hits (default English). */
  locale?: Locale
  /** The categories in `locale`, and the same in English (by id) for a Dari or Pashto index. */
  categories: readonly SearchableCategory[]
  englishCategories?: readonly SearchableCategory[]
  /**
   * News, events and case studies: every published one, scheduled included, with its texts in the locale and in
   * English; `visible` says whether it shows at a moment, so a search never finds an article before its time.
   */
  news?: readonly SearchableArticle[]
  /** The solution pages in `locale` as far as translated, and in English (their page entries). */
  solutions?: readonly SearchableSolution[]
  englishSolutions?: readonly SearchableSolution[]
}
