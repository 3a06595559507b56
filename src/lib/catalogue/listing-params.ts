/**
 * A category listing's state in its URL (`?q=&sort=&page=`) and its `products` query. Apart from the products
 * index's helpers in ./product-list-params.ts, so the products index's JavaScript does not carry them.
 */
import type { Locale } from '@/lib/i18n/locales'
import {
  DEFAULT_SORT,
  MAX_SEARCH_LENGTH,
  firstValue,
  localeParam,
  parsePageParam,
  toProductSort,
  type ProductListParams,
  type ProductSort,
  type RawParams,
} from './product-list-params'

/** The category listing's shareable state: `?q=` search text and `?sort=` order. */
export interface ListingParams {
  q: string
  sort: ProductSort
  /** 1-based. */
  page: number
}

/** `?q=&sort=&page=` of a category listing; unknown values fall back to the defaults, an over-long search is cut. */
export function parseListingParams(raw: RawParams): ListingParams {
  return {
    q: (firstValue(raw, 'q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: toProductSort(firstValue(raw, 'sort')) ?? DEFAULT_SORT,
    page: parsePageParam(firstValue(raw, 'page')),
  }
}

/** `?q=…&sort=…&page=…` for a listing state, defaults omitted so the plain listing keeps its canonical URL. */
export function listingSearch(params: ListingParams, base: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(base)
  if (params.q) next.set('q', params.q)
  else next.delete('q')
  if (params.sort !== DEFAULT_SORT) next.set('sort', params.sort)
  else next.delete('sort')
  if (params.page > 1) next.set('page', String(params.page))
  else next.delete('page')
  const qs = next.toString()
  return qs ? `?${qs}` : ''
}

/**
 * A listing's page: every product of the seed's categories on one (the largest holds about a dozen), a catalogue
 * of thousands in pages (docs/decisions/056-big-catalogue-memory.md: a category of 2,000 showed its first 100 only).
 */
export const LISTING_PAGE_SIZE = 24

/** The `products` query of a category listing: category id, search omitted when empty, sort, and the locale. */
export function listingQueryParams(categoryId: number, params: ListingParams, locale?: Locale): ProductListParams {
  return {
    category: categoryId,
    search: params.q || undefined,
    sort: params.sort,
    limit: LISTING_PAGE_SIZE,
    page: params.page,
    ...localeParam(locale),
  }
}
