import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { products, siteRevisions } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { getProductBySlug, listProducts } from './queries'
import {
  CATALOGUE_CACHE_TTL_MS,
  catalogueWatchMode,
  catalogueWatchSettled,
  getSnapshot,
  invalidateCatalogueCache,
  viewOf,
} from './snapshot'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

describe('the catalogue cache', () => {
  it('serves reads from memory for 5 minutes, then reloads in the background', async () => {
    const first = await getSnapshot()
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 RTK Rover')
    // The TTL is the safety net for a change whose notice never reached this process. On PostgreSQL the process
    // LISTENs, and a change is seen within moments (changes.test.ts); so the listener must be up, with its catch-up
    // check done, before a change is made that moves the revision but sends no NOTIFY (one sent while the connection
    // was down, say)...
    if (db.handle.kind === 'postgres') {
      await vi.waitFor(() => expect(catalogueWatchMode()).toBe('listening'), { timeout: 5_000 })
      await catalogueWatchSettled()
    }
    await db.handle.db.update(products).set({ name: 'R12 Changed' }).where(eq(products.slug, 'r12-rover'))
    await db.handle.db
      .update(siteRevisions)
      .set({ revision: sql`${siteRevisions.revision} + 1` })
      .where(eq(siteRevisions.topic, 'catalogue'))
    // ...is not seen while the snapshot is fresh,
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 RTK Rover')
    expect(await getSnapshot(first.loadedAt + CATALOGUE_CACHE_TTL_MS - 1)).toBe(first)
    // Once it is 5 minutes old it is still answered at once (a request never waits on the TTL's reload)...
    const expired = first.loadedAt + CATALOGUE_CACHE_TTL_MS
    expect(await getSnapshot(expired)).toBe(first)
    // ...and the reload started in the background shows the change.
    await vi.waitFor(async () => {
      const later = await getSnapshot(expired)
      expect(later).not.toBe(first)
      expect(later.productBySlug.get('r12-rover')?.name).toBe('R12 Changed')
    })
  })

  it('keeps a snapshot past its TTL, with its views, while the revision has not moved', async () => {
    const first = await getSnapshot()
    const dari = viewOf(first, 'fa')
    const expired = first.loadedAt + CATALOGUE_CACHE_TTL_MS
    expect(await getSnapshot(expired)).toBe(first)
    // The background check renews it: fresh again, the same object, the same Dari view.
    await vi.waitFor(() => expect(first.loadedAt).toBeGreaterThanOrEqual(expired - CATALOGUE_CACHE_TTL_MS + 1))
    expect(await getSnapshot(first.loadedAt + 1)).toBe(first)
    expect(viewOf(first, 'fa')).toBe(dari)
  })

  it('an invalidation (what an import does) takes effect at once', async () => {
    await db.handle.db.update(products).set({ isActive: false }).where(eq(products.slug, 'a2-handheld'))
    expect((await listProducts()).products.map((p) => p.slug)).toContain('a2-handheld')
    invalidateCatalogueCache()
    expect((await listProducts()).products.map((p) => p.slug)).not.toContain('a2-handheld')
  })

  it('concurrent readers share one load', async () => {
    invalidateCatalogueCache()
    const [a, b, c] = await Promise.all([getSnapshot(), getSnapshot(), getSnapshot()])
    expect(a).toBe(b)
    expect(b).toBe(c)
  })

  it('holds each whole product in memory of its own size: not in the 16 KiB buffer zlib wrote it into', async () => {
    const { whole } = await getSnapshot()
    expect(whole.size).toBeGreaterThan(2)
    // Copied, a packed product lives in Node's shared pool (small ones) or in memory of its own length; a slice of
    // zlib's output kept its whole 16 KiB buffer (141 MiB at 9,047 products).
    for (const packed of whole.values())
      expect(packed.buffer.byteLength <= Buffer.poolSize || packed.buffer.byteLength === packed.length).toBe(true)
  })
})
