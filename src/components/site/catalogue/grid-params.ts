import { routes } from '@/content/routes'
import type { ProductListParams } from '@/lib/catalogue/api-client'
import { DEFAULT_PAGE_SIZE } from '@/lib/catalogue/query-params'

/** SPEC.md section 9: the products listing asks for 20 at a time. */
export const GRID_PAGE_SIZE = DEFAULT_PAGE_SIZE

/** `?page=` of the products grid: a positive whole number, else page 1 (a hand-edited link still opens the grid). */
export function parseGridPage(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/** The grid's `products` query parameters (newest first); the server seeds the cache under exactly these. */
export function gridQueryParams(page: number): ProductListParams {
  return { sort: 'created_at', limit: GRID_PAGE_SIZE, page }
}

/** URL of a grid page; page 1 is the plain /products (its canonical URL). Other query parameters are kept. */
export function pageHref(page: number, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch)
  if (page > 1) params.set('page', String(page))
  else params.delete('page')
  const qs = params.toString()
  return qs ? `${routes.products}?${qs}` : routes.products
}

/**
 * Page numbers to show: first, last, and the current page with its neighbours; `null` marks a gap.
 * 1 2 3 … 9 rather than all of them, so the row fits a phone.
 */
export function pageNumbers(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((n, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && n - prev === 2) out.push(prev + 1)
    else if (prev !== undefined && n - prev > 2) out.push(null)
    out.push(n)
  })
  return out
}
