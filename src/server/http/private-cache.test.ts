/**
 * The private page cache (docs/decisions/113-private-page-cache.md) in front of a real HTTP server whose handler
 * renders as the status page and the warranty check do: a CSP nonce, the private headers, the page's keep mark (not
 * for a rate-limited answer) and its rate limit, registered as the service desk registers it. Wired as
 * scripts/server.mjs wires it (the caches' one door, the `otherwise` path to the page). The real pages on real
 * servers, and a write reaching another instance, are tests/ops/private-cache.test.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RateLimiter } from '@/server/rate-limit/memory'
import { bumpServiceGeneration, bumpSiteGeneration, setRevisionPolling } from '../revision/site-generation.mjs'
import { allowKeeping, registerKeptLimit } from './kept-answers.mjs'
import { MAX_AGE_MS, newNonce } from './page-cache.mjs'
import { keptPrivateTarget, nextKabulMidnight } from './private-cache.mjs'
import { createResponseCaches } from './response-caches.mjs'

let server: Server
let base = ''
let caches: ReturnType<typeof createResponseCaches>
let renders = 0
let requests = 0
let limiter: RateLimiter
let realNow: () => number
let clock = 0

/** The page as the app renders it; limited: the app's own answer (a redirect, or the warranty's "wait"), unmarked. */
async function render(req: IncomingMessage, res: ServerResponse) {
  renders++
  const address = String(req.headers['x-forwarded-for'] ?? 'none')
  const url = req.url ?? '/'
  const limited = !limiter.take(address).ok
  if (url.startsWith('/service/status/unknown') || (limited && url.startsWith('/service/status/'))) {
    res.writeHead(307, { location: `/service/status?error=${limited ? 'too-many' : 'unavailable'}` })
    return void res.end()
  }
  const nonce = newNonce()
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  res.setHeader('Referrer-Policy', 'no-referrer')
  if (!limited) allowKeeping(String(res.getHeader('x-request-id')))
  await new Promise((resolve) => setImmediate(resolve))
  res.end(
    `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"/></head>` +
      `<body data-render="${renders}">${limited ? 'too many checks' : `page ${url}`}` +
      `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`,
  )
}

beforeAll(async () => {
  realNow = Date.now
  server = createServer((req, res) => {
    res.setHeader('X-Request-Id', `r${++requests}`)
    const cached = caches.lookup(req, () => String(req.headers['x-forwarded-for'] ?? 'none'))
    const go = (capture?: (res: ServerResponse) => void) => {
      capture?.(res)
      void render(req, res)
    }
    if (cached?.send) return cached.send(res, () => go())
    go(cached?.capture)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  Date.now = realNow
  return new Promise((resolve) => server.close(resolve))
})

function reset(limit = 100) {
  setRevisionPolling(false)
  renders = 0
  limiter = new RateLimiter({ limit, windowMs: 600_000 })
  registerKeptLimit('service-status', async (address) => limiter.take(address).ok)
  registerKeptLimit('warranty', async (address) => limiter.take(address).ok)
  const env = { NODE_ENV: 'test', PAGE_CACHE_MB: '0', API_CACHE_MB: '0', PRIVATE_CACHE_MB: '1' } as const
  caches = createResponseCaches(env, console)
}

async function get(path: string, from = '10.0.0.1') {
  const res = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': from }, redirect: 'manual' })
  const html = await res.text()
  return {
    status: res.status,
    cache: res.headers.get('x-page-cache'),
    headers: res.headers,
    html,
    render: /data-render="(\d+)"/.exec(html)?.[1],
  }
}

/** Reads until the copy is kept (it is kept once compressed, just after the answer). */
async function kept(path: string, from = '10.0.0.1') {
  await get(path, from)
  await expect.poll(async () => (await get(path, from)).cache, { timeout: 10_000 }).toBe('hit')
}

describe('the private cache', () => {
  it('keys the status page by its link and the warranty check by its serial; any other query bypasses', () => {
    expect(keptPrivateTarget('/service/status/Ab_c-9')).toEqual({
      url: '/service/status/Ab_c-9',
      limit: 'service-status',
    })
    expect(keptPrivateTarget('/fa/service/status/Ab9')?.url).toBe('/fa/service/status/Ab9')
    for (const url of ['/service/status/Ab9?new=1', '/service/status/Ab9?answered=accepted', '/service/status'])
      expect(keptPrivateTarget(url), url).toBeNull()
    // As the page reads it: decoded, at most 60 characters; `+` and `%20` are the same serial.
    expect(keptPrivateTarget('/ps/warranty?serial=WR+0001')).toEqual({
      url: '/ps/warranty?serial=WR%200001',
      limit: 'warranty',
    })
    expect(keptPrivateTarget('/ps/warranty?serial=WR%200001')?.url).toBe('/ps/warranty?serial=WR%200001')
    expect(keptPrivateTarget(`/warranty?serial=${'A'.repeat(80)}`)?.url).toBe(`/warranty?serial=${'A'.repeat(60)}`)
    // The form alone takes no limit (the page takes one only for a serial).
    expect(keptPrivateTarget('/warranty')).toEqual({ url: '/warranty', limit: null })
    expect(keptPrivateTarget('/warranty?serial=')).toEqual({ url: '/warranty', limit: null })
    for (const url of ['/warranty?serial=A&serial=B', '/warranty?serial=A&utm=x', '/warranty?x=1', '/product/a'])
      expect(keptPrivateTarget(url), url).toBeNull()
  })

  it('sends a kept status page with the private headers, never the CDN ones', async () => {
    reset()
    const first = await get('/service/status/tok1')
    expect(first.cache).toBe('miss')
    await kept('/service/status/tok1')
    const hit = await get('/service/status/tok1', '10.0.0.2')
    expect(hit.cache).toBe('hit')
    expect(hit.render).toBe(first.render)
    expect(hit.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
    expect(hit.headers.get('referrer-policy')).toBe('no-referrer')
    expect(hit.html).toContain('noindex')
    // Nothing of the public cache's or a CDN's.
    expect(hit.headers.get('vary') ?? '').not.toMatch(/cookie|save-data/i)
    // The link as the request form's redirect opens it ("just filed") is not the kept page: rendered, not captured.
    const before = renders
    const fresh = await get('/service/status/tok1?new=1')
    expect(fresh.cache).toBeNull()
    expect(renders).toBe(before + 1)
  })

  it('never keeps a redirect (an unknown link) nor a rate-limited answer', async () => {
    reset(3)
    for (let i = 0; i < 3; i++) expect((await get('/service/status/unknown-token')).status).toBe(307)
    expect(renders).toBe(3)
    // The warranty check limited: the page answers "too many", and that answer is not kept.
    const limited = await get('/warranty?serial=WR-1')
    expect(limited.html).toContain('too many checks')
    expect((await get('/warranty?serial=WR-1', '10.0.0.9')).html).toContain('page /warranty?serial=WR-1')
  })

  it('counts every kept copy against the visitor, and a limited visitor gets what the page answers', async () => {
    reset(5)
    await kept('/warranty?serial=WR-7', '10.0.0.50')
    const rendered = renders
    const from = '10.0.0.60'
    for (let i = 0; i < 5; i++) expect((await get('/warranty?serial=WR-7', from)).cache).toBe('hit')
    expect(renders).toBe(rendered)
    const sixth = await get('/warranty?serial=WR-7', from)
    expect(sixth.cache).toBeNull()
    expect(sixth.html).toContain('too many checks')
    expect(renders).toBe(rendered + 1)
    // The status page's limit: the page redirects to the lookup, as it does without the cache.
    await kept('/service/status/tok2', '10.0.0.70')
    expect((await get('/service/status/tok2', from)).headers.get('location')).toBe('/service/status?error=too-many')
    // Others still get the kept copy.
    expect((await get('/warranty?serial=WR-7', '10.0.0.61')).cache).toBe('hit')
  })

  it("renders anew once the desk's or the site's generation moved, and sends nothing while polling", async () => {
    reset()
    await kept('/service/status/tok3')
    bumpServiceGeneration()
    expect((await get('/service/status/tok3')).cache).toBe('miss')
    await kept('/service/status/tok3')
    bumpSiteGeneration()
    expect((await get('/service/status/tok3')).cache).toBe('miss')
    await kept('/service/status/tok3')
    setRevisionPolling(true)
    expect((await get('/service/status/tok3')).cache).toBeNull()
    setRevisionPolling(false)
    // Leaving poll mode moved the service generation: notices may have been missed meanwhile.
    expect((await get('/service/status/tok3')).cache).toBe('miss')
  })

  it('keeps a copy at most MAX_AGE_MS, and never past midnight in Kabul', async () => {
    // 23:59:30 in Kabul (19:29:30 UTC): the copy ends at midnight, 30 s later, not after 60 s.
    clock = Date.UTC(2026, 11, 6, 19, 29, 30)
    expect(nextKabulMidnight(clock)).toBe(Date.UTC(2026, 11, 6, 19, 30))
    Date.now = () => clock
    try {
      reset()
      await kept('/warranty?serial=WR-9')
      clock += 29_000
      expect((await get('/warranty?serial=WR-9')).cache).toBe('hit')
      clock += 2_000
      expect((await get('/warranty?serial=WR-9')).cache).toBe('miss')
      clock = Date.UTC(2026, 11, 6, 8)
      await kept('/warranty?serial=WR-9')
      clock += MAX_AGE_MS
      expect((await get('/warranty?serial=WR-9')).cache).toBe('hit')
      clock += 1
      expect((await get('/warranty?serial=WR-9')).cache).toBe('miss')
    } finally {
      Date.now = realNow
    }
  })
})
