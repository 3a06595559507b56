import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { categories, products } from '@/server/db/schema'
import { createTestDatabase, FIXTURE_CATALOGUE, testCompany, type TestDatabase } from '../../../tests/support/db'
import { completePendingRenditions } from './complete-media'
import { importCatalogue } from './import'
import { mediaStore } from './media'

let db: TestDatabase
beforeAll(async () => {
  // Encode for real: with the shared cache, earlier runs' AVIF files would already be there.
  process.env.MEDIA_CACHE_DIR = 'off'
  db = await createTestDatabase()
})
afterAll(async () => {
  delete process.env.MEDIA_CACHE_DIR
  await db?.dispose()
})

// Every rendition is encoded for real, AVIF included: on a machine shared with other work
// (a CI run beside two other sessions, load average 11) the default 30 s ran out, so the file's one test has longer.
const ENCODING_TIMEOUT_MS = 120_000

describe('deferred AVIF renditions (first start)', () => {
  it(
    'import with deferAvif serves WebP now, marks images pending; completion adds AVIF where it pays',
    async () => {
      await importCatalogue(FIXTURE_CATALOGUE, {
        db: db.handle.db,
        dataDir: db.dataDir,
        company: testCompany,
        deferAvif: true,
      })
      const before = await db.handle.db.select().from(products)
      const k8 = before.find((p) => p.slug === 'k8-gnss-module')!
      expect(k8.images[0]!.avifPending).toBe(true)
      expect(k8.images[0]!.variants.map((v) => v.format)).toEqual(['webp', 'webp', 'webp', 'webp'])
      expect(k8.gallery[0]!.image.avifPending).toBe(true)

      const { images } = await completePendingRenditions(db.handle.db, mediaStore(db.dataDir))
      // 7 product images + 2 gallery images + 1 category image in the fixture.
      expect(images).toBe(10)
      const after = await db.handle.db.select().from(products)
      for (const row of after) {
        for (const image of [...row.images, ...row.gallery.map((g) => g.image)]) {
          expect(image.avifPending).toBeUndefined()
          expect(image.variants.filter((v) => v.format === 'webp')).toHaveLength(4)
        }
      }
      // The fixture's flat drawings compress far better as AVIF, so it pays at some width.
      expect(after.find((p) => p.slug === 'k8-gnss-module')!.images[0]!.variants.some((v) => v.format === 'avif')).toBe(
        true,
      )
      // Completion changes renditions only: a re-import still finds every entry unchanged.
      expect(after.map((p) => p.sourceHash).sort()).toEqual(before.map((p) => p.sourceHash).sort())
      const [category] = (await db.handle.db.select().from(categories)).filter((c) => c.image)
      expect(category!.image!.avifPending).toBeUndefined()
      const again = await importCatalogue(FIXTURE_CATALOGUE, {
        db: db.handle.db,
        dataDir: db.dataDir,
        company: testCompany,
      })
      expect(again.products).toEqual({ created: 0, updated: 0, unchanged: 7 })
      expect((await completePendingRenditions(db.handle.db, mediaStore(db.dataDir))).images).toBe(0)
    },
    ENCODING_TIMEOUT_MS,
  )
})
