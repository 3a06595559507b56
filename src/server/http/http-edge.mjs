/**
 * Answers the HTTP server (scripts/server.mjs) gives itself, before Next.js sees a request, for requests Next would
 * answer with a 500 or with a wrong list of methods (docs/operations.md "Odd requests"):
 *
 * - a method outside GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS (TRACE, CONNECT, PROPFIND…): 405 (Next throws on
 *   TRACE and answers 500);
 * - a path with a malformed percent-escape (`/product/%E0%A4%A`): 400 (Next's decoding throws: 500);
 * - OPTIONS: 204 with the methods that work at that path, for pages, static files and the public API (Next's own
 *   OPTIONS lists every method a route module exports, the read-only API's 405 handlers included);
 * - PUT, PATCH, DELETE on a page or static file: 405 (Next rendered the page with 200).
 *
 * Every such answer carries the site's security headers and a CSP that allows nothing. Plain JavaScript: the HTTP
 * server cannot import TypeScript. next.config.ts takes SECURITY_HEADERS from here too, so the list is one.
 */

/** Headers for every response; pages add their nonce-based Content-Security-Policy in src/proxy.ts. */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
]

/** For answers that are not pages: nothing may load, nothing may frame it. */
export const LOCKED_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const READ_ONLY = ['GET', 'HEAD', 'OPTIONS']
/** Pages take POST for server actions (the contact form, the staff panel), which Next routes by page URL. */
const PAGE = ['GET', 'HEAD', 'POST', 'OPTIONS']
const STATIC = new RegExp(
  '^/(?:_next/|uploads/|downloads/|images/|products/specifications/|' +
    '(?:favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest)$)',
)

/**
 * Whether `path` is a stored file sent as it is (media, the support library's files): such answers stream for as long
 * as the client takes, minutes on a mobile link, and wait on the disk or the bucket rather than the CPU, so they do
 * not hold one of the render queue's places (scripts/render-queue.mjs; docs/decisions/091-download-ranges.md).
 * @param {string} path
 */
export function isStoredFile(path) {
  return path.startsWith('/uploads/') || path.startsWith('/downloads/')
}

/**
 * The methods that work at `path`, or null where Next's own route handlers say (the staff API, whose modules
 * export only the methods they implement, so Next's automatic OPTIONS is right there).
 * @param {string} path
 * @returns {string[] | null}
 */
export function allowedMethods(path) {
  if (path === '/api/public' || path.startsWith('/api/public/')) return READ_ONLY
  if (path === '/api/health') return READ_ONLY
  if (path === '/api/contact') return ['POST', 'OPTIONS']
  if (path === '/api' || path.startsWith('/api/')) return null
  if (STATIC.test(path)) return READ_ONLY
  return PAGE
}

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} EdgeAnswer
 * @param {string | undefined} method
 * @param {string | undefined} url the request target (path and query)
 * @returns {EdgeAnswer | null} the answer, or null to let Next.js handle the request
 */
export function edgeAnswer(method, url) {
  const target = url ?? '/'
  const q = target.indexOf('?')
  const path = q < 0 ? target : target.slice(0, q)
  const api = path === '/api' || path.startsWith('/api/')
  try {
    decodeURIComponent(path)
  } catch {
    return answer(400, api, 'Bad request: the path has a malformed percent-escape.')
  }
  const allowed = allowedMethods(path)
  const m = (method ?? '').toUpperCase()
  if (!KNOWN_METHODS.has(m) || m !== method) {
    return answer(405, api, `Method ${String(method).slice(0, 32)} is not allowed.`, allowed ?? READ_ONLY)
  }
  if (!allowed) return null
  if (m === 'OPTIONS') return answer(204, api, '', allowed)
  // The API's route modules answer their own 405s (JSON, with their own message).
  if (!api && !allowed.includes(m)) return answer(405, api, `Method ${m} is not allowed here.`, allowed)
  return null
}

/**
 * @param {number} status
 * @param {boolean} api
 * @param {string} message
 * @param {string[]} [allow]
 * @returns {EdgeAnswer}
 */
function answer(status, api, message, allow) {
  /** @type {Record<string, string>} */
  const headers = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value]))
  headers['Content-Security-Policy'] = LOCKED_CSP
  headers['Cache-Control'] = 'no-store'
  if (allow) headers.Allow = allow.join(', ')
  if (status === 204) return { status, headers, body: '' }
  const body = api ? JSON.stringify({ error: { message, issues: [] } }) : `${message}\n`
  headers['Content-Type'] = api ? 'application/json' : 'text/plain; charset=utf-8'
  return { status, headers, body }
}

/**
 * Error answers must not be cached for long: next.config.ts gives /images/* a one-day Cache-Control, which a 404
 * for a missing image inherited (a file added later stayed "missing" in browsers and CDNs for a day). A 404 or 410
 * may be cached a minute; other errors not at all.
 * @param {number} status
 * @param {string | number | string[] | undefined} cacheControl
 * @returns {string | undefined} the replacement, or undefined to keep it
 */
export function errorCacheControl(status, cacheControl) {
  if (status < 400 || cacheControl === undefined) return undefined
  const value = String(cacheControl)
  const maxAge = Math.max(0, ...[...value.matchAll(/(?:s-)?max-age=(\d+)/g)].map((m) => Number(m[1])))
  if (maxAge <= 60 && !/stale-while-revalidate/.test(value)) return undefined
  return status === 404 || status === 410 ? 'public, max-age=60' : 'no-store'
}

/**
 * What a refused sign-in says, the same with and without JavaScript.
 * @param {number} wait seconds until the next attempt is admitted
 */
export function signInWaitMessage(wait) {
  const minutes = Math.ceil(wait / 60)
  const when = wait < 60 ? `${wait} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `Too many sign-in attempts. Try again in ${when}.`
}

/**
 * A sign-in attempt the login gate (src/server/staff/login-gate.ts) already knows it will refuse: its address or
 * /64 is over the limit, or every hash slot is busy. Answered 429 by the HTTP server itself (and by src/proxy.ts
 * under `next dev`), so a flood costs neither a page render nor a database round trip. The gate's state is read
 * through globalThis: this file cannot import TypeScript.
 *
 * Not a server action called by script (a `Next-Action` header: the form with JavaScript): the form can only show
 * an answer in the action's own format, so the action runs and the gate refuses it there, with the same message
 * (src/server/staff/sign-in.ts). The gate still admits no hash.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @param {string} address the client address as trusted (src/server/http/client-address-core.mjs)
 * @param {boolean} [scripted] the request carries a `Next-Action` header
 * @returns {EdgeAnswer | null}
 */
export function signInRefusal(method, url, address, scripted = false) {
  if (method !== 'POST' || scripted) return null
  const target = url ?? '/'
  const q = target.indexOf('?')
  if ((q < 0 ? target : target.slice(0, q)) !== '/admin/login') return null
  const gate = /** @type {{ __loginGate?: { refusal(address: string): number } }} */ (globalThis).__loginGate
  const wait = gate?.refusal(address) ?? 0
  if (wait <= 0) return null
  /** @type {Record<string, string>} */
  const headers = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value]))
  Object.assign(headers, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': LOCKED_CSP,
    'Cache-Control': 'no-store',
    'Retry-After': String(wait),
  })
  const body =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many sign-in attempts</title>' +
    `<p>${signInWaitMessage(wait)}</p><p><a href="/admin/login">Back to sign-in</a></p></html>`
  return { status: 429, headers, body }
}

/**
 * The service worker script must never be kept by a shared cache: Next.js serves the prerendered /serwist/sw.js
 * with `s-maxage=31536000`, and behind a CDN visitors would keep an old worker for a year. Browsers revalidate it
 * every time (they also check a worker at least daily on their own).
 * @param {string} path
 * @returns {string | undefined} the Cache-Control to send instead, or undefined to keep Next's
 */
export function serviceWorkerCacheControl(path) {
  return path.startsWith('/serwist/') ? 'no-cache' : undefined
}

/**
 * An error answer never keeps a long Cache-Control it inherited from a path rule (errorCacheControl above);
 * `always` replaces it whatever the status (the service worker's script). For scripts/server.mjs.
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} always
 */
export function keepErrorsShortLived(res, always) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r))
    const key = headers && Object.keys(headers).find((k) => k.toLowerCase() === 'cache-control')
    const replaced = always ?? errorCacheControl(status, key ? headers[key] : this.getHeader('cache-control'))
    if (replaced !== undefined) {
      if (key) headers[key] = replaced
      else this.setHeader('Cache-Control', replaced)
    }
    return writeHead.call(this, status, ...rest)
  }
}

/**
 * A request Node's parser refuses (an unknown method, a malformed request line) gets a plain 400 that still carries
 * the security headers, instead of Node's bare one; a head not complete within the server's headers timeout, 408.
 * One log line each (there is no request to log).
 * @param {Error & { code?: string }} err
 * @param {import('node:stream').Duplex & { remoteAddress?: string }} socket
 * @param {{ info(obj: object, msg: string): void }} log
 */
export function refuseClientError(err, socket, log) {
  if (!socket.writable || err.code === 'ECONNRESET') return void socket.destroy()
  const headers = [...SECURITY_HEADERS.map((h) => `${h.key}: ${h.value}`), `Content-Security-Policy: ${LOCKED_CSP}`]
  const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
  log.info({ status: timedOut ? 408 : 400, code: err.code, client: socket.remoteAddress }, 'refused connection')
  const body = timedOut ? 'Request timeout\n' : 'Bad request\n'
  socket.end(
    [
      timedOut ? 'HTTP/1.1 408 Request Timeout' : 'HTTP/1.1 400 Bad Request',
      'Content-Type: text/plain; charset=utf-8',
      'Cache-Control: no-store',
      ...headers,
      'Connection: close',
      `Content-Length: ${body.length}`,
      '',
      body,
    ].join('\r\n'),
  )
}

/**
 * A request's path as the log writes it: no query string (it may carry what a visitor typed), and no secret of a
 * private link: a quotation link's token (docs/decisions/051-quotations.md), a service request's status link and a
 * certificate's verification code (docs/decisions/100-service-references-and-links.md) are replaced by `[token]`.
 * @param {string} url
 */
export function loggedPath(url) {
  const q = url.indexOf('?')
  return (q < 0 ? url : url.slice(0, q)).replace(PRIVATE_LINK, (_, prefix) => `${prefix}[token]`).slice(0, 512)
}
const PRIVATE_LINK = /^((?:\/(?:fa|ps))?\/(?:q|service\/status|service\/certificates)\/)[^/]+/
