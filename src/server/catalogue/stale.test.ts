import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { setDbHandle } from '@/server/db/client'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { getProductBySlug } from './queries'
import {
  CATALOGUE_CACHE_TTL_MS,
  catalogueFailure,
  catalogueLog,
  getSnapshot,
  invalidateCatalogueCache,
} from './snapshot'

// Stale-on-error (docs/decisions/025-database-outages.md): the database goes away (here: its client is closed, so
// every query fails) after the catalogue was loaded. Pages keep the last good catalogue, a log line says so, and the
// catalogue is current again once the database answers.
let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase({ seed: true })
})
afterAll(async () => {
  await db?.dispose()
})

describe('the catalogue while the database fails', () => {
  it('serves the last good snapshot after its TTL and after an invalidation, logs once, and recovers', async () => {
    const first = await getSnapshot()
    const log = vi.spyOn(catalogueLog, 'error').mockImplementation((() => undefined) as never)
    const info = vi.spyOn(catalogueLog, 'info').mockImplementation((() => undefined) as never)
    // A handle whose queries fail like a database that went away (closed connection), installed as the process's.
    const { openDatabase } = await import('@/server/db/client')
    const gone = await openDatabase({ migrate: false })
    await gone.close()
    setDbHandle(gone)
    try {
      // Past the TTL: answered at once from memory; the background reload fails.
      expect(await getSnapshot(first.loadedAt + CATALOGUE_CACHE_TTL_MS)).toBe(first)
      await vi.waitFor(() => expect(catalogueFailure()).toBeDefined())
      // A write elsewhere dropped the snapshot: the reload fails, the last good one is served.
      invalidateCatalogueCache()
      expect(await getSnapshot()).toBe(first)
      expect((await getProductBySlug('r12-rover'))?.name).toBe('R12 RTK Rover')
      const lines = log.mock.calls.map((c) => String(c[1]))
      expect(lines.filter((l) => l.startsWith('loading the catalogue failed'))).toHaveLength(1)
      expect(lines[0]).toContain('serving the copy loaded at')
      expect(catalogueFailure()?.servingLoadedAt).toBe(first.loadedAt)
    } finally {
      setDbHandle(db.handle)
    }
    // The database answers again: the next load (at most a second later) brings the current catalogue.
    await vi.waitFor(
      async () => {
        const now = await getSnapshot()
        expect(now).not.toBe(first)
        expect(catalogueFailure()).toBeUndefined()
      },
      { timeout: 5_000, interval: 200 },
    )
    expect(info.mock.calls.some((c) => String(c[1]).includes('database reachable again'))).toBe(true)
    log.mockRestore()
    info.mockRestore()
  })

  it('a process that never loaded the catalogue answers the error (the API turns it into 503)', async () => {
    const { openDatabase } = await import('@/server/db/client')
    const gone = await openDatabase({ migrate: false })
    await gone.close()
    const log = vi.spyOn(catalogueLog, 'error').mockImplementation((() => undefined) as never)
    const g = globalThis as unknown as { __catalogue?: { lastGood?: unknown; snapshot?: unknown } }
    const saved = g.__catalogue!.lastGood
    g.__catalogue!.lastGood = undefined
    setDbHandle(gone)
    invalidateCatalogueCache()
    try {
      await expect(getSnapshot()).rejects.toThrow()
    } finally {
      g.__catalogue!.lastGood = saved
      setDbHandle(db.handle)
      invalidateCatalogueCache()
      log.mockRestore()
    }
  })
})
