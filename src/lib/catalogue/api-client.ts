/**
 * The browser's client for the public API (docs/product.md §7), with TanStack Query options factories
 * (bulletproof-react: one queryOptions factory per query). Pages seed these caches with server-rendered data, so the
 * first view fetches nothing twice.
 */
import { queryOptions } from '@tanstack/react-query'

// Only a type from the parameters module: the header's menu uses this client on every page, and the parsers would
// add to every page's bundle for nothing.
import type { ProductListParams } from './product-list-params'
import type { Category, Product, ProductList } from './types'

/** The API base as seen by browsers: configurable (PUBLIC_API_BASE), else the site origin + /api/public. */
export const DEFAULT_API_BASE = '/api/public'

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    /** The server's own error message, when it sent one. */
    public readonly serverMessage?: string,
  ) {
    // docs/product.md §8: "HTTP error! status: {code}".
    super(`HTTP error! status: ${status}`)
    this.name = 'HttpError'
  }
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!res.ok) {
    let serverMessage: string | undefined
    try {
      serverMessage = ((await res.json()) as { error?: { message?: string } }).error?.message
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    throw new HttpError(res.status, serverMessage)
  }
  return (await res.json()) as T
}

/**
 * The API URL of a `products` query: public products only, search omitted when empty, page 1 implied.
 * `toProductListQuery` (product-list-params.ts) is its server-side reading; src/server/api-params.test.ts checks they
 * agree.
 */
export function productListUrl(base: string, params: ProductListParams): string {
  const q = new URLSearchParams({ active: 'true' })
  if (params.featured !== undefined) q.set('featured', String(params.featured))
  if (params.category !== undefined) q.set('category', String(params.category))
  if (params.search?.trim()) q.set('search', params.search.trim())
  if (params.sort) q.set('sort', params.sort)
  if (params.limit !== undefined) q.set('limit', String(params.limit))
  if (params.page !== undefined && params.page > 1) q.set('page', String(params.page))
  return `${base}/products?${q}`
}

export const catalogueQueries = {
  products: (base: string, params: ProductListParams) =>
    queryOptions({
      queryKey: ['products', params] as const,
      queryFn: ({ signal }) => getJson<ProductList>(productListUrl(base, params), signal),
    }),
  product: (base: string, slug: string) =>
    queryOptions({
      queryKey: ['product', slug] as const,
      queryFn: ({ signal }) =>
        getJson<{ product: Product }>(`${base}/products/slug/${encodeURIComponent(slug)}`, signal),
      // docs/product.md §7: the detail query runs only when the id is present.
      enabled: slug !== '',
    }),
  categoryTree: (base: string) =>
    queryOptions({
      queryKey: ['categories', 'tree'] as const,
      queryFn: ({ signal }) => getJson<{ categories: Category[] }>(`${base}/categories/tree`, signal),
    }),
  categories: (base: string) =>
    queryOptions({
      queryKey: ['categories', 'active'] as const,
      queryFn: ({ signal }) => getJson<{ categories: Category[] }>(`${base}/categories?active=true`, signal),
    }),
}
