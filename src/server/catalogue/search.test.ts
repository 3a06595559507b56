import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { seedSearchDocuments, seedSearchDocumentsIn } from '../../../tests/support/search-catalogue'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { SOLUTION_SLUGS } from '@/lib/routes'
import type { SearchableSolution } from '@/server/content/pages'
import { buildSearchIndex, searchSite } from './search'

/** The seed's solution pages (catalogue/seed/content.json), in English. */
function seedSolutionPages(): SearchableSolution[] {
  const file = path.join(import.meta.dirname, '../../../catalogue/seed/content.json')
  const { entries } = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: { kind: string; slug: string; fields: Omit<SearchableSolution, 'slug'> }[]
  }
  return entries
    .filter((e) => e.kind === 'page' && (SOLUTION_SLUGS as readonly string[]).includes(e.slug))
    .map((e) => ({ slug: e.slug, ...e.fields }))
}

// The seed catalogue's 42 products and 21 categories, as search documents (no database needed).
const seed = seedSearchDocuments()
const index = buildSearchIndex(seed.products, seed.categories)
const titles = (q: string, limit = 5) => index.search(q, limit).hits.map((h) => h.title)

describe('site search over the seed catalogue', () => {
  it.each(['k8', 'K8', 'K-8', 'k 8', ' k-8 '])('finds the K8 products first for %j', (q) => {
    const top = titles(q, 3)
    expect(top.every((t) => /^K8/.test(t))).toBe(true)
    expect(titles(q, 4)).toContain('K8 GNSS Module')
  })

  it('ranks a name match above products that only mention the words', () => {
    // Every product in the Lumen series is a laser scanner; the scanners named so come before anything else.
    const hits = index.search('laser scanner', 10).hits.filter((h) => h.kind === 'product')
    expect(hits.slice(0, 4).every((h) => /laser scanner/i.test(h.title))).toBe(true)
  })

  it('forgives one slip in a word of five letters or more, two swapped letters included', () => {
    expect(titles('watchlin')).toContain('Watchline H45 Slope Stability Radar')
    expect(titles('bastoin b5')[0]).toBe('Bastion B5 Base Station') // two letters swapped: one slip
    expect(titles('bastin b5')[0]).toBe('Bastion B5 Base Station')
    expect(titles('xcanmer')).toEqual([]) // two edits from "scanner"
  })

  it('does not guess at short words', () => {
    // "tern" is a series; "term" is one letter away but only four letters long, so no fuzzy match.
    expect(titles('term').some((t) => t.startsWith('Tern'))).toBe(false)
  })

  it('matches prefixes as the visitor types', () => {
    expect(titles('sightl')).toEqual(expect.arrayContaining(['Sightline R1 Robotic Total Station']))
    expect(titles('plumb')[0]).toMatch(/^Plumbline/)
  })

  it('ignores case and accents', () => {
    expect(titles('PLUMBLÏNE')[0]).toMatch(/^Plumbline/)
  })

  it('finds specification values', () => {
    const ip67 = index.search('IP67', 50).hits
    expect(ip67.length).toBeGreaterThan(5)
    expect(ip67.every((h) => h.kind === 'product')).toBe(true)
    expect(titles('1408 channels', 10)).toContain('K8 GNSS Module')
    expect(titles('1,408 channels', 10)).toContain('K8 GNSS Module')
  })

  it('finds categories, solutions and news as well as products', () => {
    const kinds = (q: string) => new Set(index.search(q, 50).hits.map((h) => h.kind))
    expect(kinds('total stations')).toContain('category')
    // Solution pages come with the snapshot's content (their page entries), as articles do.
    const solutions = seedSolutionPages()
    const withSolutions = buildSearchIndex(seed.products, seed.categories, undefined, { solutions })
    const hits = withSolutions.search('mining', 50).hits
    expect(hits.some((h) => h.kind === 'solution' && h.url === '/solutions/mining')).toBe(true)
    // Articles come with the snapshot's content; one not yet showing (scheduled) is never found.
    const withNews = buildSearchIndex(seed.products, seed.categories, undefined, {
      news: [
        {
          slug: 'geospatial-expo-kabul-2026',
          title: 'Afghanistan Geospatial & Survey Expo 2026',
          summary: 'Live demonstrations at the Kabul Expo Center.',
          visible: () => true,
        },
        { slug: 'kabul-expo-2027', title: 'Kabul Expo 2027', summary: 'Next year.', visible: () => false },
      ],
    })
    expect(
      withNews
        .search('expo kabul', 10)
        .hits.filter((h) => h.kind === 'news')
        .map((h) => h.url),
    ).toEqual(['/news/geospatial-expo-kabul-2026'])
  })

  it('answers nothing for blank or unmatched queries, and caps the count', () => {
    expect(index.search('   ').hits).toEqual([])
    expect(index.search('zzzqqq').total).toBe(0)
    const all = index.search('gnss', 3)
    expect(all.hits).toHaveLength(3)
    expect(all.total).toBeGreaterThan(3)
  })
})

describe('site search in Dari and Pashto over the seed catalogue (decision 032)', () => {
  const indexIn = (locale: 'fa' | 'ps') => {
    const docs = seedSearchDocumentsIn(locale)
    return buildSearchIndex(docs.products, docs.categories, undefined, { locale, english: docs.english })
  }
  const fa = indexIn('fa')
  const ps = indexIn('ps')
  const first = (index: ReturnType<typeof indexIn>, q: string) => index.search(q, 5).hits[0]

  it('finds a category by its Dari name, titled in Dari', () => {
    expect(first(fa, 'اسکنرهای لیزری سه‌بعدی')).toMatchObject({ kind: 'category', slug: '3d-scanners' })
    expect(first(fa, 'رادار پایداری شیب')).toMatchObject({ slug: expect.stringMatching(/slope/) })
    const hit = first(fa, 'ترازیاب‌های دیجیتال')!
    expect(hit).toMatchObject({ kind: 'category', slug: 'digital-levels', title: 'ترازیاب‌های دیجیتال' })
    // One word of it finds the levels too (the products, whose Dari names have the word whole, first).
    expect(first(fa, 'ترازیاب')).toMatchObject({ slug: expect.stringMatching(/digital-level/) })
  })

  it('finds a product by its Dari and Pashto names, titled in that language', () => {
    expect(first(fa, 'توتال استیشن رباتیک')).toMatchObject({
      kind: 'product',
      slug: 'sightline-r1-robotic-total-station',
      title: 'توتال استیشن رباتیک Sightline R1',
    })
    expect(first(ps, 'روباټیک ټوټل سټېشن')).toMatchObject({ slug: 'sightline-r1-robotic-total-station' })
    // "Drone": the drones, their category and the drone LiDAR payloads ("د ډرون LiDAR بار") come first.
    const drones = (q: string) =>
      ps
        .search(q, 5)
        .hits.slice(0, 3)
        .map((h) => h.slug)
    expect(drones('ډرون')).toEqual(expect.arrayContaining([expect.stringMatching(/drone/)]))
    for (const slug of drones('ډرون')) expect(slug).toMatch(/drone|lidar/)
    // Typed on a Dari keyboard, which has no ډ: still found.
    expect(drones('درون')).toEqual(drones('ډرون'))
  })

  it('still finds by English words and model numbers', () => {
    // The K8 family first (the module, its evaluation kit, K8 Lite, K8T), titled in Dari.
    const k8 = fa.search('k8', 5).hits
    for (const hit of k8.slice(0, 4)) expect(hit.slug).toMatch(/^k8/)
    expect(k8).toContainEqual(expect.objectContaining({ slug: 'k8-gnss-module', title: 'ماژول GNSS K8' }))
    expect(first(ps, 'laser scanner')?.kind).toBeDefined()
  })

  it('keeps English texts once: an untranslated product adds no words to the Dari index, yet is found by them', () => {
    const docs = seedSearchDocumentsIn('fa')
    // Two products with no Dari texts: the Dari site shows them in English (the fallback), in their Dari families.
    const untranslated = docs.english.products.filter((p) => /lumen-t120|sightline-r1/.test(p.slug))
    expect(untranslated).toHaveLength(2)
    const options = { locale: 'fa' as const, english: docs.english }
    const without = buildSearchIndex([], docs.categories, undefined, options)
    const withThem = buildSearchIndex(untranslated, docs.categories, undefined, options)
    expect(withThem.termCount).toBe(without.termCount)
    expect(withThem.size).toBe(without.size + 2)
    const slugs = (q: string) => withThem.search(q, 5).hits.map((h) => h.slug)
    // By their English words, and by a Dari family word with an English model code (each word from another layer).
    expect(slugs('Lumen T120')[0]).toBe('lumen-t120-laser-scanner')
    expect(slugs('robotic total station')).toContain('sightline-r1-robotic-total-station')
    expect(slugs('اسکنرهای T120')).toContain('lumen-t120-laser-scanner')
  })

  it('matches Dari typed with Arabic letters or without the zero-width non-joiner', () => {
    // Arabic yeh and kaf find what the Persian letters find (a laser-scanner family; which of the two near-equal ones
    // ranks first is the ranking's, not the spelling's).
    expect(first(fa, 'اسکنرهاي ليزري')).toEqual(first(fa, 'اسکنرهای لیزری'))
    expect(first(fa, 'اسکنرهاي ليزري')).toMatchObject({ kind: 'category', slug: expect.stringMatching(/scanners$/) })
    expect(first(fa, 'ترازیابهای دیجیتال')).toMatchObject({ slug: 'digital-levels' })
  })
})

describe('searchSite (the catalogue snapshot)', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await useTestDatabase({ seed: true })
  })
  afterAll(async () => {
    await db?.dispose()
  })

  it('searches the public catalogue and returns product DTOs', async () => {
    const result = await searchSite('r12')
    expect(result.hits[0]).toMatchObject({ kind: 'product', title: 'R12 RTK Rover', url: '/product/r12-rover' })
    expect(result.hits[0]?.product?.slug).toBe('r12-rover')
  })

  it('never finds inactive products or products of hidden categories', async () => {
    expect((await searchSite('old rover')).hits.map((h) => h.slug)).not.toContain('old-rover')
    expect((await searchSite('hidden category product')).hits).toEqual([])
  })
})
