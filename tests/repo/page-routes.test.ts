import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CACHED_PAGE_PATH, PAGE_ROUTES } from '@/lib/page-routes.mjs'

const APP = path.resolve(import.meta.dirname, '../../src/app')

/** The routes of the page.tsx files under `dir` (route groups `(…)` are not part of the URL). */
function pageRoutes(dir: string, prefix = ''): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(prefix || '/')
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`
    found.push(...pageRoutes(path.join(dir, entry.name), prefix + segment))
  }
  return found
}

describe('page routes and the page cache', () => {
  it('every public page route says whether the page cache may keep it, and no line names a page that is gone', () => {
    const pages = pageRoutes(path.join(APP, '[locale]')).sort()
    expect(PAGE_ROUTES.map((r) => r.route).sort()).toEqual(pages)
    for (const route of PAGE_ROUTES) if (route.cache !== 'cached') expect(route.why.length).toBeGreaterThan(5)
  })

  it('keeps the cached routes in every locale, and nothing private, staff or a customer link', () => {
    for (const locale of ['', '/fa', '/ps']) {
      for (const path of ['/', '/about', '/news', '/news/a-story', '/products', '/products/category/gnss-receivers']) {
        expect(CACHED_PAGE_PATH.test(locale + (path === '/' && locale ? '' : path))).toBe(true)
      }
      expect(CACHED_PAGE_PATH.test(`${locale}/product/k8-gnss-module`)).toBe(true)
      expect(CACHED_PAGE_PATH.test(`${locale}/solutions/mining`)).toBe(true)
      for (const path of ['/contact', '/quote', '/quote/sent/abc', '/compare', '/search', '/nope/at/all'])
        expect(CACHED_PAGE_PATH.test(locale + path)).toBe(false)
    }
    for (const path of ['/admin', '/admin/products', '/q/token', '/api/public/products', '/product/a/b', '/product/'])
      expect(CACHED_PAGE_PATH.test(path)).toBe(false)
    // Pages outside [locale] are staff pages or a customer's private link: never public, never cached.
    const others = readdirSync(APP, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '[locale]')
      .flatMap((e) => pageRoutes(path.join(APP, e.name), `/${e.name}`))
    expect(others.length).toBeGreaterThan(10)
    for (const route of others) expect(route).toMatch(/^\/(admin|q)(\/|$)/)
  })
})
