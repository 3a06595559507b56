import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { categories, products } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { writeCatalogue } from './changes'
import { recordSlugChange } from '../redirects/slug-changes'
import { getProductBySlug } from './queries'
import { currentSlugFor } from './redirects'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

/** What an editor's save does: change the slug and record the old one, in one transaction. */
async function renameProduct(from: string, to: string) {
  await writeCatalogue(async (tx) => {
    const [row] = await tx.update(products).set({ slug: to }).where(eq(products.slug, from)).returning()
    await recordSlugChange(tx, 'product', from, row!.id, to)
  })
}

describe('slug redirects', () => {
  it('an old product slug leads to the current one; unknown slugs lead nowhere', async () => {
    await renameProduct('r12-rover', 'r12-rtk-rover')
    expect(await currentSlugFor('product', 'r12-rover')).toBe('r12-rtk-rover')
    expect(await getProductBySlug('r12-rover')).toBeUndefined()
    expect(await currentSlugFor('product', 'never-existed')).toBeUndefined()
    // A product redirect is not a category redirect.
    expect(await currentSlugFor('category', 'r12-rover')).toBeUndefined()
  })

  it('chains collapse: a → b → c sends a straight to c', async () => {
    await renameProduct('r12-rtk-rover', 'r12-rover-2027')
    expect(await currentSlugFor('product', 'r12-rover')).toBe('r12-rover-2027')
    expect(await currentSlugFor('product', 'r12-rtk-rover')).toBe('r12-rover-2027')
  })

  it('renaming back to an old slug serves it live again, without a redirect loop', async () => {
    await renameProduct('r12-rover-2027', 'r12-rover')
    expect(await currentSlugFor('product', 'r12-rover')).toBeUndefined()
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 RTK Rover')
    expect(await currentSlugFor('product', 'r12-rover-2027')).toBe('r12-rover')
  })

  it('an old slug taken by another product is that product’s page, not a redirect', async () => {
    await renameProduct('k8-gnss-module', 'k8-module')
    expect(await currentSlugFor('product', 'k8-gnss-module')).toBe('k8-module')
    await writeCatalogue((tx) =>
      tx.update(products).set({ slug: 'k8-gnss-module' }).where(eq(products.slug, 'b4-base-station')),
    )
    expect(await currentSlugFor('product', 'k8-gnss-module')).toBeUndefined()
    expect((await getProductBySlug('k8-gnss-module'))?.name).toBe('B4 Base Station')
  })

  it('a redirect to a product that is not public (unpublished) is not followed', async () => {
    await renameProduct('s300-scanner', 's300-laser-scanner')
    expect(await currentSlugFor('product', 's300-scanner')).toBe('s300-laser-scanner')
    await writeCatalogue((tx) =>
      tx.update(products).set({ isActive: false }).where(eq(products.slug, 's300-laser-scanner')),
    )
    expect(await currentSlugFor('product', 's300-scanner')).toBeUndefined()
  })

  it('categories redirect the same way', async () => {
    await writeCatalogue(async (tx) => {
      const [row] = await tx
        .update(categories)
        .set({ slug: 'rtk-receivers' })
        .where(eq(categories.slug, 'rtk-rovers'))
        .returning()
      await recordSlugChange(tx, 'category', 'rtk-rovers', row!.id, 'rtk-receivers')
    })
    expect(await currentSlugFor('category', 'rtk-rovers')).toBe('rtk-receivers')
  })
})
