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

import { campaignOf, deviceOf, pageOf, referrerHost, siteDay, splitLocale } from './classify.mjs'

const BUFFER_KEY = '__meridianFigures'
/** Past this many distinct buffered entries (the writer cannot keep up, the database is down), new ones are dropped. */
export const BUFFER_LIMIT = 50_000

/**
 * @typedef {{ at: number, day: string, kind: string, address: string, agent: string, path: string | null,
 *   pageKind: string | null, subject: string | null, locale: string, device: string, referrer: string | null,
 *   utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, saveData: boolean,
 *   query: string | null, results: number | null, count: number }} BufferedEvent
 * @typedef {{ enabled: boolean, events: Map<string, BufferedEvent>, bots: Map<string, number>, dropped: number,
 *   botCache: Map<string, boolean> }} FiguresBuffer
 */

/** @returns {FiguresBuffer} */
export function figuresBuffer() {
  const g = /** @type {Record<string, FiguresBuffer | undefined>} */ (globalThis)
  return (g[BUFFER_KEY] ??= {
    enabled: process.env.FIGURES !== 'off',
    events: new Map(),
    bots: new Map(),
    dropped: 0,
    botCache: new Map(),
  })
}

/** Takes what is buffered, leaving the buffer empty. */
export function drainFigures() {
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
 * A known bot or crawler (isbot's maintained list), or a client that sends no Accept-Language (every browser does;
 * scripts and load tools mostly do not; docs/decisions/111-figures-bots.md). Answers are remembered per user agent
 * (a few hundred kept).
 */
export function isBotRequest(headers) {
  const agent = header(headers, 'user-agent') ?? ''
  // Node's fetch sends "*": no browser does.
  const languages = header(headers, 'accept-language')
  if (!languages || languages === '*') return true
  const cache = figuresBuffer().botCache
  let bot = cache.get(agent)
  if (bot === undefined) {
    bot = agent === '' || isbot(agent)
    if (cache.size >= 500) cache.clear()
    cache.set(agent, bot)
  }
  return bot
}

/**
 * Adds one event to the buffer: identical events of one visitor within one write are one entry with a count.
 * The stored event is built field by field, always in the same order: object spreads here cost 7-9 µs a request (V8
 * gives up its fast object shapes for spreads of spreads), a tenth of a cached page's whole answer.
 * @param {Omit<BufferedEvent, 'count' | 'day' | 'at'> & { at?: number }} e
 */
export function bufferEvent(e) {
  const buffer = figuresBuffer()
  const at = e.at ?? Date.now()
  const day = siteDay(at)
  const S = '\u0001'
  const key =
    day +
    S +
    e.kind +
    S +
    e.address +
    S +
    e.agent +
    S +
    e.path +
    S +
    e.subject +
    S +
    e.locale +
    S +
    e.referrer +
    S +
    e.utmSource +
    S +
    e.utmMedium +
    S +
    e.utmCampaign +
    S +
    e.saveData +
    S +
    e.query +
    S +
    e.results
  const known = buffer.events.get(key)
  if (known) return void known.count++
  if (buffer.events.size >= BUFFER_LIMIT) return void buffer.dropped++
  buffer.events.set(key, {
    at,
    day,
    kind: e.kind,
    address: e.address,
    agent: e.agent,
    path: e.path,
    pageKind: e.pageKind,
    subject: e.subject,
    locale: e.locale,
    device: e.device,
    referrer: e.referrer,
    utmSource: e.utmSource,
    utmMedium: e.utmMedium,
    utmCampaign: e.utmCampaign,
    saveData: e.saveData,
    query: e.query,
    results: e.results,
    count: 1,
  })
}

/** One more bot request today. */
function countBot() {
  const buffer = figuresBuffer()
  const day = siteDay()
  buffer.bots.set(day, (buffer.bots.get(day) ?? 0) + 1)
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
 * What a finished response was, for the figures: a public page view (a whole page, or the page a client-side
 * navigation fetched; never a prefetch), a datasheet or library download, a WhatsApp click. Everything else
 * (staff, the API, assets, health, errors) is not counted. Called by scripts/server.mjs when a response closes.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => string} addressOf the client's address as the rate limits resolve it (asked only when counted)
 */
export function countResponse(req, res, addressOf) {
  if (req.method !== 'GET' || !figuresBuffer().enabled) return
  const status = res.statusCode
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  /** @type {Pick<BufferedEvent, 'kind' | 'path' | 'pageKind' | 'subject' | 'locale'> | null} */
  let what = null
  if (status === 302 && path === '/go/whatsapp') {
    const from = refererPage(req.headers)
    what = { kind: 'whatsapp', path: from.path, pageKind: null, subject: null, locale: from.locale }
  } else if ((status === 200 || status === 206) && fromStart(req)) {
    const sheet = DATASHEET.exec(path)
    const file = sheet ? null : LIBRARY_FILE.exec(path)
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
    const page = pageOf(path)
    if (!page) return
    what = { kind: 'view', path: page.path, pageKind: page.pageKind, subject: page.subject, locale: page.locale }
  }
  if (optedOut(req.headers)) return
  if (isBotRequest(req.headers)) return countBot()
  const own = req.headers['x-forwarded-host'] ?? req.headers.host
  const landing = what.kind === 'view' && q !== -1 ? campaignOf(url.slice(q + 1)) : NO_CAMPAIGN
  const referrer = referrerHost(req.headers.referer, Array.isArray(own) ? own[0] : own)
  bufferEvent(eventOf(what, req.headers, addressOf(), referrer, landing, null, null))
}

const NO_CAMPAIGN = campaignOf('')

/**
 * An event as the buffer takes it, field by field (see bufferEvent: no spreads on this path).
 * @param {Pick<BufferedEvent, 'kind' | 'path' | 'pageKind' | 'subject' | 'locale'>} what
 * @param {Pick<BufferedEvent, 'utmSource' | 'utmMedium' | 'utmCampaign'>} campaign
 */
function eventOf(what, headers, address, referrer, campaign, query, results) {
  const agent = header(headers, 'user-agent') ?? ''
  return {
    kind: what.kind,
    address,
    agent,
    path: what.path,
    pageKind: what.pageKind,
    subject: what.subject,
    locale: what.locale,
    device: deviceOf(agent),
    referrer,
    utmSource: campaign.utmSource,
    utmMedium: campaign.utmMedium,
    utmCampaign: campaign.utmCampaign,
    saveData: header(headers, 'save-data') === 'on',
    query,
    results,
  }
}

/**
 * An event the app reports (src/server/figures/record.ts): the same checks as a response's (opted out, bot).
 * @param {Headers} headers the request's
 * @param {string} address
 * @param {{ kind: string, path?: string | null, subject?: string | null, locale?: string, query?: string | null,
 *   results?: number | null }} event
 */
export function countEvent(headers, address, event) {
  if (!figuresBuffer().enabled || optedOut(headers)) return
  if (isBotRequest(headers)) return countBot()
  const what = {
    kind: event.kind,
    path: event.path ?? null,
    pageKind: null,
    subject: event.subject ?? null,
    locale: event.locale ?? 'en',
  }
  bufferEvent(eventOf(what, headers, address, null, NO_CAMPAIGN, event.query ?? null, event.results ?? null))
}
