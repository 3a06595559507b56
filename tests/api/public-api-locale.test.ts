/**
 * Contract of `?locale=` on the public API (decision 032; docs/public-api.md "Languages"): every catalogue call answers
 * in English, Dari or Pashto, with English where a text has no translation and those texts listed in `fallback`;
 * any other value is a 400 naming the parameter. The fixture catalogue has a partly translated K8 module and two
 * translated categories. Runs on PGlite, and on PostgreSQL in CI.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Category, Product, ProductList } from '@/lib/catalogue/types'
import { invalidateCatalogueCache } from '@/server/catalogue/snapshot'
import { seedContentIfEmpty } from '@/server/content/seed'
import { useTestDatabase, type TestDatabase } from '../support/db'
import { call, ENDPOINTS, json, type ErrorBody } from './call'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  // The site's content too, as a started site has it: search ranks the solution pages (page entries) beside the
  // catalogue, and their words weigh on every ranking.
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../catalogue/seed/content.json'))
  invalidateCatalogueCache()
})
afterAll(async () => {
  await db?.dispose()
})

const withLocale = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`

describe('?locale= on every catalogue call', () => {
  it.each(ENDPOINTS)('%s takes en, fa and ps; English is the default', async (path) => {
    const plain = await call(path)
    expect(plain.status).toBe(200)
    const english = await call(withLocale(path, 'en'))
    expect(await english.json()).toEqual(await plain.json())
    for (const locale of ['fa', 'ps']) expect((await call(withLocale(path, locale))).status, locale).toBe(200)
  })

  it.each(ENDPOINTS)('%s refuses any other locale with a 400 naming the parameter', async (path) => {
    for (const bad of ['de', 'FA', 'fa-AF', '', 'prs']) {
      const res = await call(withLocale(path, encodeURIComponent(bad)))
      expect(res.status, `${path} locale=${bad}`).toBe(400)
      const body = await json<ErrorBody>(res)
      expect(body.error.issues).toEqual([{ path: 'locale', message: 'locale must be one of en, fa, ps' }])
    }
    const twice = await call(withLocale(withLocale(path, 'fa'), 'ps'))
    expect(twice.status).toBe(400)
    expect((await json<ErrorBody>(twice)).error.issues).toEqual([
      { path: 'locale', message: '"locale" is given more than once' },
    ])
  })
})

describe('answers in Dari', () => {
  it('a product: translated texts, English for the rest, listed in fallback', async () => {
    const { product } = await json<{ product: Product }>(await call('/products/slug/k8-gnss-module?locale=fa'))
    expect(product).toMatchObject({
      slug: 'k8-gnss-module',
      name: 'ماژول GNSS K8',
      subtitle: 'Centimetre RTK in 16 × 12 mm',
      key_features: ['۱٬۴۰۸ کانال', 'RTK 8 mm + 1 ppm', 'جهت‌یابی با دو آنتن'],
      category: { slug: 'gnss-modules', name: 'GNSS Modules' },
    })
    expect(product.fallback).toEqual(expect.arrayContaining(['subtitle', 'key_features.1', 'category']))
    expect(product.fallback).not.toContain('name')
    const byId = await json<{ product: Product }>(await call(`/products/${product.id}?locale=fa`))
    expect(byId.product).toEqual(product)
    // English answers carry no fallback field at all.
    const english = await json<{ product: Product }>(await call('/products/slug/k8-gnss-module'))
    expect(english.product).not.toHaveProperty('fallback')
  })

  it('the product list: same products, filters and paging, Dari texts', async () => {
    const fa = await json<ProductList>(await call('/products?featured=true&sort=price&locale=fa'))
    const en = await json<ProductList>(await call('/products?featured=true&sort=price'))
    expect(fa.products.map((p) => p.slug)).toEqual(en.products.map((p) => p.slug))
    expect(fa).toMatchObject({ total: en.total, limit: en.limit, offset: en.offset })
    expect(fa.products.find((p) => p.slug === 'k8-gnss-module')!.name).toBe('ماژول GNSS K8')
    expect(fa.products.find((p) => p.slug === 'r12-rover')!.category?.name).toBe('روورهای RTK')
    const searched = await json<ProductList>(await call(`/products?search=${encodeURIComponent('جهت‌یابی')}&locale=fa`))
    expect(searched.products.map((p) => p.slug)).toEqual(['k8-gnss-module'])
  })

  it('categories, the tree and the lookups', async () => {
    const { categories } = await json<{ categories: Category[] }>(await call('/categories/tree?locale=fa'))
    expect(categories[0]).toMatchObject({ slug: 'gnss-receivers', name: 'گیرنده‌های GNSS', fallback: ['features.1'] })
    expect(categories[0]!.children.map((c) => c.name)).toEqual(['روورهای RTK', 'Base Stations'])
    const bySlug = await json<{ category: Category }>(await call('/categories/slug/gnss-receivers?locale=fa'))
    expect(bySlug.category.description).toBe('گیرنده‌های GNSS با دقت نقشه‌برداری.')
    const byId = await json<{ category: Category }>(await call(`/categories/${bySlug.category.id}?locale=fa`))
    expect(byId.category).toEqual(bySlug.category)
    const flat = await json<{ categories: Category[] }>(await call('/categories?active=true&locale=fa'))
    expect(flat.categories.map((c) => c.slug)).toContain('rtk-rovers')
  })

  it('search: Dari names find their entries, with Dari titles and a fallback list where English shows', async () => {
    type Body = { results: { type: string; slug: string; title: string; fallback?: string[] }[] }
    const byName = await json<Body>(await call(`/search?q=${encodeURIComponent('گیرنده')}&locale=fa`))
    expect(byName.results[0]).toMatchObject({ type: 'category', slug: 'gnss-receivers', title: 'گیرنده‌های GNSS' })
    expect(byName.results[0]).not.toHaveProperty('fallback')
    const rover = await json<Body>(await call('/search?q=r12&locale=fa&type=product'))
    expect(rover.results[0]).toMatchObject({
      slug: 'r12-rover',
      title: 'R12 RTK Rover',
      fallback: ['title', 'summary'],
    })
    const pashto = await json<Body>(await call(`/search?q=${encodeURIComponent('ماډیول')}&locale=ps`))
    expect(pashto.results[0]).toMatchObject({ slug: 'k8-gnss-module', title: 'K8 GNSS ماډیول' })
  })
})
