/**
 * What the private page cache (./private-cache.mjs, in scripts/server.mjs) and the pages it keeps tell each other,
 * on globalThis because the pages run inside Next's bundles and the cache outside them (as ./action-status.mjs):
 *
 * - **the rate limits a kept copy still counts**: a page's module registers its per-address limiter by the name its
 *   route gives in src/lib/page-routes.mjs (`limit`); a copy is sent only after the limiter took one more event for
 *   the visitor's address, and a limited visitor reaches the page, which answers as it does when limited;
 * - **which answers may be kept**: the cache opens a place per request it captures, and the page marks it when what
 *   it rendered is the same for anyone with the address (never a rate-limited answer). Unmarked, nothing is kept.
 *
 * docs/decisions/113-private-page-cache.md. Plain JavaScript: the HTTP server imports it.
 */
const KEY = '__meridianKeptAnswers'

/**
 * @returns {{ limits: Map<string, (address: string) => Promise<boolean>>, keep: Map<string, boolean> }}
 */
function state() {
  const g = /** @type {any} */ (globalThis)
  g[KEY] ??= { limits: new Map(), keep: new Map() }
  return g[KEY]
}

/**
 * A page's rate limit, taken for a kept copy too (the last registration of a name wins: one limiter per name).
 * @param {string} name
 * @param {(address: string) => Promise<boolean>} take true when one more event was counted, false when limited
 */
export function registerKeptLimit(name, take) {
  state().limits.set(name, take)
}

/**
 * Takes the limit for a kept copy: true (counted: send it), false (limited) or undefined (no page registered it yet).
 * @param {string} name
 * @param {string} address
 * @returns {Promise<boolean> | undefined}
 */
export function takeKeptLimit(name, address) {
  return state().limits.get(name)?.(address)
}

/**
 * The cache will capture the answer to this request: a place for the page's mark.
 * @param {string} requestId
 */
export function openKeepPlace(requestId) {
  state().keep.set(requestId, false)
}

/**
 * The page: what it rendered for this request may be kept and sent to anyone with its address.
 * @param {string | null | undefined} requestId the `x-request-id` the HTTP server set
 */
export function allowKeeping(requestId) {
  const keep = state().keep
  if (requestId && keep.has(requestId)) keep.set(requestId, true)
}

/**
 * Whether the page marked the request, forgetting its place.
 * @param {string} requestId
 */
export function takeKeepMark(requestId) {
  const keep = state().keep
  const marked = keep.get(requestId) === true
  keep.delete(requestId)
  return marked
}
