/**
 * The big-catalogue generator (npm run catalogue:generate): from the seed, a valid file of the asked size with three
 * levels of categories and one product in three translated; from the test fixture, a generated file that imports and
 * reads back through the public catalogue (a third-level listing, a translated variant, search by model number).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { catalogueFileSchema, type CatalogueFileInput } from '@/lib/catalogue/file-format'
import { getProductBySlug, invalidateCatalogueCache, listProducts, searchSite } from '@/server/catalogue'
import { importCatalogue } from '@/server/catalogue/import'

import { FIXTURE_CATALOGUE, testCompany, useTestDatabase, type TestDatabase } from '../../tests/support/db'
import { generateCatalogue } from './generate-catalogue'

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as CatalogueFileInput
const SEED = path.resolve(import.meta.dirname, '../../catalogue/seed/catalogue.json')

describe('from the seed', () => {
  const seed = read(SEED)
  const made = generateCatalogue(seed, 2_000)
  const products = [...made.products()]

  it('is a valid catalogue file of the asked size, the same every time', () => {
    expect(products).toHaveLength(2_000)
    const parsed = catalogueFileSchema.safeParse({ version: 1, categories: made.categories, products })
    expect(
      parsed.success,
      parsed.success
        ? ''
        : parsed.error.issues
            .slice(0, 3)
            .map((i) => i.message)
            .join('; '),
    ).toBe(true)
    expect(new Set(products.map((p) => p.slug)).size).toBe(2_000)
    expect([...generateCatalogue(seed, 2_000).products()][1_999]).toEqual(products[1_999])
  })

  it('has three levels of categories, products in the third, and one generated product in three translated', () => {
    const parentOf = new Map(made.categories.map((c) => [c.slug, c.parent ?? null]))
    const depth = (slug: string): number => (parentOf.get(slug) ? 1 + depth(parentOf.get(slug)!) : 1)
    expect(Math.max(...made.categories.map((c) => depth(c.slug)))).toBe(3)
    const generated = products.slice(seed.products.length)
    expect(generated.every((p) => depth(p.category) === 3)).toBe(true)
    const translated = generated.filter((p) => p.translations?.fa?.name).length / generated.length
    expect(translated).toBeGreaterThan(0.3)
    expect(translated).toBeLessThan(0.37)
  })

  it("keeps the seed product's generated datasheet, or none when asked (the seed's own products keep theirs)", () => {
    const datasheets = (list: typeof products) =>
      list.filter((p) => (p.downloads ?? []).some((d) => 'generate' in d)).length
    const generated = products.slice(seed.products.length)
    expect(datasheets(generated)).toBe(generated.filter((p) => (p.downloads ?? []).length > 0).length)
    expect(datasheets(generated)).toBeGreaterThan(1_900)
    const bare = [...generateCatalogue(seed, 2_000, { datasheets: false }).products()]
    expect(datasheets(bare.slice(seed.products.length))).toBe(0)
    expect(datasheets(bare.slice(0, seed.products.length))).toBe(datasheets(products.slice(0, seed.products.length)))
  })

  it('refuses fewer products than the seed has', () => {
    expect(() => generateCatalogue(seed, 10)).toThrow(/at least 42/)
  })
})

describe('from the test fixture, imported', () => {
  let db: TestDatabase
  let work: string
  const fixture = read(FIXTURE_CATALOGUE)
  // Few: each product's images are rendered for it, about a second of CPU each (docs/scaling-out.md).
  const made = generateCatalogue(fixture, 21)
  const products = [...made.products()]

  beforeAll(async () => {
    db = await useTestDatabase()
    work = mkdtempSync(path.join(os.tmpdir(), 'mg-generated-'))
    for (const dir of ['images', 'documents'])
      cpSync(path.join(path.dirname(FIXTURE_CATALOGUE), dir), path.join(work, dir), { recursive: true })
    writeFileSync(
      path.join(work, 'catalogue.json'),
      JSON.stringify({ version: 1, categories: made.categories, products }),
    )
    await importCatalogue(path.join(work, 'catalogue.json'), {
      db: db.handle.db,
      dataDir: db.dataDir,
      company: testCompany,
    })
    invalidateCatalogueCache()
  }, 300_000)
  afterAll(async () => {
    await db?.dispose()
    rmSync(work, { recursive: true, force: true })
  })

  it('lists a third-level category, shows a translated variant, and finds a product by its model number', async () => {
    const variant = products.find((p, i) => i >= fixture.products.length && p.translations?.fa?.name)!
    const group = made.categories.find((c) => c.slug === variant.category)!
    expect(group.parent).not.toBeNull()
    const listing = await listProducts({ category: { slug: group.slug }, limit: 100 })
    expect(listing.products.map((p) => p.slug)).toContain(variant.slug)

    const dari = await getProductBySlug(variant.slug, 'fa')
    expect(dari?.name).toBe(variant.translations!.fa!.name)

    const model = /\d{4}$/.exec(variant.name)![0]
    const found = await searchSite(model)
    expect(found.hits.map((h) => h.title)).toContain(variant.name)
  })
})
