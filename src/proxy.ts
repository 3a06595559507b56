import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE, splitLocale } from './lib/i18n/locales'

import { resolveClientAddress } from './server/http/client-address-core.mjs'
import { signInRefusal } from './server/http/http-edge.mjs'

/**
 * POST /admin/login from an address the sign-in gate refuses: 429 at once. scripts/server.mjs answers these before
 * Next.js; this covers `next dev`, which does not run that server.
 */
function refuseSignIn(request: NextRequest): Response | null {
  const address = resolveClientAddress(
    request.headers.get('x-peer-address'),
    request.headers.get('x-forwarded-for'),
    Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0,
  )
  const scripted = request.headers.has('next-action')
  const refusal = signInRefusal(request.method, request.nextUrl.pathname, address, scripted)
  return refusal ? new Response(refusal.body, { status: refusal.status, headers: refusal.headers }) : null
}

/**
 * Paths outside the localized site: the staff panel, the service worker and the metadata routes live at the top of
 * src/app, not under src/app/[locale] (API, uploads and static files never reach the proxy: see the matcher).
 */
function isOutsideSite(pathname: string): boolean {
  // /q/{token}: a customer's quotation (decision 051), in the quotation's language whatever the URL says. /go/whatsapp:
  // the counted redirect to WhatsApp (docs/figures.md).
  return /^\/(?:admin|serwist|manifest\.webmanifest|_next|q|go)(?:\/|$)/.test(pathname)
}

export function proxy(request: NextRequest) {
  const refused = refuseSignIn(request)
  if (refused) return refused
  const { pathname } = request.nextUrl
  // docs/decisions/032-locales.md: English keeps today's unprefixed URLs, so /en/... is not a second address for the
  // same page: it redirects permanently to the unprefixed one.
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const target = request.nextUrl.clone()
    target.pathname = pathname.slice(3) || '/'
    return NextResponse.redirect(target, 308)
  }
  const site = !isOutsideSite(pathname)
  const { locale } = splitLocale(pathname)
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
  // The page's locale for server code that is not handed the [locale] param (src/server/page/locale.ts).
  if (site) requestHeaders.set('x-locale', locale)
  // An English page is served by src/app/[locale] with locale "en": rewritten, not redirected, so the browser keeps
  // the unprefixed URL. Dari and Pashto URLs already carry their segment. No redirect by Accept-Language: a crawler
  // and a shared link get what the URL says.
  const rewrite = site && locale === DEFAULT_LOCALE
  let response: NextResponse
  if (rewrite) {
    // nextUrl keeps the origin Next.js sees the request on: a URL built from another origin would be an external
    // rewrite (proxied as a new request, which the /en redirect above would send back here).
    const target = request.nextUrl.clone()
    target.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } })
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } })
  }
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  matcher: [
    {
      // Pages only: API JSON, uploads, static assets and metadata files need no nonce. Prefetches and RSC requests
      // too (decision 005): a prefetched HTML page is a page, and without its CSP it would run under none. Not a
      // subscriber's links (/subscriptions/…): their route writes its own page and policy (no script, its one
      // style by hash: src/server/library/plain-page.ts), which the proxy's nonce policy would replace.
      source:
        // check-source: long line, Next.js reads the matcher statically, so it stays one string literal.
        '/((?!api/|uploads/|downloads/|subscriptions/|_next/static|_next/image|images/|assets/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|sitemaps/).*)',
    },
  ],
}
