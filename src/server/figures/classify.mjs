/**
 * What a request is, for the owner's figures (docs/figures.md): the page's kind and subject from its path, the
 * device class from the user agent, the referrer's host, the campaign's UTM values. Pure functions of the request's
 * text; plain JavaScript, because the HTTP server (scripts/server.mjs) counts before Next.js.
 */

/** Afghanistan has kept UTC+4:30 all year since 1945: a fixed offset gives the site's day without a time-zone table. */
const KABUL_OFFSET_MS = 4.5 * 3_600_000

const DAY_MS = 86_400_000
/** The last day asked for and the instants it spans: every request asks, and formatting a date costs a microsecond. */
let lastDay = { from: 0, to: 0, day: '' }

/** The day (YYYY-MM-DD) in the site's time zone of an instant. */
export function siteDay(at = Date.now()) {
  if (at >= lastDay.from && at < lastDay.to) return lastDay.day
  const local = at + KABUL_OFFSET_MS
  const from = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - KABUL_OFFSET_MS
  lastDay = { from, to: from + DAY_MS, day: new Date(local).toISOString().slice(0, 10) }
  return lastDay.day
}

/**
 * Public page routes and what they are about. A private link's secret (a status token, a certificate code, a sent
 * quote's id) is never kept: such a path is recorded as its route's name.
 * @type {ReadonlyArray<[RegExp, string, 'subject' | 'secret' | null]>}
 */
const PAGES = [
  [/^\/$/, 'home', null],
  [/^\/products$/, 'products', null],
  [/^\/products\/category\/([\w-]+)$/, 'category', 'subject'],
  [/^\/product\/([\w-]+)$/, 'product', 'subject'],
  [/^\/news$/, 'news', null],
  [/^\/news\/([\w-]+)$/, 'article', 'subject'],
  [/^\/solutions$/, 'solutions', null],
  [/^\/solutions\/([\w-]+)$/, 'solution', 'subject'],
  [/^\/support$/, 'support', null],
  [/^\/support\/releases\/(\d+)$/, 'release', 'subject'],
  [/^\/support\/products\/([\w-]+)$/, 'product-support', 'subject'],
  [/^\/support\/notify\/([\w-]+)$/, 'notify', 'subject'],
  [/^\/support\/.+$/, 'support', null],
  [/^\/service$/, 'service', null],
  [/^\/service\/status$/, 'service-status', null],
  [/^\/service\/status\/[^/]+$/, 'service-status', 'secret'],
  [/^\/service\/certificates\/[^/]+$/, 'certificate', 'secret'],
  [/^\/warranty$/, 'warranty', null],
  [/^\/search$/, 'search', null],
  [/^\/compare$/, 'compare', null],
  [/^\/quote$/, 'quote', null],
  [/^\/quote\/sent\/[^/]+$/, 'quote-sent', 'secret'],
  [/^\/contact$/, 'contact', null],
  [/^\/about$/, 'about', null],
  [/^\/privacy$/, 'privacy', null],
]
const SECRET_NAMES = {
  'service-status': '/service/status/[token]',
  certificate: '/service/certificates/[code]',
  'quote-sent': '/quote/sent/[id]',
}

/** `/fa/product/x` → { locale: 'fa', rest: '/product/x' }. */
export function splitLocale(path) {
  const m = /^\/(fa|ps)(?=\/|$)/.exec(path)
  if (!m) return { locale: 'en', rest: path }
  return { locale: m[1], rest: path.slice(3) || '/' }
}

/**
 * A public page's kind, subject and the path as recorded; null for anything that is not a public page.
 * @param {string} path without its query
 * @returns {{ pageKind: string, subject: string | null, path: string, locale: string } | null}
 */
export function pageOf(path) {
  const { locale, rest } = splitLocale(path)
  for (const [re, pageKind, part] of PAGES) {
    const m = re.exec(rest)
    if (!m) continue
    if (part === 'secret') return { pageKind, subject: null, path: SECRET_NAMES[pageKind], locale }
    return { pageKind, subject: part === 'subject' ? m[1] : null, path: rest, locale }
  }
  return null
}

/** Coarse device class: never the user agent itself. */
export function deviceOf(ua) {
  if (!ua) return 'other'
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(ua)) return 'mobile'
  return 'desktop'
}

/** The referrer's host when it is another site's (lower case, without "www."); null for none or this site. */
export function referrerHost(referer, ownHost) {
  if (typeof referer !== 'string' || referer === '') return null
  try {
    const host = new URL(referer).hostname.toLowerCase().replace(/^www\./, '')
    const own = (ownHost ?? '')
      .toLowerCase()
      .split(':')[0]
      .replace(/^www\./, '')
    return host === own || host === '' ? null : host.slice(0, 120)
  } catch {
    return null
  }
}

/** A UTM value as counted: trimmed, lower case, at most 64 characters; null when absent or empty. */
function utm(params, name) {
  const v = params.get(name)?.trim().toLowerCase()
  return v ? v.slice(0, 64) : null
}

/** The landing page's campaign (utm_source, utm_medium, utm_campaign) from its query string. */
export function campaignOf(query) {
  if (!query || !query.includes('utm_')) return { utmSource: null, utmMedium: null, utmCampaign: null }
  const params = new URLSearchParams(query)
  return {
    utmSource: utm(params, 'utm_source'),
    utmMedium: utm(params, 'utm_medium'),
    utmCampaign: utm(params, 'utm_campaign'),
  }
}

/** A search query as counted: trimmed, spaces collapsed, lower case, at most 100 characters. */
export function normaliseQuery(q) {
  return q.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 100)
}
