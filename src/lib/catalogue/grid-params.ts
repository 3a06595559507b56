/**
 * The products index's grid: its `products` query and the URL of each of its pages. Apart from
 * ./product-list-params.ts, which the category listing's JavaScript carries too, so that it does not carry these
 * (and the route table they link with).
 */
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { DEFAULT_PAGE_SIZE, localeParam, type ProductListParams } from './product-list-params'

/** The products index asks for 20 at a time, newest first. */
export const GRID_PAGE_SIZE = DEFAULT_PAGE_SIZE

/** The grid's `products` query. */
export function gridQueryParams(page: number, locale?: Locale): ProductListParams {
  return { sort: 'created_at', limit: GRID_PAGE_SIZE, page, ...localeParam(locale) }
}

/** URL of a grid page; page 1 is the plain /products (its canonical URL). Other query parameters are kept. */
export function pageHref(page: number, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch)
  if (page > 1) params.set('page', String(page))
  else params.delete('page')
  const qs = params.toString()
  return qs ? `${routes.products}?${qs}` : routes.products
}
