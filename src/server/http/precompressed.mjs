/**
 * Serves the build's Brotli copies of scripts and stylesheets (scripts/precompress.mjs; docs/decisions/039-brotli.md)
 * to browsers that take Brotli, before the request reaches Next.js. Anything else (another encoding, a file without a
 * copy, a HEAD) is left to Next, which serves the file itself.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import Negotiator from 'negotiator'

const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
/** Hashed build files only: letters, digits, `_`, `-`, `.` and `/`, no `..`. */
const STATIC_PATH = /^\/_next\/static\/[\w\-./]+\.(js|css)$/

/**
 * The encodings the compression middleware of scripts/server.mjs chooses from, and its order of preference
 * (compression 1.8). The same negotiation here means a page and its scripts come in the same encoding for any one
 * Accept-Encoding: `br;q=0.5, gzip` gets gzip for both, not Brotli for scripts and gzip for the page.
 */
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED = ['br', 'gzip']

/** Whether the Accept-Encoding header makes Brotli the encoding to send, as the compression middleware decides it. */
export function acceptsBrotli(header) {
  return new Negotiator({ headers: { 'accept-encoding': header } }).encoding(SUPPORTED, PREFERRED) === 'br'
}

/**
 * A request handler for `<distDir>`'s static files: answers (and returns true) when it sent a Brotli copy. The files
 * never change while the server runs (a new build means a new server), so each copy is read once and kept: the
 * scripts and stylesheets of one build, a few megabytes at most. A path without a copy is not remembered: anyone can
 * ask for any number of made-up names.
 */
export function precompressedStatic(distDir, securityHeaders) {
  const cache = new Map()
  return function serve(req, res) {
    if (req.method !== 'GET' || !acceptsBrotli(req.headers['accept-encoding'])) return false
    const url = req.url ?? ''
    const pathname = url.split('?')[0]
    if (!STATIC_PATH.test(pathname) || pathname.includes('..')) return false
    let body = cache.get(pathname)
    if (!body) {
      const file = path.join(distDir, 'static', pathname.slice('/_next/static/'.length)) + '.br'
      if (!existsSync(file)) return false
      body = readFileSync(file)
      cache.set(pathname, body)
    }
    res.writeHead(200, {
      ...securityHeaders,
      'Content-Type': TYPES[path.extname(pathname)],
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    res.end(body)
    return true
  }
}
