/**
 * The page cache (docs/decisions/052-page-cache.md) in front of a real HTTP server whose handler renders as Next.js
 * does for a page: a CSP header with a fresh nonce and the nonce in several script tags, written in chunks. What is
 * checked: a kept page goes out with a new nonce in the body and the header (gzip and plain), what must never be
 * kept is not, the key's variants get copies of their own, and a change (the catalogue's generation) or age ends a
 * copy. The real pages, on real servers, are tests/ops/page-cache.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { fill, gzipTemplate } from './gzip-template.mjs'
import { bumpSiteGeneration, setRevisionPolling } from '../revision/site-generation.mjs'
import { createPageCache, MAX_AGE_MS, newNonce, RENDER_WAIT_MS, type PageCache } from './page-cache.mjs'

const gunzip = promisify(zlib.gunzip)
const files = globalThis as unknown as { __cachedFileNames?: string[] }

let server: Server
let base = ''
let cache: PageCache
let clock = 0
let renders = 0

/** What Next.js 16 sends on an App Router page. */
const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

/** A page as Next.js sends one: the nonce in the CSP and in each script tag, in chunks. */
async function render(req: IncomingMessage, res: ServerResponse) {
  const n = ++renders
  const nonce = newNonce()
  const url = req.url ?? '/'
  res.statusCode = url === '/news/missing' ? 404 : 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader(
    'Content-Security-Policy',
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'`,
  )
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  res.setHeader('Vary', NEXT_VARY)
  if (url === '/about' || url === '/solutions/about') res.setHeader('Set-Cookie', 'seen=1; Path=/')
  // A write landing while this page renders (on this instance or, by NOTIFY, from another).
  if (url === '/fa/about' && n === 1) bumpSiteGeneration()
  // A page that takes a while: requests for it arrive while it renders.
  if (url.startsWith('/solutions')) await new Promise((resolve) => setTimeout(resolve, 150))
  const filler = Array.from({ length: 40 }, (_, i) => `<p>Row ${i}: ${'survey equipment '.repeat(i % 7)}</p>`).join('')
  res.write(`<!doctype html><html><head><style nonce="${nonce}">p{}</style></head><body data-render="${n}">`)
  await new Promise((resolve) => setImmediate(resolve))
  for (let i = 0; i < 5; i++) res.write(`${filler}<script nonce="${nonce}">self.__next_f.push([1,"${i}"])</script>`)
  res.end(`<p>path ${url} save-data ${req.headers['save-data'] ?? ''} cookie ${req.headers.cookie ?? ''}</p></html>`)
}

beforeAll(async () => {
  // As scripts/server.mjs uses it (through ./response-caches.mjs).
  server = createServer((req, res) => {
    const found = cache.find(req)
    if (found?.entry) return cache.send(req, res, found.entry)
    if (found?.wait) return void found.wait.then((kept) => (kept ? cache.send(req, res, kept) : render(req, res)))
    const lookup = found?.lookup
    if (lookup) {
      res.once('close', () => cache.ended(lookup))
      cache.capture(res, lookup)
    }
    void render(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

function reset(maxBytes = 8 * 2 ** 20, cdnSeconds = 0) {
  setRevisionPolling(false)
  files.__cachedFileNames = ['site-abc', 'inter-latin-1', 'vazirmatn-2']
  clock = 1_000_000
  renders = 0
  cache = createPageCache({ maxBytes, cdnSeconds, now: () => clock })
}
afterEach(() => {
  delete files.__cachedFileNames
})

interface Got {
  status: number
  cache: string | null
  headers: Headers
  csp: string
  html: string
  encoding: string | null
}

/** A GET with node:http, so the body comes exactly as sent (gzip decoded here, and checked). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Got> {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })
  const raw = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  // fetch decodes gzip itself; asked for identity, a gzip answer would come here still compressed.
  const html = (encoding === 'gzip' && raw[0] === 0x1f ? await gunzip(raw) : raw).toString()
  return {
    status: res.status,
    cache: res.headers.get('x-page-cache'),
    headers: res.headers,
    csp: res.headers.get('content-security-policy') ?? '',
    html,
    encoding,
  }
}

/** Copies are kept once compressed on the thread pool: on a busy machine that can take a while. */
const POLL = { timeout: 10_000 }
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
/** The nonces written in the body. */
const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1]

describe('page cache', () => {
  it('sends a kept page with a fresh nonce in the body and the CSP header, gzip or plain', async () => {
    reset()
    const first = await get('/')
    expect(first.cache).toBe('miss')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    const seen = new Set([nonceOf(first.csp)])
    for (const encoding of ['gzip', 'identity', 'gzip, deflate, br', 'identity']) {
      const hit = await get('/', { 'accept-encoding': encoding })
      expect(hit.cache).toBe('hit')
      expect(hit.encoding).toBe(encoding === 'identity' ? null : 'gzip')
      const nonce = nonceOf(hit.csp)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{48}$/)
      expect(seen.has(nonce)).toBe(false)
      seen.add(nonce)
      expect(hit.csp.split(nonce).length).toBe(3)
      expect(bodyNonces(hit.html)).toEqual(Array(6).fill(nonce))
      // The page itself is the render's, byte for byte, with the new nonce.
      expect(hit.html).toBe(first.html.split(nonceOf(first.csp)).join(nonce))
    }
    expect(renders).toBe(1)
  })

  it('never keeps an answer with Set-Cookie, nor one that is not 200', async () => {
    reset()
    for (const path of ['/about', '/news/missing']) {
      await get(path)
      const again = await get(path)
      expect(again.cache, path).toBe('miss')
      expect(renderOf(again.html)).not.toBe(renderOf((await get(path)).html))
    }
    expect(cache.stats().stored).toBe(0)
  })

  it('never answers from the cache, nor keeps, with a session or quote cookie, a query, an RSC request', async () => {
    reset()
    await get('/products')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    const bypass: [string, Record<string, string>][] = [
      ['/products', { cookie: '__Host-mg_admin=token' }],
      ['/products', { cookie: 'mg-cached=site-abc; mg_quote=k8:1' }],
      ['/products', { cookie: 'unknown=1' }],
      ['/products?sort=price', {}],
      ['/products', { rsc: '1' }],
      ['/products', { 'next-router-prefetch': '1' }],
      ['/contact', {}],
      ['/admin', {}],
    ]
    for (const [path, headers] of bypass) {
      const before = renders
      const res = await get(path, headers)
      expect(res.cache, `${path} ${JSON.stringify(headers)}`).toBeNull()
      expect(renders).toBe(before + 1)
    }
    expect(cache.stats().stored).toBe(1)
  })

  it('keeps a copy per Save-Data, per cached-files cookie and per language offered', async () => {
    reset()
    const variants: Record<string, string>[] = [
      {},
      { 'save-data': 'on' },
      { cookie: 'mg-cached=site-abc' },
      { cookie: 'mg-cached=site-abc.inter-latin-1' },
      { 'accept-language': 'ps, en;q=0.5' },
    ]
    for (const headers of variants) {
      expect((await get('/', headers)).cache).toBe('miss')
      await expect.poll(() => cache.stats().entries, POLL).toBe(variants.indexOf(headers) + 1)
    }
    for (const headers of variants) {
      const hit = await get('/', headers)
      expect(hit.cache).toBe('hit')
      expect(hit.html).toContain(`save-data ${headers['save-data'] ?? ''} cookie ${headers.cookie ?? ''}<`)
    }
    // Names the site does not serve, and their order, do not make another copy; a dismissed offer is no offer.
    expect((await get('/', { cookie: 'mg-cached=inter-latin-1.old-123.site-abc' })).cache).toBe('hit')
    expect((await get('/', { 'accept-language': 'ps', cookie: 'locale-offer=dismissed' })).cache).toBe('hit')
    expect(renders).toBe(variants.length)
  })

  it('sends nothing rendered before a change, nor while changes are not heard at once, nor past its age', async () => {
    reset()
    await get('/product/k8')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    expect((await get('/product/k8')).cache).toBe('hit')
    bumpSiteGeneration()
    expect((await get('/product/k8')).cache).toBe('miss')
    await expect.poll(() => cache.stats().stored, POLL).toBe(2)
    expect((await get('/product/k8')).cache).toBe('hit')
    setRevisionPolling(true)
    expect((await get('/product/k8')).cache).toBeNull()
    setRevisionPolling(false)
    expect((await get('/product/k8')).cache).toBe('hit')
    clock += MAX_AGE_MS + 1
    expect((await get('/product/k8')).cache).toBe('miss')
  })

  it('does not keep a page whose render a change overtook', async () => {
    reset()
    expect((await get('/fa/about')).cache).toBe('miss')
    expect((await get('/fa/about')).cache).toBe('miss')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    expect((await get('/fa/about')).cache).toBe('hit')
  })

  it('keeps pages private by default; with PAGE_CDN_SECONDS tells a CDN what to keep, varying on the key', async () => {
    reset()
    await get('/products')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    const kept = (await get('/products')).headers
    expect(kept.get('cache-control')).toMatch(/^private, no-cache, no-store/)
    expect(kept.get('vary')).toBe(`${NEXT_VARY}, Accept-Encoding`)
    reset(8 * 2 ** 20, 30)
    for (const path of ['/products', '/fa/products']) {
      await get(path)
      await expect.poll(() => cache.stats().stored, POLL).toBe(path === '/products' ? 1 : 2)
      const hit = await get(path)
      expect(hit.cache).toBe('hit')
      expect(hit.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400',
      )
      // Next's router headers but RSC change nothing without it; nginx keeps no answer whose Vary is over 128 bytes.
      const vary = hit.headers.get('vary')!
      expect(vary.split(', ')).toEqual(
        ['rsc', 'Accept-Encoding', 'Save-Data', 'Cookie', 'Accept-Language'].slice(0, path === '/products' ? 5 : 4),
      )
      expect(vary.length).toBeLessThanOrEqual(128)
    }
    // A render (the miss) stays private: a CDN keeps only what the origin's cache would send.
    expect((await get('/about')).headers.get('cache-control')).toMatch(/^private/)
  })

  it('renders a page once for the requests that arrive while it renders, and they get its copy', async () => {
    reset()
    const all = await Promise.all(Array.from({ length: 6 }, () => get('/solutions/mining')))
    expect(renders).toBe(1)
    expect(all.map((got) => got.cache).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss'])
    expect(new Set(all.map((got) => renderOf(got.html)))).toEqual(new Set(['1']))
    // Each with a nonce of its own.
    expect(new Set(all.map((got) => nonceOf(got.csp))).size).toBe(6)
    expect(cache.stats()).toMatchObject({ misses: 1, waited: 5, stored: 1 })
  })

  it('past its age, sends the old copy while one request renders it anew; after a change, nothing old', async () => {
    reset()
    await get('/solutions/mining')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    clock += MAX_AGE_MS + 1
    const all = await Promise.all(Array.from({ length: 4 }, () => get('/solutions/mining')))
    expect(renders).toBe(2)
    expect(all.map((got) => `${got.cache} ${renderOf(got.html)}`).sort()).toEqual(['hit 1', 'hit 1', 'hit 1', 'miss 2'])
    await expect.poll(() => cache.stats().stored, POLL).toBe(2)
    expect(renderOf((await get('/solutions/mining')).html)).toBe('2')
    // A change: no copy from before it, old or not; the requests wait for the one new render.
    bumpSiteGeneration()
    const after = await Promise.all(Array.from({ length: 3 }, () => get('/solutions/mining')))
    expect(after.map((got) => renderOf(got.html))).toEqual(['3', '3', '3'])
    expect(renders).toBe(3)
  })

  it('lets the waiting requests render for themselves when the render is not kept, or is cut', async () => {
    reset()
    // Not kept (it sets a cookie): each request gets its own render, none hangs.
    const refused = await Promise.all(Array.from({ length: 3 }, () => get('/solutions/about')))
    expect(refused.map((got) => got.status)).toEqual([200, 200, 200])
    expect(new Set(refused.map((got) => renderOf(got.html))).size).toBe(3)
    // The first request's client goes away mid-render: the others do not wait for a copy that never comes.
    renders = 0
    const cut = new AbortController()
    const first = fetch(`${base}/solutions/survey`, { signal: cut.signal }).catch(() => null)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const asked = Date.now()
    const waiting = get('/solutions/survey')
    await new Promise((resolve) => setTimeout(resolve, 20))
    cut.abort()
    await first
    const got = await waiting
    expect(got.status).toBe(200)
    expect(cache.stats().waited).toBe(3)
    // Released by the cut, not by the longest wait.
    expect(Date.now() - asked).toBeLessThan(RENDER_WAIT_MS)
  })

  it('holds at most its byte cap, dropping the least recently used', async () => {
    reset()
    await get('/news/a')
    await expect.poll(() => cache.stats().stored, POLL).toBe(1)
    // Room for two copies and a half.
    const cap = Math.floor(cache.stats().bytes * 2.5)
    reset(cap)
    const paths = ['/news/a', '/news/b', '/news/c', '/news/d']
    for (const path of paths) {
      await get(path)
      await expect.poll(() => cache.stats().stored, POLL).toBe(paths.indexOf(path) + 1)
    }
    const { bytes, entries, evicted } = cache.stats()
    expect(bytes).toBeLessThanOrEqual(cap)
    expect(entries).toBe(2)
    expect(evicted).toBe(2)
    expect((await get('/news/d')).cache).toBe('hit')
    expect((await get('/news/a')).cache).toBe('miss')
  })
})

describe('gzip template', () => {
  it('decompresses to the text with any token in every hole, wherever the holes are', async () => {
    for (let round = 0; round < 20; round++) {
      const token = newNonce()
      const parts = Array.from({ length: 1 + (round % 7) }, (_, i) =>
        `${randomUUID()} ${'The K8 module '.repeat(round * i)}`.slice(0, 1 + ((round * 997 + i * 131) % 40_000)),
      )
      const text = (round % 2 ? token : '') + parts.join(token) + (round % 3 ? token : '')
      const body = Buffer.from(text)
      const offsets: number[] = []
      for (let i = body.indexOf(token); i >= 0; i = body.indexOf(token, i + token.length)) offsets.push(i)
      const template = await gzipTemplate(body, offsets, token.length)
      expect(template).not.toBeNull()
      const next = newNonce()
      expect(zlib.gunzipSync(fill(template!, Buffer.from(next))).toString()).toBe(text.split(token).join(next))
    }
  })

  it('compresses as well as one gzip stream but for the tokens, stored as they are', async () => {
    const token = newNonce()
    const text = Array.from(
      { length: 30 },
      (_, i) => `<script nonce="${token}">${'{"k":"v"},'.repeat(200 + i)}</script>`,
    )
    const body = Buffer.from(`<p>${'survey '.repeat(500)}</p>${text.join('<p>between</p>')}`)
    const offsets: number[] = []
    for (let i = body.indexOf(token); i >= 0; i = body.indexOf(token, i + token.length)) offsets.push(i)
    const template = await gzipTemplate(body, offsets, token.length)
    // Each hole costs its token stored as is (48 bytes), a stored block's header, a sync flush and the next block's
    // header: 66 bytes a hole on the home page (41,342 bytes against 40,083 in one stream, 19 nonces).
    expect(template!.gzip.length).toBeLessThan(zlib.gzipSync(body).length + 30 * 80)
  })
})
