import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bumpSiteGeneration, setRevisionPolling } from '../revision/site-generation.mjs'
import { API_MAX_AGE_MS, createApiCache, type ApiCache } from './api-cache.mjs'

let server: Server
let base = ''
let cache: ApiCache
let clock = 0
let renders = 0

/** An API answer as the route handlers give one (src/server/http/http.ts jsonOk), in two chunks. */
async function answer(req: IncomingMessage, res: ServerResponse) {
  renders++
  const url = req.url ?? '/'
  const body = JSON.stringify({ url, render: renders, rows: Array.from({ length: 50 }, (_, i) => `product ${i}`) })
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  if (url.includes('missing')) res.statusCode = 404
  res.setHeader('Content-Type', url.includes('text') ? 'text/plain' : 'application/json')
  res.setHeader('Cache-Control', 'public, max-age=60')
  res.setHeader('ETag', etag)
  if (url.includes('cookie')) res.setHeader('Set-Cookie', 'x=1')
  res.write(body.slice(0, 40))
  await new Promise((resolve) => setImmediate(resolve))
  res.end(body.slice(40))
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const found = cache.find(req)
    if (found?.entry) return cache.send(req, res, found.entry)
    if (found?.lookup) cache.capture(res, found.lookup)
    void answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

function reset(maxBytes = 1 << 20) {
  setRevisionPolling(false)
  clock = 1_000_000
  renders = 0
  cache = createApiCache({ maxBytes, now: () => clock })
}

const POLL = { timeout: 10_000 }
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers })
  const text = await res.text()
  return { status: res.status, cache: res.headers.get('x-api-cache'), etag: res.headers.get('etag'), text, res }
}

describe('API cache', () => {
  it('sends a kept answer byte for byte, gzip or plain, with its ETag, and a 304 to a client that has it', async () => {
    reset()
    const first = await get('/api/public/categories/tree?locale=fa')
    expect(first.cache).toBe('miss')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    for (const encoding of ['gzip', 'identity', 'gzip, deflate, br']) {
      const hit = await get('/api/public/categories/tree?locale=fa', { 'accept-encoding': encoding })
      expect(hit).toMatchObject({ status: 200, cache: 'hit', etag: first.etag, text: first.text })
      expect(hit.res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : 'gzip')
      expect(hit.res.headers.get('vary')).toContain('Accept-Encoding')
    }
    const again = await get('/api/public/categories/tree?locale=fa', { 'if-none-match': `W/"x", ${first.etag}` })
    expect(again).toMatchObject({ status: 304, cache: 'hit', etag: first.etag, text: '' })
    expect(again.res.headers.get('cache-control')).toBe('public, max-age=60')
    // Another query is another answer.
    expect((await get('/api/public/categories/tree?locale=ps')).cache).toBe('miss')
    expect(renders).toBe(2)
  })

  it('keeps nothing but 200 JSON without Set-Cookie, and no path outside the public API', async () => {
    reset()
    for (const path of ['/api/public/missing', '/api/public/text', '/api/public/cookie', '/api/admin/x', '/x']) {
      await get(path)
      expect((await get(path)).cache, path).toBe(path.startsWith('/api/public/') ? 'miss' : null)
    }
    expect(cache.stats().stored).toBe(0)
  })

  it('sends nothing kept before a change, nor while changes are not heard at once, nor past its age', async () => {
    reset()
    const path = '/api/public/products?featured=true'
    await get(path)
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    expect((await get(path)).cache).toBe('hit')
    bumpSiteGeneration()
    expect((await get(path)).cache).toBe('miss')
    await expect.poll(() => cache.stats().stored, POLL).toBe(2)
    setRevisionPolling(true)
    expect((await get(path)).cache).toBeNull()
    setRevisionPolling(false)
    expect((await get(path)).cache).toBe('hit')
    clock += API_MAX_AGE_MS + 1
    expect((await get(path)).cache).toBe('miss')
  })

  it('stays within its bytes: the least recently used answers go first', async () => {
    reset(3_500)
    for (const n of [1, 2, 3]) {
      await get(`/api/public/search?q=${n}`)
      await expect.poll(() => cache.stats().stored, POLL).toBe(n)
    }
    const stats = cache.stats()
    expect(stats.bytes).toBeLessThanOrEqual(3_500)
    expect(stats.evicted).toBeGreaterThan(0)
    expect((await get('/api/public/search?q=3')).cache).toBe('hit')
    expect((await get('/api/public/search?q=1')).cache).toBe('miss')
  })
})
