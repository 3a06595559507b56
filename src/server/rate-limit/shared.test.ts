import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rateLimitHits } from '@/server/db/schema'
import { createTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { SharedRateLimiter } from './shared'

// A real database (PGlite, or PostgreSQL in CI's leg): two limiter objects stand for two app instances, which share
// nothing but the database.
let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => db?.dispose())

let clock = Date.parse('2026-03-01T10:00:00Z')
const instance = (bucket: string, limit = 5, windowMs = 600_000) =>
  new SharedRateLimiter({ bucket, limit, windowMs, now: () => clock, db: async () => db.handle.db, store: 'database' })

describe('SharedRateLimiter (rate_limit_hits table)', () => {
  it('counts events of every instance against one window, then says when the next is allowed', async () => {
    const a = instance('contact')
    const b = instance('contact')
    for (let i = 0; i < 5; i++) expect((await (i % 2 ? a : b).take('203.0.113.7')).ok).toBe(true)
    const refused = await b.take('203.0.113.7')
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 600 })
    expect((await a.take('203.0.113.7')).ok).toBe(false)
    expect(await a.retryAfter('203.0.113.7')).toBe(600)
    // Another address and another bucket are counted apart.
    expect((await a.take('203.0.113.8')).ok).toBe(true)
    expect((await instance('login').take('203.0.113.7')).ok).toBe(true)
    clock += 600_001
    expect((await b.take('203.0.113.7')).ok).toBe(true)
    expect(await a.retryAfter('203.0.113.8')).toBe(0)
  })

  it('a released ticket gives its slot back, on the other instance too', async () => {
    const a = instance('release', 1)
    const b = instance('release', 1)
    const first = await a.take('k')
    expect(first.ok).toBe(true)
    expect((await b.take('k')).ok).toBe(false)
    if (first.ok) await first.ticket.release()
    expect((await b.take('k')).ok).toBe(true)
  })

  it('concurrent takes never let more than the limit through', async () => {
    const limiters = [instance('race', 3), instance('race', 3)]
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.take('same')))
    expect(results.filter((r) => r.ok)).toHaveLength(3)
  })

  it('expired rows are deleted in passing, so the table holds only live windows', async () => {
    const a = instance('sweep', 100, 1_000)
    for (let i = 0; i < 10; i++) await a.take(`addr-${i}`)
    clock += 3_600_000
    await a.take('later')
    const [row] = await db.handle.db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.bucket} = 'sweep'`)
    expect(row?.n).toBe(1)
  })
})
