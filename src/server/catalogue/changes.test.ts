import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase, type DbHandle, type DbOrTx } from '@/server/db/client'
import { products } from '@/server/db/schema'
import { FIXTURE_CATALOGUE, testCompany, useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { catalogueChanged, writeCatalogue } from './changes'
import { importCatalogue } from './import'
import { getProductBySlug } from './queries'
import { readCatalogueRevision } from './revision'
import { catalogueWatchMode, getSnapshot } from './snapshot'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

const rename = (slug: string, name: string) => (tx: DbOrTx) =>
  tx.update(products).set({ name }).where(eq(products.slug, slug))

describe('catalogue changes', () => {
  it('the seed import bumped the revision in its transaction; an unchanged re-import does not', async () => {
    const before = await readCatalogueRevision(db.handle.db)
    expect(before).toBeGreaterThanOrEqual(1)
    await importCatalogue(FIXTURE_CATALOGUE, { db: db.handle.db, dataDir: db.dataDir, company: testCompany })
    expect(await readCatalogueRevision(db.handle.db)).toBe(before)
  })

  it('writeCatalogue commits, bumps the revision and shows the change at once', async () => {
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 RTK Rover')
    const before = await readCatalogueRevision(db.handle.db)
    await writeCatalogue(rename('r12-rover', 'R12 Renamed'))
    expect(await readCatalogueRevision(db.handle.db)).toBe(before + 1)
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 Renamed')
    expect((await getSnapshot()).revision).toBe(before + 1)
  })

  it('a failed write changes nothing and leaves the revision alone', async () => {
    const before = await readCatalogueRevision(db.handle.db)
    await expect(
      writeCatalogue(async (tx) => {
        await rename('r12-rover', 'Never Seen')(tx)
        throw new Error('validation failed half way')
      }),
    ).rejects.toThrow('half way')
    expect(await readCatalogueRevision(db.handle.db)).toBe(before)
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 Renamed')
  })

  it('catalogueChanged after a write made outside writeCatalogue bumps and reloads', async () => {
    const before = await readCatalogueRevision(db.handle.db)
    await rename('r12-rover', 'R12 Again')(db.handle.db)
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 Renamed')
    await catalogueChanged()
    expect(await readCatalogueRevision(db.handle.db)).toBe(before + 1)
    expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 Again')
  })

  it('with PGlite, one process owns the database: no listener, no per-request check', async () => {
    if (db.handle.kind !== 'pglite') return
    await getSnapshot()
    expect(catalogueWatchMode()).toBe('local')
  })
})

// Another app instance is another connection to the same PostgreSQL database: its writes reach this process only
// through NOTIFY (or the revision check), never through a local invalidation. Runs in the CI's PostgreSQL leg.
describe.skipIf(!process.env.DATABASE_URL)('writes from another instance (PostgreSQL)', () => {
  let other: DbHandle
  beforeAll(async () => {
    const url = await currentDatabaseUrl(db.handle)
    other = await openDatabase({ databaseUrl: url, migrate: false })
  })
  afterAll(async () => {
    await other?.close()
  })

  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (await check()) return true
      await new Promise((r) => setTimeout(r, 20))
    }
    return false
  }

  it('LISTEN is up, and another instance’s commit is served within moments, not after the 5-minute TTL', async () => {
    await getSnapshot()
    expect(await waitFor(async () => catalogueWatchMode() === 'listening', 5_000)).toBe(true)
    await writeCatalogue(rename('k8-gnss-module', 'K8 From Elsewhere'), other.db)
    const t = Date.now()
    expect(
      await waitFor(async () => (await getProductBySlug('k8-gnss-module'))?.name === 'K8 From Elsewhere', 2_000),
    ).toBe(true)
    expect(Date.now() - t).toBeLessThan(2_000)
  })

  it('a CLI-style import on another connection is served at once too', async () => {
    await other.db.update(products).set({ sourceHash: 'stale' }).where(eq(products.slug, 'b4-base-station'))
    await importCatalogue(FIXTURE_CATALOGUE, { db: other.db, dataDir: db.dataDir, company: testCompany })
    expect(
      await waitFor(async () => (await getSnapshot()).revision === (await readCatalogueRevision(db.handle.db)), 2_000),
    ).toBe(true)
  })
})

async function currentDatabaseUrl(handle: DbHandle): Promise<string> {
  const result = (await handle.db.execute('select current_database() as name')) as unknown as {
    rows: { name: string }[]
  }
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${result.rows[0]!.name}`
  return url.toString()
}
