/**
 * The HTTP server's own 503 (docs/decisions/025-database-outages.md): while the process starts (Next.js prepares, the
 * first seed runs) and while the database could not be opened at start, pages answer a plain "temporarily
 * unavailable" page and the API a 503 JSON error. Plain JavaScript: the HTTP server cannot import TypeScript.
 */
import { SECURITY_HEADERS as HEADER_LIST } from './http-edge.mjs'

const SECURITY_HEADERS = Object.fromEntries(HEADER_LIST.map((h) => [h.key, h.value]))
/** Same as src/server/db/availability.ts AVAILABILITY_KEY. */
const AVAILABILITY_KEY = '__meridianAvailability'
// The page has no script, no external style and no form: nothing needs to be allowed but its one inline style.
const UNAVAILABLE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'"
const RETRY_AFTER_S = '30'
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;
color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}
p{line-height:1.6;margin:0}
</style>
</head>
<body>
<main>
<h1>Temporarily unavailable</h1>
<p>The site is temporarily unavailable. Please try again in a minute.</p>
</main>
</body>
</html>
`

/**
 * Answers the request itself while the process cannot serve pages; false when Next.js should handle it. The answer
 * says why on the response (`res.unavailable`: 'starting', or 'unavailable' when the database could not be opened),
 * for the request's log line: a 503 while the process starts is expected, an outage is not.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} prepared whether Next.js has finished preparing (start-up, seed included)
 */
export function answeredWhileUnavailable(req, res, prepared) {
  const state = /** @type {any} */ (globalThis)[AVAILABILITY_KEY]
  if (prepared && (!state || state.phase === 'ready')) return false
  const url = req.url ?? '/'
  // Built assets and media need no database (once Next.js is prepared to serve them).
  if (prepared && (url.startsWith('/_next/static/') || url.startsWith('/uploads/'))) return false
  if (prepared && (/^\/[^/?]+\.(ico|svg|png|txt|webmanifest)(\?|$)/.test(url) || url.startsWith('/images/')))
    return false
  Object.assign(res, { unavailable: prepared ? (state?.phase ?? 'starting') : 'starting' })
  const common = { ...SECURITY_HEADERS, 'Retry-After': RETRY_AFTER_S, 'Cache-Control': 'no-store' }
  if (url.startsWith('/api/')) {
    res.writeHead(503, { ...common, 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify({
        error: { message: 'The site is temporarily unavailable. Please try again in a minute.', issues: [] },
      }),
    )
    return true
  }
  res.writeHead(503, {
    ...common,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': UNAVAILABLE_CSP,
  })
  res.end(req.method === 'HEAD' ? undefined : UNAVAILABLE_PAGE)
  return true
}
