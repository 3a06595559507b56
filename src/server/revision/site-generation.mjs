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

/** @returns {{ generation: number, polling: boolean }} */
function state() {
  const g = /** @type {Record<string, { generation: number, polling: boolean } | undefined>} */ (globalThis)
  return (g[KEY] ??= { generation: 0, polling: false })
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

/** Whether this instance learns of other instances' writes by polling (./watch.ts sets it). */
export function setRevisionPolling(polling) {
  state().polling = polling
}
