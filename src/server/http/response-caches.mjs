/**
 * The HTTP server's two caches behind one door: rendered public pages (./page-cache.mjs) and the public API's answers
 * (./api-cache.mjs), both kept until the site's generation moves (docs/decisions/052-page-cache.md). scripts/server.mjs
 * asks once per request and either sends a kept answer or captures the render.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { createApiCache } from './api-cache.mjs'
import { createPageCache } from './page-cache.mjs'

/** @typedef {(res: import('node:http').ServerResponse) => void} Send */

/**
 * PAGE_CACHE_MB (default 32), PAGE_CDN_SECONDS and API_CACHE_MB (default 8) from `env`; 0 MB turns a cache off.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ debug(obj: object, msg: string): void, warn(obj: object, msg: string): void }} log
 */
export function createResponseCaches(env, log) {
  const pageMb = Number(env.PAGE_CACHE_MB ?? 32)
  const apiMb = Number(env.API_CACHE_MB ?? 8)
  const pages =
    pageMb > 0
      ? createPageCache({ maxBytes: pageMb * 2 ** 20, cdnSeconds: Number(env.PAGE_CDN_SECONDS) || 0, log })
      : null
  const answers = apiMb > 0 ? createApiCache({ maxBytes: apiMb * 2 ** 20, log }) : null
  return {
    /**
     * What to do with a request: `send` a kept answer now; `wait` for another request's render of the same page
     * (what it resolves to: a `send`, or null to render this one uncaptured); `capture` the render as it goes out
     * (call it inside the compression middleware) and call `ended` once the response has closed; or neither (null:
     * not cacheable).
     * @param {import('node:http').IncomingMessage} req
     * @returns {{ send?: Send, wait?: Promise<Send | null>, capture?: Send, ended?: () => void } | null}
     */
    lookup(req) {
      const page = pages?.find(req)
      if (page?.entry) return { send: (res) => pages.send(req, res, page.entry) }
      if (page?.wait) return { wait: page.wait.then((entry) => (entry ? (res) => pages.send(req, res, entry) : null)) }
      if (page?.lookup) {
        const lookup = page.lookup
        return { capture: (res) => pages.capture(res, lookup), ended: () => pages.ended(lookup) }
      }
      const answer = answers?.find(req)
      if (answer?.entry) return { send: (res) => answers.send(req, res, answer.entry) }
      if (answer?.lookup) return { capture: (res) => answers.capture(res, answer.lookup) }
      return null
    },
  }
}
