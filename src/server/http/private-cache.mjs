/**
 * The private page cache (docs/decisions/113-private-page-cache.md): the page cache's machinery (./page-cache.mjs)
 * for the routes src/lib/page-routes.mjs marks `kept-private` (a request's status page by its private link, the
 * warranty check by serial), with its own byte budget so a flood of them cannot push product pages out.
 *
 * What differs from the public cache:
 * - the key holds the route's one query parameter (`?serial=`) as the page reads it (the first value, at most 60
 *   characters); any other parameter (`?new=1`, `?answered=`) and a repeated one bypass the cache;
 * - a copy is sent only under the generation it was rendered in, site's AND service desk's
 *   (src/server/revision/site-generation.mjs), at most MAX_AGE_MS, and never past midnight in Kabul (the status page
 *   shows dates, "overdue" and what "today" makes of a warranty);
 * - only an answer the page marked as the same for everyone who has its address is kept (./kept-answers.mjs): never
 *   a rate-limited one; a redirect (an unknown or closed link) is not a 200 and never kept either;
 * - a copy goes out with the render's own headers (no-store, no-referrer, noindex), never the CDN's;
 * - before a copy is sent the route's per-address rate limit is taken, as the page takes it: a visitor over the
 *   limit reaches the page and gets what the page answers then.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { KEPT_PRIVATE_ROUTES } from '../../lib/page-routes.mjs'
import { serviceGeneration, siteGeneration } from '../revision/site-generation.mjs'
import { openKeepPlace, takeKeepMark, takeKeptLimit } from './kept-answers.mjs'
import { createPageCache, MAX_AGE_MS } from './page-cache.mjs'

/** As the pages read it (src/app/[locale]/warranty/page.tsx). */
const MAX_QUERY_VALUE = 60
/** Kabul is UTC+4:30 all year (no daylight saving time): the site's day (src/lib/content/schedule.ts). */
const KABUL_OFFSET_MS = 4.5 * 3_600_000
const DAY_MS = 86_400_000

/**
 * The route of a kept-private URL, and the URL as the key holds it; null when the cache must not take it.
 * @param {string} url
 * @returns {{ url: string, limit: string | null } | null}
 */
export function keptPrivateTarget(url) {
  const q = url.indexOf('?')
  const path = q < 0 ? url : url.slice(0, q)
  const route = KEPT_PRIVATE_ROUTES.find((r) => r.path.test(path))
  if (!route) return null
  const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1))
  const names = [...params.keys()]
  if (names.some((name) => name !== route.query)) return null
  if (names.length > 1) return null
  const value = route.query ? (params.get(route.query) ?? '').slice(0, MAX_QUERY_VALUE) : ''
  // A page without its query (the warranty form alone) takes no limit: the page takes one only for an answer.
  if (route.query && !value) return { url: path, limit: null }
  const key = route.query ? `${path}?${route.query}=${encodeURIComponent(value)}` : path
  return { url: key, limit: route.limit }
}

/** The next midnight in Kabul after `ms`. @param {number} ms */
export const nextKabulMidnight = (ms) => (Math.floor((ms + KABUL_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - KABUL_OFFSET_MS

/** Both generations, or undefined while either cannot be trusted (polling). */
function generation() {
  const site = siteGeneration()
  const service = serviceGeneration()
  return site === undefined || service === undefined ? undefined : `${site}.${service}`
}

/** @typedef {(res: import('node:http').ServerResponse) => void} Send */

/** @param {import('node:http').ServerResponse} res */
const requestIdOf = (res) => String(res.getHeader('x-request-id') ?? '')

/**
 * @param {{ maxBytes: number, log?: import('./page-cache.mjs').Log, now?: () => number }} options
 */
export function createPrivateCache({ maxBytes, log, now = Date.now }) {
  const cache = createPageCache({
    maxBytes,
    log,
    now,
    keptUrl: (url) => keptPrivateTarget(url)?.url ?? null,
    generation,
    keep: (res) => takeKeepMark(requestIdOf(res)),
    expiresAt: (storedAt) => Math.min(storedAt + MAX_AGE_MS, nextKabulMidnight(storedAt)),
  })
  return {
    /**
     * Where a request stands: null (not for this cache), a kept copy to `send` once `admit` said yes, one to `wait`
     * for (another request renders the page: its copy, or null to render this one uncaptured), or a `capture` (and
     * `ended` once its response closed).
     * @param {import('node:http').IncomingMessage} req
     * @param {() => string} addressOf the visitor's address as the rate limits see it
     * @returns {{ admit?: () => Promise<boolean>, send?: Send, wait?: Promise<{ admit: () => Promise<boolean>,
     *   send: Send } | null>, capture?: Send, ended?: () => void } | null}
     */
    lookup(req, addressOf) {
      const found = cache.find(req)
      const admitting = () => {
        const limit = keptPrivateTarget(req.url ?? '')?.limit
        // No limiter registered yet (nothing rendered since start): the page takes it.
        return limit ? async () => (await takeKeptLimit(limit, addressOf())) === true : async () => true
      }
      if (found?.entry) {
        const entry = found.entry
        return { admit: admitting(), send: (res) => cache.send(req, res, entry) }
      }
      if (found?.wait) {
        // Another request renders this link's page: its copy, let through the same rate limit.
        const admit = admitting()
        return {
          wait: found.wait.then((entry) => (entry ? { admit, send: (res) => cache.send(req, res, entry) } : null)),
        }
      }
      if (found?.lookup) {
        const lookup = found.lookup
        return {
          capture: (res) => {
            const id = requestIdOf(res)
            openKeepPlace(id)
            res.once('close', () => takeKeepMark(id))
            cache.capture(res, lookup)
          },
          ended: () => cache.ended(lookup),
        }
      }
      return null
    },
    stats: cache.stats,
  }
}
