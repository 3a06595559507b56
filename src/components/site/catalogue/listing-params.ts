import { z } from 'zod'

import { DEFAULT_SORT, type SortOption } from '@/content/catalogue'
import type { ProductListParams } from '@/lib/catalogue/api-client'
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from '@/lib/catalogue/query-params'

export type ListingSort = SortOption['value']

/**
 * The category listing's shareable state (CONVENTIONS habit 3): `?q=` search text and `?sort=` key, one schema
 * for the server render and the client. Unknown or malformed values fall back to the defaults instead of failing
 * (a hand-edited link still opens the listing); `newest` is accepted as an alias of `created_at`.
 */
const listingParamsSchema = z.object({
  q: z
    .string()
    .transform((v) => v.trim().slice(0, MAX_SEARCH_LENGTH))
    .catch(''),
  sort: z
    .enum(['name', 'price', 'created_at', 'newest'])
    .transform((v): ListingSort => (v === 'newest' ? 'created_at' : v))
    .catch(DEFAULT_SORT),
})

export interface ListingParams {
  q: string
  sort: ListingSort
}

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams

export function parseListingParams(raw: RawParams): ListingParams {
  const get = (key: string) => {
    const v = raw instanceof URLSearchParams ? (raw.get(key) ?? undefined) : raw[key]
    return Array.isArray(v) ? v[0] : v
  }
  return listingParamsSchema.parse({ q: get('q') ?? '', sort: get('sort') ?? DEFAULT_SORT })
}

/** `?q=…&sort=…` for a listing state, defaults omitted so the plain listing keeps its canonical URL. */
export function listingSearch(params: ListingParams, base: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(base)
  if (params.q) next.set('q', params.q)
  else next.delete('q')
  if (params.sort !== DEFAULT_SORT) next.set('sort', params.sort)
  else next.delete('sort')
  const qs = next.toString()
  return qs ? `?${qs}` : ''
}

/** The listing asks for the API's page maximum, so one request shows a whole category (the seeded ones hold about a dozen at most). */
export const LISTING_LIMIT = MAX_PAGE_SIZE

/**
 * The `products` query parameters of a category listing (SPEC.md section 7: category id, search omitted when
 * empty, sort). The server seeds the cache under exactly these, so the client's first render finds them.
 */
export function listingQueryParams(categoryId: number, params: ListingParams): ProductListParams {
  return { category: categoryId, search: params.q || undefined, sort: params.sort, limit: LISTING_LIMIT }
}
