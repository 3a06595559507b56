/**
 * A request's key in the page cache (./page-cache.mjs, docs/decisions/052-page-cache.md): the path (which holds the
 * locale), `Save-Data`, which of the site's files the cached-files cookie names, and on English pages the language
 * offered; or null when its answer must not come from a cache nor go into one.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { preferredLocale } from '../../lib/i18n/preferred-locale.mjs'
import { CACHED_PAGE_PATH } from '../../lib/page-routes.mjs'

/** Requests whose answer is not the page's HTML, or depends on more than the key. */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
  'range',
  // The browser tests' clock (src/server/page/request-now.ts).
  'x-e2e-now',
]
/** The cookies the key reads (src/server/page/cached-files.ts, src/lib/i18n/locales.ts); any other: not cached. */
const CACHED_FILES_COOKIE = 'mg-cached'
const KEY_COOKIES = new Set([CACHED_FILES_COOKIE, 'locale', 'locale-offer'])
/**
 * The cookies of a request, when every one is a cookie the key reads; null otherwise (or when one is repeated).
 * @param {string | undefined} header
 * @returns {Map<string, string> | null}
 */
function keyCookies(header) {
  const found = new Map()
  if (!header) return found
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    const name = (eq < 0 ? part : part.slice(0, eq)).trim()
    if (!name) continue
    if (!KEY_COOKIES.has(name) || found.has(name)) return null
    let value = eq < 0 ? '' : part.slice(eq + 1).trim()
    if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      found.set(name, decodeURIComponent(value))
    } catch {
      return null
    }
  }
  return found
}

/** The public cache's paths: a cached route, no query string. @param {string} url */
export const publicUrl = (url) => (CACHED_PAGE_PATH.test(url) ? url : null)

/**
 * The request's key in the cache, or null when its answer must not come from the cache nor go into it.
 * @param {import('node:http').IncomingMessage} req
 * @param {readonly string[] | undefined} fileNames the names the cached-files cookie can hold (published by the
 *   layout on globalThis; unknown before the first page render)
 * @param {(url: string) => string | null} keptUrl the URL as the key holds it (normalised), or null: not kept
 * @returns {string | null}
 */
export function pageKey(req, fileNames, keptUrl = publicUrl) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const given = req.url ?? ''
  if (given[0] !== '/' || given.length > 300) return null
  const url = keptUrl(given)
  if (url === null) return null
  for (const name of BYPASS_HEADERS) if (req.headers[name] !== undefined) return null
  const cookies = keyCookies(req.headers.cookie)
  if (!cookies) return null
  let files = ''
  const cached = cookies.get(CACHED_FILES_COOKIE)
  if (cached) {
    // The HTML depends only on which of the served files the cookie names (src/server/page/cached-files.ts).
    if (!fileNames) return null
    const names = new Set(cached.split('.'))
    files = fileNames.filter((name) => names.has(name)).join('.')
  }
  const saveData = String(req.headers['save-data'] ?? '')
    .trim()
    .toLowerCase()
  const english = !/^\/(?:fa|ps)(?:\/|$)/.test(url)
  const offer =
    english && cookies.get('locale-offer') !== 'dismissed'
      ? (preferredLocale(cookies.get('locale'), req.headers['accept-language']) ?? '')
      : ''
  return `${url} ${saveData === 'on' ? 'save-data' : '-'} ${files || '-'} ${offer || '-'}`
}
