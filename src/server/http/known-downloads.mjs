/**
 * Support library files answered before Next.js (docs/decisions/091-download-ranges.md, "Known files"). The first
 * request for a file goes through Next.js (src/server/library/downloads.ts), which looks the file up in the library
 * (published? withdrawn? the right name?) and remembers here what it served: the file on the local disk (or, for a
 * file in a bucket, how to read a range of it) and its representation, under the site's generation of that look-up.
 * Later requests for the same path are answered here, by the same rules (./ranges-core.mjs), for as long as the
 * generation stands: any library change (a withdrawal, a new file, another instance's write) moves it, and the next
 * request goes through Next.js again. Through Next.js a range cost 4 ms of the one JavaScript thread, so 64 at once
 * waited 270 ms for their first byte; here a fraction of a millisecond each. The file stays open while it is being
 * asked for (./shared-file.mjs): a range's status line and headers go out as soon as the request is read, and its
 * bytes follow with one read per 64 KiB, never an `open` per request (decision 091, "64 at once").
 *
 * Several ranges in one request (multipart) are left to Next.js. The carrier is a global, as for the site's
 * generation (src/server/revision/site-generation.mjs): Next's bundles and scripts/server.mjs reach the same table.
 */
import { Readable } from 'node:stream'

import { siteGeneration } from '../revision/site-generation.mjs'
import { planAnswer } from './ranges-core.mjs'
import { acquire, release, retire, sendRange, sharedFile } from './shared-file.mjs'

const KEY = '__meridianKnownDownloads'
/** Paths remembered at most (a library's files); past it the table starts again, each path looked up once more. */
const MAX_ENTRIES = 5_000
const FILES_KEY = '__meridianKnownDownloadFiles'

/** @returns {Map<string, import('./known-downloads.d.mts').KnownDownload>} */
function table() {
  const g = /** @type {Record<string, Map<string, import('./known-downloads.d.mts').KnownDownload> | undefined>} */ (
    globalThis
  )
  return (g[KEY] ??= new Map())
}

/**
 * The open file of each entry in the table, once a request has read it; on the global too, since rememberDownload
 * (Next's bundle) replaces entries whose files serveKnownDownload (scripts/server.mjs) opened.
 */
function openFiles() {
  const g = /** @type {Record<string, WeakMap<object, import('./shared-file.mjs').SharedFile> | undefined>} */ (
    globalThis
  )
  return (g[FILES_KEY] ??= new WeakMap())
}

/** @param {import('./known-downloads.d.mts').KnownDownload | undefined} entry */
function forget(entry) {
  const shared = entry && openFiles().get(entry)
  if (shared) retire(shared)
}

/**
 * Next.js is serving `path` from `file` with `rep`, as the library stood at `generation` (read before the look-up).
 * @param {string} path
 * @param {import('./known-downloads.d.mts').KnownDownload} entry
 */
export function rememberDownload(path, entry) {
  if (entry.generation === undefined) return
  const known = table()
  if (known.size >= MAX_ENTRIES && !known.has(path)) {
    for (const old of known.values()) forget(old)
    known.clear()
  }
  forget(known.get(path))
  known.set(path, entry)
}

/** @param {import('node:http').IncomingMessage} req */
function headerOf(req, name) {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? null)
}

/**
 * Answers a GET or HEAD of a known library file from its file. Returns false, having sent nothing, when the path is
 * not known under the current generation or asks for several ranges; if the file turns out to be gone, `fallback` is
 * called instead (Next.js then answers, as for an unknown file).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} baseHeaders the headers every answer carries (next.config.ts's)
 * @param {() => void} fallback
 */
export function serveKnownDownload(req, res, baseHeaders, fallback) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  if (!url.startsWith('/downloads/')) return false
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  const known = table()
  const entry = known.get(path)
  if (!entry) return false
  if (entry.generation !== siteGeneration()) {
    known.delete(path)
    forget(entry)
    return false
  }
  const plan = planAnswer(req.method, (name) => headerOf(req, name), entry.rep)
  if (plan.parts) return false
  const headers = { ...baseHeaders, ...plan.headers }
  if (!plan.read) {
    res.writeHead(plan.status, headers)
    res.end()
    return true
  }
  const range = plan.read
  if (entry.read) {
    sendFromStore(
      entry,
      path,
      range,
      () => {
        res.writeHead(plan.status, headers)
        res.flushHeaders()
      },
      res,
      fallback,
    )
    return true
  }
  const files = openFiles()
  let shared = files.get(entry)
  if (!shared) files.set(entry, (shared = sharedFile(/** @type {string} */ (entry.file))))
  acquire(shared, (err, fd) => {
    if (err || fd === null) {
      release(shared)
      if (table().get(path) === entry) table().delete(path)
      forget(entry)
      return fallback()
    }
    res.writeHead(plan.status, headers)
    // The status line and headers now, not with the first chunk read: what a range costs the client to learn
    // (its time to first byte) no longer includes waiting for the disk.
    res.flushHeaders()
    sendRange(res, fd, range.start, range.end, () => release(shared))
  })
  return true
}

/**
 * A known file in a bucket: its range read from the store (one ranged GET, on the S3 driver's kept-alive
 * connections), headers sent once the store has answered. A store that fails or no longer has the object: the
 * entry is forgotten and Next.js answers (503 or 404), as for the first request.
 * @param {import('./known-downloads.d.mts').KnownDownload} entry
 * @param {string} path
 * @param {{ start: number, end: number }} range
 * @param {() => void} sendHeaders
 * @param {import('node:http').ServerResponse} res
 * @param {() => void} fallback
 */
function sendFromStore(entry, path, range, sendHeaders, res, fallback) {
  const read = /** @type {NonNullable<typeof entry.read>} */ (entry.read)
  const giveUp = () => {
    if (table().get(path) === entry) table().delete(path)
    fallback()
  }
  read(range.start, range.end).then((body) => {
    if (!body) return giveUp()
    if (res.destroyed) return void body.cancel().catch(() => {})
    sendHeaders()
    const stream = Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (body))
    stream.once('error', () => res.destroy())
    res.once('close', () => stream.destroy())
    stream.pipe(res)
  }, giveUp)
}
