import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invalidateCatalogueCache } from '@/server/catalogue'
import { openDatabase, setDbHandle, type DbHandle } from '@/server/db/client'
import { call, json } from './call'

// A real PostgreSQL client pointed at a loopback port where nothing listens: connecting fails at once, the way it
// does when the database is down. The API must answer 503 with Retry-After, fast, and never hang.

let port: number
let handle: DbHandle
beforeAll(async () => {
  port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo
      probe.close(() => resolve(p))
    })
  })
  handle = await openDatabase({
    databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`,
    migrate: false,
    connectTimeoutMs: 1_000,
  })
  setDbHandle(handle)
  invalidateCatalogueCache()
})
afterAll(async () => {
  setDbHandle(undefined)
  await handle?.close()
})

describe('database unavailable', () => {
  it('the API answers 503 with Retry-After and a clear message', async () => {
    const started = Date.now()
    const res = await call('/products?featured=true&limit=4')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('10')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await json<{ error: { message: string; issues: unknown[] } }>(res)
    expect(body.error.message).toBe('The catalogue is temporarily unavailable. Please try again shortly.')
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('opening a database that is down fails within the connection timeout instead of waiting forever', async () => {
    const started = Date.now()
    await expect(
      openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, connectTimeoutMs: 1_000 }),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
