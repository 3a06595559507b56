import 'server-only'

import { siteUrl } from '@/env'

/**
 * The options every visitor cookie the server sets shares (the quote list, the comparison, the dismissed language
 * offer): the whole site, sent on top-level navigation from other sites, for `maxAgeSeconds`. Secure when the site is
 * served over HTTPS; a plain-HTTP site (a LAN install, the tests) must still keep it. The staff session has stricter
 * options of its own (src/server/staff/auth.ts).
 */
export function visitorCookieOptions(maxAgeSeconds: number) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: siteUrl().startsWith('https:'),
    maxAge: maxAgeSeconds,
  }
}

/**
 * The same cookie as a `document.cookie` assignment, for one the browser writes itself once something has happened
 * there (the files it fetched for the next page: src/server/page/cached-files.ts). `options` are visitorCookieOptions'
 * unless given.
 */
export function visitorCookieAssignment(
  name: string,
  value: string,
  maxAgeSeconds: number,
  options = visitorCookieOptions(maxAgeSeconds),
): string {
  const { path, sameSite, secure, maxAge } = options
  return `${name}=${value}; path=${path}; max-age=${maxAge}; samesite=${sameSite}` + (secure ? '; secure' : '')
}
