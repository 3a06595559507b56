/**
 * The HTTP server's caches behind one door: rendered public pages (./page-cache.mjs) and the public API's answers
 * (./api-cache.mjs), both kept until the site's generation moves (docs/decisions/052-page-cache.md), and the private
 * pages the routes allow (./private-cache.mjs, docs/decisions/113-private-page-cache.md). scripts/server.mjs asks once
 * per request and either sends a kept answer (after `admit`, when there is one) or captures the render.
 *
 * Plain JavaScript: scripts/server.mjs runs without a build step.
 */
import { createApiCache } from './api-cache.mjs'
import { createPageCache } from './page-cache.mjs'
import { createPrivateCache } from './private-cache.mjs'

/** @typedef {(res: import('node:http').ServerResponse, otherwise?: () => void) => void} Send */

/**
 * A private copy's send: once its page's rate limit counted the visitor; over it, or when the limit cannot be taken,
 * `otherwise` (the page answers).
 * @param {{ admit: () => Promise<boolean>, send: (res: import('node:http').ServerResponse) => void }} copy
 * @returns {Send}
 */
const admitted =
  ({ admit, send }) =>
  (res, otherwise = () => {}) =>
    void admit().then((ok) => (ok ? send(res) : otherwise()), otherwise)

/**
 * PAGE_CACHE_MB (default 32), PAGE_CDN_SECONDS, API_CACHE_MB (default 8) and PRIVATE_CACHE_MB (default 4, its own:
 * status pages cannot push product pages out) from `env`; 0 MB turns a cache off.
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
  const privateMb = Number(env.PRIVATE_CACHE_MB ?? 4)
  const kept = privateMb > 0 ? createPrivateCache({ maxBytes: privateMb * 2 ** 20, log }) : null
  return {
    /**
     * What to do with a request: `send` a kept answer (a private copy only once its page's rate limit counted the
     * visitor: over it, or when the limit cannot be taken, `otherwise` runs and nothing is captured); `wait` for
     * another request's render of the same page (what it resolves to: a `send`, or null to render this one
     * uncaptured); `capture` the render as it goes out (call it inside the compression middleware) and call `ended`
     * once the response has closed; or neither (null: not cacheable).
     * @param {import('node:http').IncomingMessage} req
     * @param {() => string} addressOf the visitor's address as the rate limits see it
     * @returns {{ send?: Send, wait?: Promise<Send | null>, capture?: Send, ended?: () => void } | null}
     */
    lookup(req, addressOf) {
      const held = kept?.lookup(req, addressOf)
      if (held?.send) return { send: admitted(held) }
      if (held?.wait) return { wait: held.wait.then((copy) => (copy ? admitted(copy) : null)) }
      if (held) return held
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
