/**
 * Answers of the public API (GET /api/public/…), kept and sent again by the HTTP server (scripts/server.mjs) before a
 * request reaches Next.js, until the catalogue or the site's content changes: the page cache's rule
 * (./page-cache.mjs, docs/decisions/052-page-cache.md) applied to JSON. The API reads nothing but its URL (path and
 * query), so the URL is the key; a copy rendered under another generation of the site
 * (src/server/revision/site-generation.mjs) is never sent, and nothing is sent while this instance cannot hear of
 * other instances' changes at once. Each copy keeps its ETag (the hash of its bytes, src/server/http/http.ts
 * `jsonOk`): a client that has it gets a 304.
 *
 * Kept: 200 JSON answers without Set-Cookie, gzip-compressed once. Bounded by bytes, least recently used out first, so
 * queries nobody repeats (a search per keystroke, a hostile crawl) cost a render each, as without the cache, and push
 * out only each other.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import Negotiator from 'negotiator'

import { siteGeneration } from '../revision/site-generation.mjs'
import { captureBody, keptHeaders } from './capture.mjs'

const gzip = promisify(zlib.gzip)

const API_PATH = /^\/api\/public\//
/** Longer URLs are not kept (the API's own limits refuse far shorter queries). */
const MAX_URL_LENGTH = 1_024
/** An answer bigger than this is not kept (the whole category tree is about 20 KB). */
const MAX_BODY_BYTES = 2 * 1024 * 1024
/** What a copy costs besides its bytes: headers, key, bookkeeping. */
const ENTRY_OVERHEAD = 1024
/** How long a copy may be sent: the same bound as pages (./page-cache.mjs MAX_AGE_MS). */
export const API_MAX_AGE_MS = 60_000

const acceptsGzip = (header) =>
  header !== undefined &&
  new Negotiator({ headers: { 'accept-encoding': header } }).encoding(['gzip', 'identity']) === 'gzip'

/** Whether an If-None-Match header names `etag` (as src/server/http/http.ts `etagMatches`). */
const etagMatches = (header, etag) =>
  typeof header === 'string' &&
  header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)

/**
 * @typedef {{ storedAt: number, plain: Buffer, gzip: Buffer, etag: string | undefined,
 *   headers: Record<string, string | string[]>, bytes: number }} ApiEntry
 * @typedef {{ key: string, generation: number }} ApiLookup
 */

/** @param {{ maxBytes: number, log?: { warn(obj: object, msg: string): void }, now?: () => number }} options */
export function createApiCache({ maxBytes, log, now = Date.now }) {
  /** @type {Map<string, ApiEntry>} least recently used first */
  const entries = new Map()
  let bytes = 0
  let seenGeneration = -1
  const stats = { hits: 0, misses: 0, stored: 0, evicted: 0, notModified: 0 }

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  /**
   * Where a request stands: null (not an API read this cache answers), `{ entry }` (send it) or a lookup to capture
   * the answer with.
   * @param {import('node:http').IncomingMessage} req
   * @returns {{ entry?: ApiEntry, lookup?: ApiLookup } | null}
   */
  function find(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const url = req.url ?? ''
    if (!API_PATH.test(url) || url.length > MAX_URL_LENGTH || req.headers.range !== undefined) return null
    const generation = siteGeneration()
    if (generation === undefined) return null
    if (generation !== seenGeneration) {
      entries.clear()
      bytes = 0
      seenGeneration = generation
    }
    const entry = entries.get(url)
    if (entry && now() - entry.storedAt <= API_MAX_AGE_MS) {
      entries.delete(url)
      entries.set(url, entry)
      stats.hits++
      return { entry }
    }
    if (entry) remove(url)
    stats.misses++
    return { lookup: { key: url, generation } }
  }

  /**
   * Sends a kept answer: 304 when the client has it, else gzip when the client takes it, else the plain JSON.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {ApiEntry} entry
   */
  function send(req, res, entry) {
    if (entry.etag && etagMatches(req.headers['if-none-match'], entry.etag)) {
      stats.notModified++
      /** @type {Record<string, string | string[]>} */
      const headers = { etag: entry.etag, 'x-api-cache': 'hit' }
      for (const name of ['cache-control', 'vary']) if (entry.headers[name]) headers[name] = entry.headers[name]
      res.writeHead(304, headers)
      return void res.end()
    }
    const zipped = acceptsGzip(req.headers['accept-encoding'])
    const body = zipped ? entry.gzip : entry.plain
    /** @type {Record<string, string | number | string[]>} */
    const headers = { ...entry.headers, 'content-length': body.length, 'x-api-cache': 'hit' }
    if (zipped) headers['content-encoding'] = 'gzip'
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * Keeps what Next.js answers for a request `find` returned a lookup for. Call it inside the compression middleware,
   * so it sees the JSON as it goes out, uncompressed.
   * @param {import('node:http').ServerResponse} res
   * @param {ApiLookup} lookup
   */
  function capture(res, lookup) {
    res.setHeader('X-Api-Cache', 'miss')
    if (methodOf(res) !== 'GET') return
    captureBody(res, MAX_BODY_BYTES, (body) =>
      store(res, lookup, body).catch((err) => log?.warn({ err }, 'API cache: not kept')),
    )
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {ApiLookup} lookup
   * @param {Buffer} body
   */
  async function store(res, { key, generation }, body) {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return
    if (!String(res.getHeader('content-type') ?? '').startsWith('application/json')) return
    if (siteGeneration() !== generation || generation !== seenGeneration) return
    const zipped = await gzip(body)
    // A change while it was compressed: the copy may hold the old data.
    if (siteGeneration() !== generation || generation !== seenGeneration) return
    const headers = keptHeaders(res)
    const vary = new Set(
      String(headers.vary ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    vary.add('Accept-Encoding')
    headers.vary = [...vary].join(', ')
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined
    /** @type {ApiEntry} */
    const entry = { storedAt: now(), plain: body, gzip: zipped, etag, headers, bytes: 0 }
    entry.bytes = body.length + zipped.length + key.length + ENTRY_OVERHEAD
    if (entry.bytes > maxBytes) return
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    stats.stored++
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
      stats.evicted++
    }
  }

  return {
    find,
    send,
    capture,
    /** What the cache holds and has done (tests, logs). */
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  }
}

/** @param {import('node:http').ServerResponse} res */
const methodOf = (res) => /** @type {{ req?: { method?: string } }} */ (res).req?.method
