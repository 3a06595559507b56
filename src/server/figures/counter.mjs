/**
 * The owner's figures' counter (docs/figures.md): what a finished response was (a public page view, a download, a
 * WhatsApp click), and events the app reports (a search, a quote-list add, an enquiry), buffered in memory for the
 * writer (src/server/figures/writer.ts), which hashes the visitor with the day's salt and writes them in batches.
 *
 * The buffer holds a visitor's address and user agent only until the next write (seconds); neither is ever written,
 * logged or kept (docs/decisions/110-figures-visitor-hash.md). Requests with `DNT: 1` or `Sec-GPC: 1` are not
 * counted at all; bots are only counted as a number per day (docs/decisions/111-figures-bots.md).
 *
 * Plain JavaScript on globalThis: scripts/server.mjs counts responses before Next.js, and the app's server code
 * (bundled apart) reports into the same buffer.
 */
import { isbot } from 'isbot'

import { wallClockMs } from '../log/clock.mjs'
import { addEvent, countBot, figuresBuffer, shortKey } from './buffer.mjs'
import { campaignOf, deviceOf, pageOf, referrerHost, splitLocale } from './classify.mjs'

export { BUFFER_LIMIT, figuresBuffer, setCounting } from './buffer.mjs'

/**
 * @typedef {import('./buffer.mjs').BufferedEvent} BufferedEvent
 * @typedef {import('./buffer.mjs').ViewOf} ViewOf
 */

/** Takes what is buffered, leaving the buffer empty. */
export function drainFigures() {
  countClosed()
  const buffer = figuresBuffer()
  const events = [...buffer.events.values()]
  const bots = new Map(buffer.bots)
  buffer.events.clear()
  buffer.bots.clear()
  return { events, bots }
}

/** @param {Record<string, string | string[] | undefined> | Headers} headers */
function header(headers, name) {
  if (typeof (/** @type {Headers} */ (headers).get) === 'function') return /** @type {Headers} */ (headers).get(name)
  const v = /** @type {Record<string, string | string[] | undefined>} */ (headers)[name]
  return Array.isArray(v) ? v[0] : (v ?? null)
}

/** The visitor asked not to be tracked (Do Not Track or Global Privacy Control): nothing of the request is kept. */
export function optedOut(headers) {
  return header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1'
}

/**
 * What the counter needs of a user agent, worked out once per agent and remembered (a few hundred kept): whether it
 * is a known bot or crawler (isbot's maintained list), its coarse device class, and a short id that stands for it in
 * the buffer's keys. Every request's headers are fresh strings, so each lookup hashes the agent once; the key then
 * carries the id instead of the agent's hundred-odd characters (docs/figures.md, "The cost").
 * @typedef {import('./buffer.mjs').AgentFacts} AgentFacts
 * @param {string} agent
 * @returns {AgentFacts}
 */
function agentFacts(agent) {
  const cache = figuresBuffer().agents
  let facts = cache.get(agent)
  if (facts === undefined) {
    if (cache.size >= 500) cache.clear()
    // Ids are never reused, so an agent forgotten and seen again cannot share a key with another.
    facts = { bot: agent === '' || isbot(agent), device: deviceOf(agent), id: (nextAgentId++).toString(36) }
    cache.set(agent, facts)
  }
  return facts
}
let nextAgentId = 0

/**
 * A known bot or crawler (isbot's maintained list), or a client that sends no Accept-Language (every browser does;
 * scripts and load tools mostly do not; docs/decisions/111-figures-bots.md).
 */
export function isBotRequest(headers) {
  return humanAgent(headers, header(headers, 'user-agent') ?? '') === null
}

/**
 * The facts of `agent`, the request's user agent, when the request is a person's; null when it is a bot's (see
 * isBotRequest). What is counted needs the facts too, so they are looked up once.
 * @param {string} agent
 * @returns {AgentFacts | null}
 */
function humanAgent(headers, agent) {
  // Node's fetch sends "*": no browser does.
  const languages = header(headers, 'accept-language')
  if (!languages || languages === '*') return null
  const facts = agentFacts(agent)
  return facts.bot ? null : facts
}

/**
 * Adds one event to the buffer (the writer puts back what it could not write this way).
 * @param {Omit<BufferedEvent, 'count' | 'day' | 'at' | 'device'> & { at?: number }} e
 */
export function bufferEvent(e) {
  const campaign =
    e.utmSource === null && e.utmMedium === null && e.utmCampaign === null
      ? NO_CAMPAIGN
      : { utmSource: e.utmSource, utmMedium: e.utmMedium, utmCampaign: e.utmCampaign }
  const facts = agentFacts(e.agent)
  addEvent(
    null,
    e.at ?? Date.now(),
    e.kind,
    e.address,
    e.agent,
    facts,
    e.path,
    e.pageKind,
    e.subject,
    e.locale,
    e.referrer,
    campaign,
    e.saveData,
    e.query,
    e.results,
  )
}

/** The page a request came from (its Referer's path, as page views record it) and its locale. */
export function refererPage(headers) {
  const referer = header(headers, 'referer')
  if (!referer) return { path: null, locale: 'en' }
  try {
    const path = new URL(referer).pathname
    return { path: pageOf(path)?.path ?? null, locale: splitLocale(path).locale }
  } catch {
    return { path: null, locale: 'en' }
  }
}

/** A download counts once: its first byte asked for (a plain GET, or a range from 0); a resumed one does not. */
function fromStart(req) {
  const range = req.headers.range
  return !range || /^bytes=0-/.test(range)
}

const DATASHEET = /^(?:\/(fa|ps))?\/product\/([\w-]+)\/datasheet\.pdf$/
const LIBRARY_FILE = /^\/downloads\/(\d+)\//

/**
 * Responses closed in this turn of the event loop, counted together after it (countClosed): four entries each (the
 * request, the response, addressOf, the time). Counted one at a time, as each response closed, the counter's code and
 * tables were out of the processor's caches every time, after the rest of a request's work: 3-5 µs a response in a
 * CPU profile of the server, where the same code in a loop took 0.6 µs (docs/figures.md, "The cost").
 * @type {unknown[]}
 */
let closed = []

/**
 * Counts, soon after, what a finished response was for the figures: a public page view (a whole page, or the page a
 * client-side navigation fetched; never a prefetch), a datasheet or library download, a WhatsApp click. Everything
 * else (staff, the API, assets, health, errors) is not counted. Called by scripts/server.mjs when a response closes.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => string} addressOf the client's address as the rate limits resolve it (asked only when counted)
 */
export function countResponse(req, res, addressOf) {
  if (req.method !== 'GET' || !figuresBuffer().enabled) return
  if (closed.length === 0) setImmediate(countClosed)
  closed.push(req, res, addressOf, wallClockMs())
}

/** Counts the responses closed since the last time (countResponse); the writer's drain asks first too. */
function countClosed() {
  const batch = closed
  if (batch.length === 0) return
  closed = []
  for (let i = 0; i < batch.length; i += 4)
    countOne(
      /** @type {import('node:http').IncomingMessage} */ (batch[i]),
      /** @type {import('node:http').ServerResponse} */ (batch[i + 1]),
      /** @type {() => string} */ (batch[i + 2]),
      /** @type {number} */ (batch[i + 3]),
    )
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => string} addressOf
 * @param {number} at
 */
function countOne(req, res, addressOf, at) {
  const status = res.statusCode
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  /** @type {(Pick<BufferedEvent, 'kind' | 'path' | 'pageKind' | 'subject' | 'locale'> & { id?: string }) | null} */
  let what = null
  if (status === 302 && path === '/go/whatsapp') {
    const from = refererPage(req.headers)
    what = { kind: 'whatsapp', path: from.path, pageKind: null, subject: null, locale: from.locale }
  } else if ((status === 200 || status === 206) && fromStart(req)) {
    // Most answers are pages: the two patterns only run on paths that can match them.
    const sheet = path.endsWith('/datasheet.pdf') ? DATASHEET.exec(path) : null
    const file = sheet || !path.startsWith('/downloads/') ? null : LIBRARY_FILE.exec(path)
    if (sheet) what = { kind: 'download', path: null, pageKind: null, subject: sheet[2], locale: sheet[1] ?? 'en' }
    else if (file)
      what = { kind: 'library', path: null, pageKind: null, subject: file[1], locale: refererPage(req.headers).locale }
  }
  if (!what) {
    if (status !== 200 && status !== 304) return
    const h = req.headers
    if (h['next-router-prefetch'] || h['next-router-segment-prefetch'] || h.purpose === 'prefetch') return
    // Readable here even when given to writeHead: scripts/server.mjs sets X-Request-Id with setHeader first, and
    // Node then keeps every header of the response in the same table.
    const type = String(res.getHeader('content-type') ?? '')
    if (!type.startsWith('text/html') && !type.startsWith('text/x-component')) return
    what = viewOf(path)
    if (!what) return
  }
  const h = req.headers
  if (optedOut(h)) return
  const agent = h['user-agent'] ?? ''
  const facts = humanAgent(h, agent)
  if (!facts) return countBot()
  const own = h['x-forwarded-host'] ?? h.host
  const landing = what.kind === 'view' && q !== -1 ? campaignOf(url.slice(q + 1)) : NO_CAMPAIGN
  const referrer = referrerHost(h.referer, Array.isArray(own) ? own[0] : own)
  const address = addressOf()
  const saveData = h['save-data'] === 'on'
  addEvent(
    what.id === undefined ? null : shortKey(address, facts.id, what.id, referrer, landing, saveData),
    at,
    what.kind,
    address,
    agent,
    facts,
    what.path,
    what.pageKind,
    what.subject,
    what.locale,
    referrer,
    landing,
    saveData,
    null,
    null,
  )
}

const NO_CAMPAIGN = campaignOf('')

/**
 * A view of the public page at `path` (its kind and subject: classify.mjs's pageOf), or null for anything else;
 * remembered for the few thousand paths last asked, since every cached page's answer asks.
 * @param {string} path
 * @returns {ViewOf}
 */
function viewOf(path) {
  const views = figuresBuffer().views
  let view = views.get(path)
  if (view === undefined) {
    const page = pageOf(path)
    // Ids are never reused (as agents'), so a path forgotten and seen again cannot share another's key.
    view = page && {
      kind: 'view',
      path: page.path,
      pageKind: page.pageKind,
      subject: page.subject,
      locale: page.locale,
      id: (nextViewId++).toString(36),
    }
    if (views.size >= 2_000) views.clear()
    views.set(path, view)
  }
  return view
}

let nextViewId = 0

/**
 * An event the app reports (src/server/figures/record.ts): the same checks as a response's (opted out, bot).
 * @param {Headers} headers the request's
 * @param {string} address
 * @param {{ kind: string, path?: string | null, subject?: string | null, locale?: string, query?: string | null,
 *   results?: number | null }} event
 */
export function countEvent(headers, address, event) {
  if (!figuresBuffer().enabled || optedOut(headers)) return
  const agent = header(headers, 'user-agent') ?? ''
  const facts = humanAgent(headers, agent)
  if (!facts) return countBot()
  addEvent(
    null,
    Date.now(),
    event.kind,
    address,
    agent,
    facts,
    event.path ?? null,
    null,
    event.subject ?? null,
    event.locale ?? 'en',
    null,
    NO_CAMPAIGN,
    header(headers, 'save-data') === 'on',
    event.query ?? null,
    event.results ?? null,
  )
}
