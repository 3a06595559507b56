/**
 * The catalogue's one door in Dari and Pashto (decision 033): the fixture catalogue (tests/fixtures/catalogue) has a
 * partly translated K8 module and two translated categories; every query answers in the locale asked for, with
 * English where a text has no translation, listed in `fallback`. A real database, no mocks.
 */
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fallbackLang } from '@/lib/catalogue/fallback'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { toCardProduct } from './dto'
import {
  getCategoryBySlug,
  getCategoryTree,
  getProductBySlug,
  getRelatedProducts,
  listCategories,
  listProducts,
} from './queries'
import { seedContentIfEmpty } from '@/server/content/seed'
import { searchSite } from './search'
import { getSnapshot, invalidateCatalogueCache, viewOf } from './snapshot'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
  // The site's content too: search ranks the solution pages (page entries) beside products, as on a seeded site.
  await seedContentIfEmpty(db.handle.db, path.join(import.meta.dirname, '../../../catalogue/seed/content.json'))
  invalidateCatalogueCache()
})
afterAll(async () => {
  await db?.dispose()
})

describe('a product in Dari', () => {
  it('carries each translated text and English for the rest, item by item', async () => {
    const k8 = (await getProductBySlug('k8-gnss-module', 'fa'))!
    expect(k8.name).toBe('ماژول GNSS K8')
    expect(k8.title).toBe('ماژول RTK چندباندی K8')
    expect(k8.subtitle).toBe('Centimetre RTK in 16 × 12 mm')
    expect(k8.key_features).toEqual(['۱٬۴۰۸ کانال', 'RTK 8 mm + 1 ppm', 'جهت‌یابی با دو آنتن'])
    expect(k8.highlights).toEqual([{ number: '1,408', title: 'کانال‌ها', description: 'All constellations.' }])
    expect(k8.images[0]!.alt).toBe('ماژول K8')
    expect(k8.gallery.map((g) => g.title)).toEqual(['بخش RF', 'RTK engine'])
    expect(k8.downloads.map((d) => d.name)).toEqual(['دیتاشیت K8', 'K8 Quick Start'])
    expect(k8.specifications).toEqual({
      GNSS: { کانال‌ها: '1,408', 'RTK horizontal': '8 mm + 1 ppm' },
      'مشخصات فیزیکی': { Size: '16 × 12.2 × 2.4 mm', وزن: '1.6 g' },
    })
    // Its category (GNSS Modules) has no Dari name yet.
    expect(k8.category).toMatchObject({ slug: 'gnss-modules', name: 'GNSS Modules' })
    expect(k8.fallback).toEqual([
      'subtitle',
      'description',
      'key_features.1',
      'applications.0',
      'applications.1',
      'highlights.0.description',
      'gallery.0.description',
      'gallery.0.image.alt',
      'gallery.1.title',
      'gallery.1.description',
      'gallery.1.image.alt',
      'downloads.1.name',
      'specifications.0',
      'specifications.0.1',
      'specifications.1.0',
      'category',
    ])
    expect(fallbackLang(k8, 'name')).toBeUndefined()
    expect(fallbackLang(k8, 'key_features.1')).toBe('en')
    expect(fallbackLang(k8, 'specifications.1.0')).toBe('en')
    // What is not text is the English product's own.
    const en = (await getProductBySlug('k8-gnss-module'))!
    expect(k8).toMatchObject({ id: en.id, slug: en.slug, price: en.price, created_at: en.created_at })
    expect(k8.images[0]!.url).toBe(en.images[0]!.url)
    expect(k8.downloads[0]!.url).toBe(en.downloads[0]!.url)
  })

  it('is unchanged in English, without a fallback list', async () => {
    const en = (await getProductBySlug('k8-gnss-module', 'en'))!
    expect(en.name).toBe('K8 GNSS Module')
    expect(en).not.toHaveProperty('fallback')
    expect(await getProductBySlug('k8-gnss-module')).toEqual(en)
  })

  it('names its category in Dari where the category has a Dari name', async () => {
    const r12 = (await getProductBySlug('r12-rover', 'fa'))!
    expect(r12.category?.name).toBe('روورهای RTK')
    expect(r12.fallback).not.toContain('category')
    expect(r12.fallback).toContain('name')
  })

  it('in Pashto, uses the Pashto texts only (never the Dari ones)', async () => {
    const k8 = (await getProductBySlug('k8-gnss-module', 'ps'))!
    expect(k8.name).toBe('K8 GNSS ماډیول')
    expect(k8.title).toBe('K8 multi-band RTK module')
    expect(k8.fallback).toContain('title')
    expect(k8.fallback).not.toContain('name')
  })

  it('keeps on a card only the fallback entries of what a card still shows', async () => {
    const card = toCardProduct((await getProductBySlug('k8-gnss-module', 'fa'))!)
    expect(card.fallback).toEqual(['subtitle', 'description', 'key_features.1', 'category'])
  })

  it("cuts a card's product to what its variant shows: grid the description, listing the short one", async () => {
    const k8 = (await getProductBySlug('k8-gnss-module', 'fa'))!
    expect(k8.short_description).not.toBe('')
    const grid = toCardProduct(k8, 'grid')
    expect([grid.description, grid.subtitle, grid.short_description]).toEqual([k8.description, '', ''])
    expect(grid.fallback).toEqual(['description', 'key_features.1', 'category'])
    const listing = toCardProduct(k8, 'listing')
    expect([listing.subtitle, listing.short_description, listing.description]).toEqual([
      k8.subtitle,
      k8.short_description,
      '',
    ])
    expect(listing.fallback).toEqual(['subtitle', 'key_features.1', 'category'])
    for (const card of [grid, listing]) {
      expect([card.title, card.series, card.created_at, card.images[0]?.path, card.images[0]?.share_url]).toEqual([
        '',
        '',
        '',
        '',
        null,
      ])
      expect(card.images[0]?.url).toBe(k8.images[0]?.url)
    }
  })
})

describe('categories in Dari', () => {
  it('translate the tree, the flat list and the lookups alike', async () => {
    const tree = await getCategoryTree('fa')
    const gnss = tree.find((c) => c.slug === 'gnss-receivers')!
    expect(gnss.name).toBe('گیرنده‌های GNSS')
    expect(gnss.features).toEqual(['RTK', 'Tilt compensation'])
    expect(gnss.image?.alt).toBe('گیرندهٔ GNSS سیار')
    expect(gnss.fallback).toEqual(['features.1'])
    expect(gnss.children.map((c) => c.name)).toEqual(['روورهای RTK', 'Base Stations'])
    expect(gnss.children[1]!.fallback).toEqual(['name', 'description'])
    expect((await getCategoryBySlug('gnss-receivers', 'fa'))!).toBe(gnss)
    expect((await listCategories({ locale: 'fa' })).find((c) => c.slug === 'rtk-rovers')).toBe(gnss.children[0])
    // The product count and the link are the same in every locale.
    const en = (await getCategoryBySlug('gnss-receivers'))!
    expect(gnss).toMatchObject({ id: en.id, product_count: en.product_count, link: en.link })
  })
})

describe('lists and search in Dari', () => {
  it('filter and page as in English, and sort by the Dari names', async () => {
    const en = await listProducts({ sort: 'name' })
    const fa = await listProducts({ sort: 'name', locale: 'fa' })
    expect(fa.total).toBe(en.total)
    expect(new Set(fa.products.map((p) => p.slug))).toEqual(new Set(en.products.map((p) => p.slug)))
    // The fa-AF collation puts its own script first: the one Dari name leads, where English has it third.
    expect(fa.products[0]!.name).toBe('ماژول GNSS K8')
    expect(en.products.map((p) => p.slug).indexOf('k8-gnss-module')).toBe(2)
  })

  it('find a product by its Dari words and by its English ones', async () => {
    expect((await listProducts({ search: 'جهت‌یابی', locale: 'fa' })).products.map((p) => p.slug)).toEqual([
      'k8-gnss-module',
    ])
    expect((await listProducts({ search: 'dual antenna', locale: 'fa' })).products[0]!.name).toBe('ماژول GNSS K8')
    expect((await listProducts({ search: 'جهت‌یابی' })).total).toBe(0)
  })

  it('relate products in the locale asked for', async () => {
    const r12 = (await getProductBySlug('r12-rover'))!
    const related = await getRelatedProducts(r12, 4, 'fa')
    expect(related.length).toBeGreaterThan(0)
    expect(related.every((p) => p.fallback !== undefined)).toBe(true)
  })

  it('site search finds a category and a product by their Dari names, with Dari titles', async () => {
    const category = await searchSite('گیرنده', { locale: 'fa' })
    expect(category.hits[0]).toMatchObject({ kind: 'category', slug: 'gnss-receivers', title: 'گیرنده‌های GNSS' })
    const product = await searchSite('ماژول', { locale: 'fa' })
    expect(product.hits[0]).toMatchObject({ kind: 'product', slug: 'k8-gnss-module', title: 'ماژول GNSS K8' })
    expect(product.hits[0]!.product?.name).toBe('ماژول GNSS K8')
    // English words still find it, with the Dari title; an untranslated summary is marked.
    const english = await searchSite('k8', { locale: 'fa' })
    expect(english.hits[0]).toMatchObject({ slug: 'k8-gnss-module', title: 'ماژول GNSS K8' })
    expect(english.hits[0]!.fallback).toBeUndefined()
    const rover = await searchSite('r12', { locale: 'fa' })
    expect(rover.hits[0]).toMatchObject({ slug: 'r12-rover', title: 'R12 RTK Rover', fallback: ['title', 'summary'] })
    // The English index holds no Dari text, but the equipment families' Dari words are known (search-query.ts).
    expect((await searchSite('ماژول')).hits[0]?.title).toMatch(/Module/)
    expect((await searchSite('جهت‌یابی')).total).toBe(0)
  })

  it('site search forgives keyboard spellings: Arabic letters, Eastern digits, no joiner, Pashto letters', async () => {
    const first = async (q: string, locale: 'fa' | 'ps') => (await searchSite(q, { locale })).hits[0]?.slug
    expect(await first('گيرنده', 'fa')).toBe('gnss-receivers') // Arabic yeh for Persian yeh
    expect(await first('گیرندههای', 'fa')).toBe('gnss-receivers') // no ZWNJ
    expect(await first('گیرنده های', 'fa')).toBe('gnss-receivers') // a space for the ZWNJ
    expect(await first('K۸', 'fa')).toBe('k8-gnss-module')
    expect(await first('ماډیول', 'ps')).toBe('k8-gnss-module')
    expect(await first('مادیول', 'ps')).toBe('k8-gnss-module') // د typed for ډ
  })
})

describe('the views per locale', () => {
  it('are made once per snapshot and locale, and again after a catalogue change', async () => {
    const snapshot = await getSnapshot()
    expect(viewOf(snapshot, 'fa')).toBe(viewOf(snapshot, 'fa'))
    expect(viewOf(snapshot, 'fa')).not.toBe(viewOf(snapshot, 'ps'))
    expect(viewOf(snapshot, 'en')).toBe(snapshot)
    const before = await getProductBySlug('k8-gnss-module', 'fa')
    invalidateCatalogueCache()
    const after = await getProductBySlug('k8-gnss-module', 'fa')
    expect(after).not.toBe(before)
    expect(after).toEqual(before)
  })
})
