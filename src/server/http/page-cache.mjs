/**
 * Rendered public pages, kept and sent again by the HTTP server (scripts/server.mjs) before a request reaches Next.js
 * (docs/decisions/052-page-cache.md). A page is rendered anew only when the catalogue or the site's content changed,
 * per variant of what the HTML depends on: the path (which holds the locale), `Save-Data`, which of the site's files
 * the cached-files cookie names, and on English pages the language offered. Each copy goes out with a fresh CSP
 * nonce, written into the body and the CSP header (the rendered page's nonce is a random token nobody knew at render
 * time; ./gzip-template.mjs writes it into the compressed body without compressing again).
 *
 * Never from the cache, never into it: anything but GET and HEAD, a query string, a path outside the cached routes
 * (src/lib/page-routes.mjs, where every public page says whether it may be kept), Next's RSC and prefetch requests, a
 * cookie other than those the key reads (a staff session, the quote list, the comparison, anything unknown), and an
 * answer other than a 200 HTML page with a nonce and no Set-Cookie.
 *
 * Invalidation: the site's generation (src/server/revision/site-generation.mjs), moved on this instance by every
 * catalogue or content write here and by every change NOTIFY from another instance; a page rendered under another
 * generation is never sent. While the notification connection is down (the snapshots then poll the revisions)
 * nothing is sent from the cache. A copy is kept at most MAX_AGE_MS: the time moves what pages show too (a scheduled
 * article appears, an event turns past).
 *
 * One render per key at a time (docs/decisions/052-page-cache.md, "One render per page"): while a page is rendered to
 * be kept, other requests for the same key wait for that render's copy instead of rendering it too, and once a copy
 * is past its age, the first request renders it anew while the others get the old copy (of the same generation) for
 * the few milliseconds that takes. Under 16 connections, every change or expiry of a popular page otherwise set off
 * 16 renders at once, queued two at a time: requests of 0.1-1 s, the whole p99 of `npm run bench`.
 *
 * The same machinery keeps private pages too, in a cache of its own (./private-cache.mjs passes what differs: which
 * paths and query, which generation, which answers may be kept, how long, and no CDN headers).
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { randomUUID } from 'node:crypto'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

import { siteGeneration } from '../revision/site-generation.mjs'
import { captureBody, keptHeaders } from './capture.mjs'
import { fillParts, gzipTemplate, spliced } from './gzip-template.mjs'
import { pageKey, publicUrl } from './page-key.mjs'

export { pageKey }

/** How long a copy may be sent: how late a scheduled article may appear (docs/decisions/052-page-cache.md). */
export const MAX_AGE_MS = 60_000
/** A page bigger than this is not kept (the home page is about 150 KB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024
/** What a copy costs besides its compressed body: headers, key, bookkeeping. */
const ENTRY_OVERHEAD = 2048
/**
 * How long a request waits for another's render of its page before rendering it itself; a render stuck longer (a
 * slow client taking the page) no longer holds others back.
 */
export const RENDER_WAIT_MS = 2_000

/**
 * Next's request headers that change an answer only together with `RSC: 1` (next/dist/server/route-modules/app-page/
 * parse-request-headers.js): a copy for a shared cache varies on RSC and leaves them out. nginx keeps no answer whose
 * Vary is longer than 128 bytes (NGX_HTTP_CACHE_VARY_LEN, src/http/ngx_http_cache.h): with them an English page's
 * Vary was 132, and nginx kept none (bench/cdn-freshness.mjs).
 */
const RSC_ONLY = new Set(['next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'])

/** A CSP nonce as src/proxy.ts makes it: a random UUID's text in base64, always 48 characters. */
export const newNonce = () => Buffer.from(randomUUID()).toString('base64')
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/]{48})'/

const acceptsGzip = (header) =>
  header !== undefined &&
  new Negotiator({ headers: { 'accept-encoding': header } }).encoding(['gzip', 'identity']) === 'gzip'

/**
 * @typedef {{ generation: number | string, storedAt: number, expiresAt: number,
 *   template: import('./gzip-template.mjs').Template,
 *   offsets: number[], plain?: Buffer, headers: Record<string, string | string[]>, csp: string[],
 *   bytes: number }} Entry
 * @typedef {{ key: string, generation: number | string, flight: Flight }} Lookup
 * @typedef {{ since: number, waiters: Array<(entry: Entry | null) => void>, storing: boolean, done: boolean }} Flight
 * @typedef {{ debug(obj: object, msg: string): void, warn(obj: object, msg: string): void }} Log
 */

/**
 * @typedef {object} CacheOptions
 * @property {number} maxBytes
 * @property {number} [cdnSeconds] the public `s-maxage` a kept copy goes out with (0: the render's own headers)
 * @property {Log} [log]
 * @property {() => number} [now]
 * @property {(url: string) => string | null} [keptUrl] which URLs are kept, as the key holds them (default: the
 *   public cached routes, no query)
 * @property {() => number | string | undefined} [generation] what every copy is rendered under (default: the site's)
 * @property {(res: import('node:http').ServerResponse) => boolean} [keep] one more condition on an answer to keep
 * @property {(storedAt: number) => number} [expiresAt] until when a copy may be sent (default: MAX_AGE_MS after)
 */

/** @param {CacheOptions} options */
export function createPageCache({
  maxBytes,
  cdnSeconds = 0,
  log,
  now = Date.now,
  keptUrl = publicUrl,
  generation: currentGeneration = siteGeneration,
  keep = () => true,
  expiresAt = (storedAt) => storedAt + MAX_AGE_MS,
}) {
  /** @type {Map<string, Entry>} least recently used first */
  const entries = new Map()
  const building = new Set()
  let bytes = 0
  /** @type {number | string} */
  let seenGeneration = -1
  const stats = { hits: 0, misses: 0, stale: 0, waited: 0, stored: 0, evicted: 0 }

  /** Drops the least recently used copies until the cache is within its bytes. */
  const evict = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
      stats.evicted++
    }
  }

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  /** The renders in flight, by key, of the current generation: a page being rendered to be kept. */
  /** @type {Map<string, Flight>} */
  const flights = new Map()

  /** A render in flight has ended: its copy (or null, none kept) to whoever waits for it. */
  const land = (key, flight, entry) => {
    if (flight.done) return
    flight.done = true
    if (flights.get(key) === flight) flights.delete(key)
    // Rendered anew and not kept (no longer a page to keep): its old copy is not sent again.
    const old = entries.get(key)
    if (!entry && old && now() > old.expiresAt) remove(key)
    for (const waiter of flight.waiters) waiter(entry)
  }

  /**
   * Where a request stands: null (not cacheable), `{ entry }` (send it), `{ wait }` (another request is rendering
   * this page: its copy, or null to render it after all) or a lookup to capture the render with; call `ended` with
   * the lookup once its response has closed, however it ended (sent, refused, cut).
   * @param {import('node:http').IncomingMessage} req
   * @returns {{ entry?: Entry, wait?: Promise<Entry | null>, lookup?: Lookup } | null}
   */
  function find(req) {
    const generation = currentGeneration()
    if (generation === undefined) return null
    const fileNames = /** @type {{ __cachedFileNames?: string[] }} */ (globalThis).__cachedFileNames
    const key = pageKey(req, fileNames, keptUrl)
    if (key === null) return null
    if (generation !== seenGeneration) {
      // Every copy is older than the change: drop them all at once, and nobody waits for a render from before it.
      entries.clear()
      bytes = 0
      seenGeneration = generation
      for (const [flightKey, flight] of flights) land(flightKey, flight, null)
    }
    const entry = entries.get(key)
    const at = now()
    if (entry && at <= entry.expiresAt) {
      entries.delete(key)
      entries.set(key, entry)
      stats.hits++
      return { entry }
    }
    const flight = flights.get(key)
    if (flight && at - flight.since <= RENDER_WAIT_MS) {
      // Being rendered anew: the old copy of this generation meanwhile, else that render's copy.
      if (entry) {
        stats.stale++
        return { entry }
      }
      stats.waited++
      return { wait: waitFor(flight) }
    }
    // An old copy stays until the new one replaces it, sent meanwhile to the requests that arrive during the render.
    stats.misses++
    /** @type {Flight} */
    const started = { since: at, waiters: [], storing: false, done: false }
    flights.set(key, started)
    return { lookup: { key, generation, flight: started } }
  }

  /** @param {Flight} flight @returns {Promise<Entry | null>} */
  const waitFor = (flight) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), RENDER_WAIT_MS)
      flight.waiters.push((entry) => {
        clearTimeout(timer)
        resolve(entry)
      })
    })

  /**
   * Sends a kept page with a fresh nonce: gzip when the client takes it, else the plain HTML.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Entry} entry
   */
  function send(req, res, entry) {
    const nonce = newNonce()
    const token = Buffer.from(nonce)
    const gzip = acceptsGzip(req.headers['accept-encoding'])
    let parts
    if (gzip) parts = fillParts(entry.template, token)
    else {
      // Kept once asked for (and counted), so a client without gzip costs no decompression per request.
      if (!entry.plain) {
        entry.plain = zlib.gunzipSync(entry.template.gzip)
        entry.bytes += entry.plain.length
        bytes += entry.plain.length
        evict()
      }
      parts = spliced(entry.plain, entry.offsets, token)
    }
    /** @type {Record<string, string | number | string[]>} */
    const headers = { ...entry.headers, 'content-security-policy': entry.csp.join(nonce), 'x-page-cache': 'hit' }
    if (gzip) headers['content-encoding'] = 'gzip'
    headers['content-length'] = parts.reduce((sum, part) => sum + part.length, 0)
    res.writeHead(200, headers)
    if (req.method === 'HEAD') return void res.end()
    // Written as views of the kept bytes, in one go: a response allocates nothing the size of the page.
    res.cork()
    for (const part of parts) res.write(part)
    res.end()
  }

  /**
   * Keeps what Next.js writes for a request `find` returned a lookup for. Call it inside the compression middleware,
   * after anything that rewrites the HTML is in place, so it sees the HTML as it goes out, uncompressed.
   * @param {import('node:http').ServerResponse} res
   * @param {Lookup} lookup
   */
  function capture(res, lookup) {
    res.setHeader('X-Page-Cache', 'miss')
    if (methodOf(res) !== 'GET') return
    captureBody(res, MAX_PAGE_BYTES, (body) => {
      lookup.flight.storing = true
      store(res, lookup, body)
        .catch((err) => void log?.warn({ err }, 'page cache: not kept'))
        .then((entry) => land(lookup.key, lookup.flight, entry ?? null))
    })
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {Lookup} lookup
   * @param {Buffer} body
   * @returns {Promise<Entry | undefined>} the copy kept, if one was
   */
  async function store(res, { key, generation }, body) {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined || !keep(res)) return
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return
    const csp = String(res.getHeader('content-security-policy') ?? '')
    const nonce = NONCE_IN_CSP.exec(csp)?.[1]
    // A change while this page was rendered: not kept, and not holding the key while a fresher render ends.
    if (currentGeneration() !== generation || generation !== seenGeneration) return
    if (!nonce || building.has(key)) return
    building.add(key)
    try {
      const token = Buffer.from(nonce)
      const offsets = []
      for (let i = body.indexOf(token); i >= 0; i = body.indexOf(token, i + token.length)) offsets.push(i)
      const template = await gzipTemplate(body, offsets, token.length)
      if (!template) return void log?.warn({ key }, 'page cache: the compressed copy did not check out')
      // A change while this page was compressed: the copy may show the old data.
      if (currentGeneration() !== generation || generation !== seenGeneration) return
      const headers = keptPageHeaders(res, key)
      const storedAt = now()
      /** @type {Entry} */
      const entry = {
        generation,
        storedAt,
        expiresAt: expiresAt(storedAt),
        template,
        offsets,
        headers,
        csp: csp.split(nonce),
        bytes: 0,
      }
      entry.bytes = template.gzip.length + key.length + ENTRY_OVERHEAD
      if (entry.bytes > maxBytes) return
      remove(key)
      entries.set(key, entry)
      bytes += entry.bytes
      stats.stored++
      evict()
      log?.debug({ key, bytes: entry.bytes, nonces: offsets.length }, 'page cache: kept')
      return entry
    } finally {
      building.delete(key)
    }
  }

  /** The headers a copy goes out with: the render's, less those of one response, and what a shared cache needs. */
  function keptPageHeaders(res, key) {
    const headers = keptHeaders(res)
    const vary = new Set(
      String(headers.vary ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    vary.add('Accept-Encoding')
    if (cdnSeconds > 0) {
      // docs/decisions/052-page-cache.md, "A CDN in front": every request property the key reads is in Vary.
      for (const name of vary) if (RSC_ONLY.has(name.toLowerCase())) vary.delete(name)
      if (![...vary].some((name) => name.toLowerCase() === 'rsc')) vary.add('RSC')
      for (const name of ['Save-Data', 'Cookie']) vary.add(name)
      if (!/^\/(?:fa|ps)(?:\/|\s)/.test(key)) vary.add('Accept-Language')
      headers['cache-control'] =
        `public, max-age=0, s-maxage=${cdnSeconds}, stale-while-revalidate=${cdnSeconds}, stale-if-error=86400`
    }
    headers.vary = [...vary].join(', ')
    return headers
  }

  return {
    find,
    send,
    capture,
    /**
     * A lookup's response has closed: unless its copy is being kept, nobody waits for it any longer.
     * @param {Lookup} lookup
     */
    ended: (lookup) => lookup.flight.storing || land(lookup.key, lookup.flight, null),
    /** What the cache holds and has done (tests, logs). */
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  }
}

/** @param {import('node:http').ServerResponse} res */
const methodOf = (res) => /** @type {{ req?: { method?: string } }} */ (res).req?.method
