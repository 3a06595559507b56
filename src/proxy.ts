import { NextResponse, type NextRequest } from 'next/server'

import { resolveClientAddress } from './server/client-address-core.mjs'

/**
 * The sign-in gate's state (src/server/staff/login-gate.ts), read through globalThis so this file does not import
 * server modules: the seconds an attempt from an address must wait (remembered refusals, busy hash slots), or 0.
 */
const loginGate = () => (globalThis as { __loginGate?: { refusal(address: string): number } }).__loginGate

/** POST /admin/login from an address the gate refuses: 429 at once, before the page, the action and the database. */
function refuseSignIn(request: NextRequest): Response | null {
  if (request.method !== 'POST' || request.nextUrl.pathname !== '/admin/login') return null
  const address = resolveClientAddress(
    request.headers.get('x-peer-address'),
    request.headers.get('x-forwarded-for'),
    Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0,
  )
  const wait = loginGate()?.refusal(address) ?? 0
  if (wait <= 0) return null
  const minutes = Math.ceil(wait / 60)
  const when = wait < 60 ? `${wait} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many sign-in attempts</title>` +
      `<p>Too many sign-in attempts. Try again in ${when}.</p><p><a href="/admin/login">Back to sign-in</a></p></html>`,
    {
      status: 429,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': String(wait),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      },
    },
  )
}

/**
 * A fresh nonce per page response for the Content-Security-Policy (docs/design.md "Safe"). Next.js reads the nonce from
 * the request's CSP header and puts it on its own scripts. Pages therefore render per request.
 */
export function proxy(request: NextRequest) {
  const refused = refuseSignIn(request)
  if (refused) return refused
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const dev = process.env.NODE_ENV === 'development'
  const csp = [
    "default-src 'self'",
    // React needs eval only in development, for its error overlays.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // style="" attributes (React's style prop: image aspect boxes, progress bars) cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ')

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  // For the not-found page's log line: Next's not-found boundary cannot see the requested path otherwise.
  requestHeaders.set('x-pathname', request.nextUrl.pathname)
  // For the redirect of a renamed product's or category's old URL, which keeps the query string.
  requestHeaders.set('x-search', request.nextUrl.search)
  requestHeaders.set('Content-Security-Policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  matcher: [
    {
      // Pages only: API JSON, uploads, static assets and metadata files need no nonce. Prefetches and RSC requests
      // too (issue 12): a prefetched HTML page is a page, and without its CSP it would run under none.
      source:
        // check-source: long line, Next.js reads the matcher statically, so it stays one string literal.
        '/((?!api/|uploads/|_next/static|_next/image|images/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml).*)',
    },
  ],
}
