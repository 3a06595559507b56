/**
 * Product-list parameters (search, sort, category, page, limit): the one home for their names, limits, defaults and
 * sort orders, for reading them from a URL and writing them back, in three places that must agree:
 *
 * - the public API, `GET /api/public/products?…`: strict, a bad value is a 400 (its zod schema, in
 *   src/server/http/api-params.ts, is built from the tables and limits here and ends in `resolveProductListQuery`);
 * - the pages, `/products?page=` and `/products/category/{slug}?q=&sort=`: lenient, a bad value falls back to the
 *   default so a hand-edited link still opens the page (`parseListingParams`, `parsePageParam`);
 * - the browser's `products` query (`ProductListParams`), which asks the API (`productListUrl`) and which a page seeds
 *   with the list it rendered, read from the catalogue with the very same parameters (`toProductListQuery`).
 *
 * Isomorphic and free of zod on purpose: client components import this module, and zod in it would add about
 * 31 KiB (gzip) to the first load of every page that shows a product list. Turbopack keeps a module's imports whole,
 * even for functions the browser never calls, and a dynamic `import('zod')` here was measured to land zod in a
 * first-load chunk of every page; so the lenient parsers below are hand-checked from the same tables, and the API's
 * strict zod schema lives on the server (src/server/http/api-params.ts) and is built from them.
 */
import { firstParam, type SearchParamValue } from '@/lib/search-params'
import type { Locale } from '@/lib/i18n/locales'

/** The products index shows 20 per page; the API caps a page at 100 (docs/public-api.md). */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
export const MAX_SEARCH_LENGTH = 100
export const MAX_PAGE = 100_000
export const MAX_OFFSET = 1_000_000

/**
 * The sort orders, in the order the sort menu shows them. The ids are the `?sort=` values of pages and API alike;
 * the catalogue's comparators are keyed by them (src/server/catalogue/queries.ts), so adding an order here without
 * its comparator fails the type check.
 */
export const PRODUCT_SORTS = ['name', 'price', 'created_at'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
/** Older links and API clients say `newest`; it means `created_at`. */
const SORT_ALIASES = { newest: 'created_at' } as const satisfies Record<string, ProductSort>
/** Every accepted `?sort=` value: the ids, then the aliases. */
export const SORT_VALUES = [...PRODUCT_SORTS, ...Object.keys(SORT_ALIASES)] as [string, ...string[]]
export const DEFAULT_SORT: ProductSort = 'name'

/**
 * The sort menu: every order with its label, in menu order. The labels are the page locale's `sortLabels`
 * (src/content/labels.ts), passed in so this module carries no copy into the browser.
 */
export function sortOptions(labels: Readonly<Record<ProductSort, string>>): { value: ProductSort; label: string }[] {
  return PRODUCT_SORTS.map((value) => ({ value, label: labels[value] }))
}

/** A `?sort=` value as an order: an id or an alias, else undefined. */
export function toProductSort(value: string | undefined): ProductSort | undefined {
  if (value === undefined) return undefined
  if ((PRODUCT_SORTS as readonly string[]).includes(value)) return value as ProductSort
  return Object.hasOwn(SORT_ALIASES, value) ? SORT_ALIASES[value as keyof typeof SORT_ALIASES] : undefined
}

/** A category as the API takes it: numeric id or slug. */
export type CategoryKey = { id: number } | { slug: string }

/** The catalogue's product-list query: what `listProducts` takes, and what the API's schema produces. */
export interface ProductListQuery {
  active?: boolean
  featured?: boolean
  category?: CategoryKey
  search?: string
  sort: ProductSort
  limit: number
  offset: number
  /** Texts in this locale (decision 032); absent: English. */
  locale?: Locale
}

/** Defaults and normalisation shared by the API's schema and `toProductListQuery`: search trimmed (empty is none),
 * sort resolved (alias, default), `page` turned into an offset. */
export function resolveProductListQuery(q: {
  active?: boolean
  featured?: boolean
  category?: CategoryKey
  search?: string
  sort?: string
  limit?: number
  offset?: number
  page?: number
  locale?: Locale
}): ProductListQuery {
  const limit = q.limit ?? DEFAULT_PAGE_SIZE
  return {
    active: q.active,
    featured: q.featured,
    category: q.category,
    search: q.search?.trim() || undefined,
    sort: toProductSort(q.sort) ?? DEFAULT_SORT,
    limit,
    offset: q.offset ?? ((q.page ?? 1) - 1) * limit,
    // English is the default: 'en' and none are the same query (and the same URL).
    ...(q.locale && q.locale !== 'en' ? { locale: q.locale } : {}),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The browser's `products` query and the API URL it asks.

/** The `products` query's parameters; also its cache key, so the server seeds exactly what the client asks for. */
export interface ProductListParams {
  category?: number | string
  featured?: boolean
  search?: string
  sort?: ProductSort
  limit?: number
  page?: number
  /** The page's locale: Dari and Pashto pages ask for their texts (`?locale=fa`); English asks for none. */
  locale?: Locale
}

/**
 * The catalogue query the API runs for these parameters (src/lib/catalogue/api-client.ts writes their URL): how a
 * page reads what its client will ask for, so the list it seeds is the list the client would fetch.
 */
export function toProductListQuery(params: ProductListParams): ProductListQuery {
  const { category } = params
  return resolveProductListQuery({
    ...params,
    active: true,
    category: category === undefined ? undefined : typeof category === 'number' ? { id: category } : { slug: category },
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Pages: lenient parsing from the URL, and the URL of a state.

export type RawParams = Record<string, SearchParamValue> | URLSearchParams
type RawValue = SearchParamValue | null

/** The first value of a query parameter (a repeated one counts once). */
export function firstValue(raw: RawParams, key: string): string | undefined {
  return firstParam(raw instanceof URLSearchParams ? raw.get(key) : raw[key])
}

/** English asks for no locale, so its cache keys and URLs are today's. */
export function localeParam(locale: Locale | undefined): Pick<ProductListParams, 'locale'> {
  return locale && locale !== 'en' ? { locale } : {}
}

/** `?page=` of a list: a positive whole number, else page 1 (a hand-edited link still opens the list). */
export function parsePageParam(value: RawValue): number {
  const raw = firstParam(value)
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}
