/**
 * The browser's URLs of the public API (docs/product.md §7); src/lib/catalogue/get-json.ts reads them.
 */
// Only a type from the parameters module: its parsers would add to the listings' JavaScript for nothing.
import type { ProductListParams } from './product-list-params'

export { HttpError } from './get-json'

/** The API base as seen by browsers: configurable (PUBLIC_API_BASE), else the site origin + /api/public. */
export const DEFAULT_API_BASE = '/api/public'

/**
 * The API URL of a `products` query: public products only, search omitted when empty, page 1 implied.
 * `toProductListQuery` (product-list-params.ts) is its server-side reading; src/server/http/api-params.test.ts checks
 * they agree.
 */
export function productListUrl(base: string, params: ProductListParams): string {
  const q = new URLSearchParams({ active: 'true' })
  if (params.featured !== undefined) q.set('featured', String(params.featured))
  if (params.category !== undefined) q.set('category', String(params.category))
  if (params.search?.trim()) q.set('search', params.search.trim())
  if (params.sort) q.set('sort', params.sort)
  if (params.limit !== undefined) q.set('limit', String(params.limit))
  if (params.page !== undefined && params.page > 1) q.set('page', String(params.page))
  if (params.locale && params.locale !== 'en') q.set('locale', params.locale)
  return `${base}/products?${q}`
}
