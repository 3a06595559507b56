/**
 * The comparison (decision 031): up to four products side by side. The URL is the state (`/compare?products=a,b,c`), so
 * a comparison can be shared and opens the same; a cookie remembers the visitor's own current comparison, so "Compare"
 * on another product's card adds to it (without JavaScript too: every change is a form post).
 */
import { isProductSlug } from '@/lib/quote/list'
import type { InternalHref } from '@/lib/routes'

export const COMPARE_COOKIE = 'mg_compare'
export const COMPARE_MAX = 4
export const COMPARE_PATH = '/compare' satisfies InternalHref
export const COMPARE_PDF_PATH = '/compare/product-comparison.pdf' satisfies InternalHref

/** Slugs from `?products=a,b,c` or the cookie (`a.b.c`): valid, distinct, at most four, in order. */
export function parseCompareList(value: string | string[] | undefined | null): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '')
  const out: string[] = []
  for (const part of raw.split(/[.,\s]+/)) {
    const slug = part.trim().toLowerCase()
    if (isProductSlug(slug) && !out.includes(slug)) out.push(slug)
    if (out.length === COMPARE_MAX) break
  }
  return out
}

/** Adds a product at the end; a full comparison drops its oldest product to make room. */
export function addToCompare(list: readonly string[], slug: string): string[] {
  if (list.includes(slug)) return [...list]
  return [...list, slug].slice(-COMPARE_MAX)
}

export function compareHref(slugs: readonly string[], options: { differences?: boolean } = {}): InternalHref {
  if (slugs.length === 0) return COMPARE_PATH
  // Commas stay readable in a shared link (URLSearchParams would write %2C).
  return `${COMPARE_PATH}?products=${slugs.join(',')}${options.differences ? '&show=differences' : ''}`
}
