/**
 * The HTTP status of a server action's answer, chosen by the action. Next.js answers every action 200 (or, for an
 * action that throws `forbidden()` while posted without JavaScript, its 404 page: the framework renders any
 * access-control error of a form post as "not found"). A staff action that refuses a role instead returns its refusal
 * (the panel's FormState) and records 403 here under the request's id; the HTTP server (scripts/server.mjs) writes
 * that status in place of Next's (docs/decisions/043-http-limits-and-supervision.md). Kept on globalThis because the
 * action runs inside Next's bundle and the server outside it. Plain JavaScript: the HTTP server imports it.
 *
 * Only requests in progress have a place in the table (the server opens it in withActionStatus and forgets it when
 * the connection closes): an action still running after its client went away records nothing that would stay.
 * Under `next dev` nothing opens a place: the refusal is then answered 200, with the same FormState.
 */
const KEY = '__meridianActionStatus'

/** @returns {Map<string, number | undefined>} */
function table() {
  const g = /** @type {any} */ (globalThis)
  g[KEY] ??= new Map()
  return g[KEY]
}

/**
 * Records the status for the request with this id (the `x-request-id` the HTTP server set).
 * @param {string | null | undefined} requestId
 * @param {number} status
 */
export function setActionStatus(requestId, status) {
  const statuses = table()
  if (requestId && statuses.has(requestId)) statuses.set(requestId, status)
}

/**
 * The status recorded for this request, forgotten as it is read (the server asks once per response).
 * @param {string} requestId
 * @returns {number | undefined}
 */
export function takeActionStatus(requestId) {
  const statuses = table()
  const status = statuses.get(requestId)
  if (statuses.has(requestId)) statuses.set(requestId, undefined)
  return status
}

/**
 * Forgets the request: its response is done or its connection gone (scripts/server.mjs, on the response's close).
 * @param {string} requestId
 */
export function forgetActionStatus(requestId) {
  table().delete(requestId)
}

/**
 * Makes the response go out with the status recorded for its request, in place of Next's 2xx (an error status Next
 * chose stays). Install it after any other `writeHead` wrapper that must see the final status (scripts/server.mjs).
 * @param {import('node:http').ServerResponse} res
 * @param {string} requestId
 */
export function withActionStatus(res, requestId) {
  table().set(requestId, undefined)
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    const chosen = takeActionStatus(requestId)
    return writeHead.call(this, chosen && status < 300 ? chosen : status, ...rest)
  }
}
