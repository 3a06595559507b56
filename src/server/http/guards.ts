import 'server-only'

import { getEnv, siteUrl } from '@/env'

/**
 * Request checks of POST /api/contact (every contact message passes its handler, with or without JavaScript) and of
 * the admin login: same-origin and body size.
 */

/**
 * Whether a state-changing request comes from a page of this site (decision 010: cross-site posts get 403).
 *
 * Browsers send `Sec-Fetch-Site` on every request; pages cannot forge it. Without it (older browsers), `Origin`
 * must name this site's host. Requests with neither come from non-browser clients (curl, monitoring), which
 * cannot carry a visitor's cookies or be triggered by another site, so they are not a CSRF risk and pass.
 * Hosts are compared, not schemes: behind a TLS-terminating proxy the app sees http while the browser says https.
 */
export function isSameOrigin(headers: Headers, env = getEnv()): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none'
  const origin = headers.get('origin')
  if (origin === null) return true
  let originHost: string
  try {
    originHost = new URL(origin).host.toLowerCase()
  } catch {
    return false // "null" (sandboxed frames, privacy redirects) or garbage
  }
  return allowedHosts(headers, env).has(originHost)
}

function allowedHosts(headers: Headers, env: ReturnType<typeof getEnv>): Set<string> {
  const hosts = new Set<string>()
  const host = headers.get('host')
  if (host) hosts.add(host.toLowerCase())
  // Behind a trusted proxy the browser's host arrives as X-Forwarded-Host; untrusted, it is ignored.
  if (env.TRUST_PROXY_HOPS > 0) {
    const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    if (forwarded) hosts.add(forwarded.toLowerCase())
  }
  try {
    hosts.add(new URL(siteUrl(env)).host.toLowerCase())
  } catch {
    // SITE_URL is validated by env.ts; nothing to add if it is somehow unusable.
  }
  return hosts
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' }

/**
 * Reads a request body as UTF-8, refusing it as soon as it passes `limit` bytes: a declared Content-Length over the
 * limit is refused before reading, and a chunked body is cut off while streaming (never buffered whole).
 */
export async function readBodyLimited(request: Request, limit: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: true, text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}
