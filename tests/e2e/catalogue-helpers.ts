import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test'

import type { Product, ProductList } from '../../src/lib/catalogue/types'

/** Products of the seeded catalogue these tests lean on (catalogue/seed/catalogue.json). */
export const K8 = 'k8-gnss-module' // gallery of 3, 4 PDF downloads, 35 specification rows, $289
export const NO_GALLERY = 'relay-rm35-radio-modem' // no gallery: the "Advanced Technology" block
export const NO_PRICE = 'watchline-h45-slope-radar' // quotation only: no Offer

export async function apiProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const res = await request.get(`/api/public/products/slug/${slug}`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { product: Product }).product
}

export async function apiList(request: APIRequestContext, query: string): Promise<ProductList> {
  const res = await request.get(`/api/public/products?${query}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as ProductList
}

/** Every public product, through the API's pages. */
export async function allProducts(request: APIRequestContext, sort = 'created_at'): Promise<Product[]> {
  const out: Product[] = []
  for (let page = 1; ; page++) {
    const list = await apiList(request, `active=true&sort=${sort}&limit=100&page=${page}`)
    out.push(...list.products)
    if (out.length >= list.total || list.products.length === 0) return out
  }
}

export { expectNoAxeViolations } from './axe'

/** The JSON-LD blocks of a server-rendered page. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
}

export function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const re = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`)
  return re.exec(html)?.[1]?.replace(/&amp;/g, '&')
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
}

/**
 * Holds matching requests until `release()` is called: a loading state can then be asserted without sleeps.
 * Only the navigation's own RSC request is held (not prefetches), so the route's loading.tsx is what shows.
 */
export async function holdRequests(page: Page, match: (url: URL, headers: Record<string, string>) => boolean) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const handler = async (route: Route) => {
    const request = route.request()
    if (!match(new URL(request.url()), request.headers())) return route.fallback()
    await released
    await route.continue().catch(() => {})
  }
  await page.route('**/*', handler)
  return {
    release: async () => {
      release()
      await page.unroute('**/*', handler)
    },
  }
}

/**
 * Asserts a route's loading state during a client-side navigation: the navigation's own request is held until the
 * loading text is visible, then released. Next.js can only show a route's `loading.tsx` once the link's prefetch
 * has arrived, and prefetches cannot be awaited reliably (Next aborts their streams once read), so the page is
 * opened with the network idle and the attempt repeated until the prefetch was in place.
 */
export async function expectLoadingOnNavigation(
  page: Page,
  { from, link, path, text }: { from: string; link: () => Locator; path: string; text: string },
): Promise<void> {
  await expect(async () => {
    await page.goto(from, { waitUntil: 'networkidle' })
    await link().hover()
    const hold = await holdRequests(
      page,
      (url, headers) => url.pathname === path && headers['rsc'] === '1' && !headers['next-router-prefetch'],
    )
    try {
      await link().click()
      await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 2_000 })
    } finally {
      await hold.release()
    }
  }).toPass({ timeout: 25_000 })
}

/**
 * The document's cumulative layout shift (layout-shift entries without recent input), counting only shifts that
 * started at or after `since` (a `performance.now()` value from the page; 0 counts the whole load). The elements that
 * moved are named in `sources`, so a failure says what shifted.
 */
export async function layoutShift(page: Page, since = 0): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    (from) =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: { node?: Node | null }[]
        }
        let total = 0
        const sources: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput || entry.startTime < from) continue
            total += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node
              const el = node instanceof Element ? node : node?.parentElement
              sources.push(el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${entry.value})` : '?')
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries are delivered in the next task.
        setTimeout(() => resolve({ total, sources }), 100)
      }),
    since,
  )
}

/** The document's cumulative layout shift so far (layout-shift entries without recent input). */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return (await layoutShift(page)).total
}
