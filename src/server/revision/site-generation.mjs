/**
 * The site's generation: the one piece of state the HTTP layer shares with the app. Every change to what public pages
 * show (a catalogue or content write on this instance, a notice from another) moves it, and the page cache
 * (src/server/http/page-cache.mjs, in scripts/server.mjs) never sends a page rendered under another generation
 * (docs/decisions/052-page-cache.md). While this instance cannot hear of other instances' writes at once (PostgreSQL's
 * notification connection down: ./watch.ts polls instead), there is no generation to trust and nothing is sent from
 * the cache.
 *
 * Both sides import this module by name. The carrier is a global, because Next loads a module once per bundle (the
 * pages', the API's, the actions') and scripts/server.mjs loads it outside every bundle: each copy of this module
 * reaches the same object. Plain JavaScript: scripts/server.mjs runs without a build step.
 */

const KEY = '__siteGeneration'

/** @typedef {{ generation: number, service: number, polling: boolean }} GenerationState */

/** @returns {GenerationState} */
function state() {
  const g = /** @type {Record<string, GenerationState | undefined>} */ (globalThis)
  return (g[KEY] ??= { generation: 0, service: 0, polling: false })
}

/** The generation while this instance hears of every change at once; undefined while it polls. */
export function siteGeneration() {
  const s = state()
  return s.polling ? undefined : s.generation
}

/** What pages show has changed (or may have): nothing rendered before this call is sent again. */
export function bumpSiteGeneration() {
  state().generation++
}

/**
 * The service desk's generation: what the private status pages and the warranty check show besides the site's
 * content (requests, units, certificates, repair quotations, customer records). Moved after every commit of a service
 * write on this instance (./service-write.ts, the one door) and by every 'service' notice from another instance; the
 * HTTP layer's private cache never sends a copy rendered under another one (docs/decisions/113-private-page-cache.md).
 * Undefined while the site's generation is (polling).
 */
export function serviceGeneration() {
  const s = state()
  return s.polling ? undefined : s.service
}

/** A service write committed (here or elsewhere): no private copy rendered before this call is sent again. */
export function bumpServiceGeneration() {
  state().service++
}

/** Whether this instance learns of other instances' writes by polling (./watch.ts sets it). */
export function setRevisionPolling(polling) {
  const s = state()
  // The service desk's pages hold no snapshot a catch-up check could compare: notices missed while the connection
  // was down are covered by moving its generation whenever the mode changes.
  if (s.polling !== polling) s.service++
  s.polling = polling
}
