/**
 * The HTTP server's checks of a request body before Next.js sees it
 * (docs/decisions/043-http-limits-and-supervision.md):
 *
 * - a state-changing request whose `Origin` is not this site's own, or is `null` or malformed: 403 (Next.js answers
 *   a server action's failed origin check, and any cross-site multipart POST to a page, with a 500);
 * - a body over its route's limit (src/lib/http-limits.mjs): 413, from the declared Content-Length before reading,
 *   from the running count while streaming; nothing is ever held beyond the limit;
 * - a POST to a page (a server action, with or without JavaScript) whose multipart body does not parse, or whose
 *   action arguments React's decoder would throw on (./action-reply.mjs), and a JSON API body that is not JSON: 400
 *   (Next.js: 500);
 * - a `Next-Action` header naming no action of this build: 404 (Next.js: a 400 or 404 and a stack trace on stderr).
 *
 * Every refusal carries the security headers and a CSP that allows nothing, as JSON for the API and for server
 * actions called by script, as text for a page's form post. What passes is handed to Next.js as a replayed request:
 * the body already read (pages, JSON: at most 1 MB) or a stream that keeps counting (uploads, the import archive).
 * Plain JavaScript: the HTTP server cannot import TypeScript.
 */
import { readFileSync } from 'node:fs'
import { IncomingMessage } from 'node:http'
import path from 'node:path'

import { bodyLimitFor, sizeText } from '../../lib/http-limits.mjs'
import { replyProblem } from './action-reply.mjs'
import { LOCKED_CSP, SECURITY_HEADERS } from './http-edge.mjs'

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} Refusal
 * @param {number} status
 * @param {boolean} json
 * @param {string} message
 * @returns {Refusal}
 */
export function refusal(status, json, message) {
  /** @type {Record<string, string>} */
  const headers = Object.fromEntries(SECURITY_HEADERS.map((h) => [h.key, h.value]))
  headers['Content-Security-Policy'] = LOCKED_CSP
  headers['Cache-Control'] = 'no-store'
  headers['Content-Type'] = json ? 'application/json' : 'text/plain; charset=utf-8'
  const body = json ? JSON.stringify({ error: { message, issues: [] } }) : `${message}\n`
  return { status, headers, body }
}

/**
 * The hosts a same-origin request may name: the Host header, SITE_URL's host and, behind a trusted proxy,
 * X-Forwarded-Host (the same rule as src/server/http/guards.ts).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ siteHost?: string, trustedHops: number }} site
 */
function allowedHosts(headers, site) {
  const hosts = new Set()
  if (headers.host) hosts.add(headers.host.toLowerCase())
  if (site.siteHost) hosts.add(site.siteHost)
  const forwarded = headers['x-forwarded-host']
  if (site.trustedHops > 0 && typeof forwarded === 'string') hosts.add(forwarded.split(',')[0].trim().toLowerCase())
  return hosts
}

/**
 * Whether a state-changing request may come from where its `Origin` says. No `Origin` at all passes: curl and
 * monitoring send none, and they cannot carry a visitor's cookies (the handlers check `Sec-Fetch-Site` too).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ siteHost?: string, trustedHops: number }} site
 */
export function originAllowed(headers, site) {
  const origin = headers.origin
  if (origin === undefined) return true
  if (typeof origin !== 'string' || origin === 'null') return false
  let url
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.replace(/\/$/, '')) return false
  return allowedHosts(headers, site).has(url.host.toLowerCase())
}

/** @param {string | undefined} type */
function mediaType(type) {
  return (type ?? '').split(';')[0].trim().toLowerCase()
}

/**
 * Whether a buffered body is what its Content-Type says, where Next.js or a handler would fail on it otherwise.
 * @param {Buffer} body
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {boolean} page a POST to a page (a server action)
 * @returns {Promise<string | null>} the problem, or null
 */
async function bodyProblem(body, headers, page) {
  const type = mediaType(headers['content-type'])
  if (type === 'multipart/form-data') {
    if (!/;\s*boundary=/i.test(String(headers['content-type']))) return 'The form data has no boundary.'
    let form
    try {
      // undici's parser: it refuses what busboy (inside Next.js) would throw on.
      form = await new Response(body, { headers: { 'content-type': String(headers['content-type']) } }).formData()
    } catch {
      return 'The form data is malformed.'
    }
    if (!page) return null
    // Called by script, the arguments' root is part 0, its other parts named by their ids.
    if (headers['next-action'] !== undefined) {
      const root = form.get('0')
      if (typeof root !== 'string') return 'The action arguments are missing.'
      return replyProblem(root, (id) => form.get(String(id)), 'arguments')
    }
    // Without JavaScript a server action's form names its action in a `$ACTION_…` field; a page takes no other
    // multipart post (Next.js: "Invalid Server Actions request" on stderr). A bound action (`$ACTION_REF_n`) is
    // described by the parts `$ACTION_n:0`, `$ACTION_n:1`…
    const keys = [...form.keys()]
    if (!keys.some((k) => k.startsWith('$ACTION_'))) return 'This page does not take this form.'
    for (const key of keys.filter((k) => k.startsWith('$ACTION_REF_'))) {
      const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`
      const root = form.get(`${prefix}0`)
      if (typeof root !== 'string') return 'The form names its action in a way this site does not read.'
      const problem = replyProblem(root, (id) => form.get(`${prefix}${id}`), 'bound action')
      if (problem) return problem
    }
    return null
  }
  // A server action called by script sends its arguments as JSON (React's encodeReply), as text/plain: a reply
  // without parts (React sends parts only as multipart form data).
  const actionArguments = page && headers['next-action'] !== undefined && type !== 'application/x-www-form-urlencoded'
  if (actionArguments) return replyProblem(body.toString('utf8'), null, 'arguments')
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      JSON.parse(body.toString('utf8'))
    } catch {
      return 'The request body is not JSON.'
    }
  }
  return null
}

/** Hands Next.js a request that reads from `source` instead of the socket; everything else is the original's. */
function replay(req) {
  const clone = new IncomingMessage(req.socket)
  clone.method = req.method
  clone.url = req.url
  clone.headers = req.headers
  clone.rawHeaders = req.rawHeaders
  clone.httpVersion = req.httpVersion
  clone.httpVersionMajor = req.httpVersionMajor
  clone.httpVersionMinor = req.httpVersionMinor
  return clone
}

/**
 * @typedef {{ siteHost?: string, trustedHops: number, actions?: Set<string> }} Site
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, r: Refusal,
 *   reason: string) => void} Refuse
 * Checks a request's origin and body. Resolves with the request Next.js should handle (the original for requests
 * without a body), or null when it was refused (`refuse` has answered it).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Site} site
 * @param {Refuse} refuse
 * @returns {Promise<import('node:http').IncomingMessage | null>}
 */
export async function guardBody(req, res, site, refuse) {
  if (!WITH_BODY.has(req.method ?? '')) return req
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const path = q < 0 ? url : url.slice(0, q)
  const api = path === '/api' || path.startsWith('/api/')
  const page = !api
  const scripted = api || req.headers['next-action'] !== undefined
  if (!originAllowed(req.headers, site)) {
    refuse(req, res, refusal(403, scripted, 'Cross-site requests are not accepted.'), 'origin')
    return null
  }
  const action = req.headers['next-action']
  if (page && action !== undefined && site.actions && !site.actions.has(String(action))) {
    const message = 'This form is out of date: reload the page and send it again.'
    refuse(req, res, refusal(404, true, message), 'unknown-action')
    return null
  }
  const limit = bodyLimitFor(path)
  const tooLarge = () =>
    refusal(413, scripted, `The ${limit.what} is too large: the limit is ${sizeText(limit.bytes)}.`)
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit.bytes) {
    refuse(req, res, tooLarge(), 'too-large')
    return null
  }
  const type = mediaType(req.headers['content-type'])
  const check = page || type === 'application/json' || type === 'multipart/form-data'
  if (check && limit.bytes <= 1024 * 1024) {
    // Small bodies are read whole (at most the limit), checked, then replayed.
    const body = await readUpTo(req, limit.bytes)
    if (body === 'too-large') {
      refuse(req, res, tooLarge(), 'too-large')
      return null
    }
    if (body === 'aborted') return null
    const problem = await bodyProblem(body, req.headers, page)
    if (problem) {
      refuse(req, res, refusal(400, scripted, `Bad request: ${problem}`), 'malformed')
      return null
    }
    const clone = replay(req)
    clone._read = () => {}
    clone.push(body)
    clone.push(null)
    clone.complete = true
    return clone
  }
  return streamCounted(req, res, limit.bytes, () => refuse(req, res, tooLarge(), 'too-large'))
}

/**
 * Reads the body up to `limit` bytes.
 * @returns {Promise<Buffer | 'too-large' | 'aborted'>}
 */
function readUpTo(req, limit) {
  return new Promise((resolve) => {
    const chunks = []
    let size = 0
    const onData = (chunk) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        resolve('too-large')
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => resolve(size > limit ? 'too-large' : Buffer.concat(chunks)))
    req.once('error', () => resolve('aborted'))
    req.once('close', () => {
      if (!req.complete) resolve('aborted')
    })
  })
}

/** Passes the body on as it arrives, counting; past the limit the rest is not passed on and `onOver` answers. */
function streamCounted(req, res, limit, onOver) {
  const clone = replay(req)
  let size = 0
  let over = false
  clone._read = () => req.resume()
  req.on('data', (chunk) => {
    if (over) return
    size += chunk.length
    if (size > limit) {
      over = true
      // Next.js sees the body end here; whatever it then writes is dropped (its answer would be about a truncated
      // body, ours says why).
      onOver()
      silence(res)
      clone.push(null)
      return
    }
    if (!clone.push(chunk)) req.pause()
  })
  req.once('end', () => {
    if (over) return
    clone.complete = true
    clone.push(null)
  })
  req.once('error', (err) => clone.destroy(err))
  return clone
}

/** After our own answer: later writes from Next.js go nowhere. */
function silence(res) {
  res.writeHead = () => res
  res.setHeader = () => res
  res.write = () => true
  res.end = (...args) => {
    const callback = args.find((a) => typeof a === 'function')
    if (callback) setImmediate(callback)
    return res
  }
}

/**
 * The server actions a build has (Next.js's manifest), or undefined when it cannot be read.
 * @param {string} distPath the build's directory
 * @returns {Set<string> | undefined}
 */
export function builtServerActions(distPath) {
  try {
    const file = path.join(distPath, 'server', 'server-reference-manifest.json')
    return new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')).node ?? {}))
  } catch {
    return undefined
  }
}

/**
 * The host of the site's URL (SITE_URL), lower case, or undefined when it is not set or not a URL.
 * @param {string | undefined} siteUrl
 */
export function siteHostOf(siteUrl) {
  try {
    return siteUrl ? new URL(siteUrl).host.toLowerCase() : undefined
  } catch {
    return undefined
  }
}
