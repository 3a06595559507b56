/**
 * The owner's figures' buffer (docs/figures.md): the events counted since the last write, one entry per visitor and
 * event with a count, shared on the global by every copy of the counter (src/server/figures/counter.mjs: Next's bundle
 * and scripts/server.mjs each load one). What it holds and why: counter.mjs.
 */
import { siteDay } from './classify.mjs'

const BUFFER_KEY = '__meridianFigures'
/** Past this many distinct buffered entries (the writer cannot keep up, the database is down), new ones are dropped. */
export const BUFFER_LIMIT = 50_000

/**
 * @typedef {{ at: number, day: string, kind: string, address: string, agent: string, path: string | null,
 *   pageKind: string | null, subject: string | null, locale: string, device: string, referrer: string | null,
 *   utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, saveData: boolean,
 *   query: string | null, results: number | null, count: number }} BufferedEvent
 * @typedef {{ enabled: boolean, events: Map<string, BufferedEvent>, bots: Map<string, number>, dropped: number,
 *   agents: Map<string, AgentFacts>, views: Map<string, ViewOf> }} FiguresBuffer
 * @typedef {(Pick<BufferedEvent, 'kind' | 'path' | 'pageKind' | 'subject' | 'locale'> & { id: string }) | null} ViewOf
 * @typedef {{ bot: boolean, device: string, id: string }} AgentFacts what the counter knows of a user agent
 */

/** This copy's reference to the shared buffer: the global is a table lookup per use, and every counted page uses it. */
let shared = /** @type {FiguresBuffer | undefined} */ (undefined)

/**
 * The buffer every copy of this module shares (Next's bundle and scripts/server.mjs each load one): made once, on the
 * global, and never replaced, only emptied.
 * @returns {FiguresBuffer}
 */
export function figuresBuffer() {
  if (shared) return shared
  const g = /** @type {Record<string, FiguresBuffer | undefined>} */ (globalThis)
  return (shared = g[BUFFER_KEY] ??=
    {
      enabled: process.env.FIGURES !== 'off',
      events: new Map(),
      bots: new Map(),
      dropped: 0,
      agents: new Map(),
      views: new Map(),
    })
}

/**
 * Pauses (false) or resumes (true) counting in this process, without a restart: for a load test on a live site, whose
 * scripted requests would otherwise be counted as visitors, and for `npm run bench`, which compares the same process
 * counting and not (docs/figures.md, "Pausing"). With FIGURES=off counting stays off. Returns whether it now counts.
 * @param {boolean} on
 */
export function setCounting(on) {
  const buffer = figuresBuffer()
  buffer.enabled = on && process.env.FIGURES !== 'off'
  return buffer.enabled
}

const S = '\u0001'

/**
 * The buffer's key of an event: identical events of one visitor within one write share it. The visitor is its
 * address and its agent's id (agentFacts); pageKind and device follow from the path and the agent.
 */
function keyOf(day, kind, address, agentId, path, subject, locale, referrer, campaign, saveData, query, results) {
  const key = day + S + kind + S + address + S + agentId + S + path + S + subject + S + locale + S + referrer
  return key + landingPart(campaign, saveData) + (query === null ? '' : S + query + S + results)
}

/** The part of a key that sets a visit's campaign and data saver apart ('' for neither). */
function landingPart(campaign, saveData) {
  let part = ''
  if (campaign.utmSource !== null || campaign.utmMedium !== null || campaign.utmCampaign !== null)
    part += S + campaign.utmSource + S + campaign.utmMedium + S + campaign.utmCampaign
  if (saveData) part += S + 's'
  return part
}

/**
 * Adds one event to the buffer, or one to the count of the same event of the same visitor within this write. Only a
 * new entry is built into an object, field by field, always in the same order: object spreads here cost 7-9 µs a
 * request (V8 gives up its fast object shapes for spreads of spreads), a tenth of a cached page's whole answer.
 */
export function addEvent(
  short,
  at,
  kind,
  address,
  agent,
  facts,
  path,
  pageKind,
  subject,
  locale,
  referrer,
  campaign,
  saveData,
  query,
  results,
) {
  const buffer = figuresBuffer()
  const day = siteDay(at)
  let key = short
  let known = key === null ? undefined : buffer.events.get(key)
  // A short key leaves the day out: an entry of the day before (the buffer written just after midnight) is another.
  if (key === null || (known && known.day !== day)) {
    key = keyOf(day, kind, address, facts.id, path, subject, locale, referrer, campaign, saveData, query, results)
    known = buffer.events.get(key)
  }
  if (known) return void known.count++
  if (buffer.events.size >= BUFFER_LIMIT) return void buffer.dropped++
  buffer.events.set(key, {
    at,
    day,
    kind,
    address,
    agent,
    path,
    pageKind,
    subject,
    locale,
    device: facts.device,
    referrer,
    utmSource: campaign.utmSource,
    utmMedium: campaign.utmMedium,
    utmCampaign: campaign.utmCampaign,
    saveData,
    query,
    results,
    count: 1,
  })
}

/** One more bot request today. */
export function countBot() {
  const buffer = figuresBuffer()
  const day = siteDay()
  buffer.bots.set(day, (buffer.bots.get(day) ?? 0) + 1)
}

/**
 * The buffer's key of a page view (most of what is counted), shorter than keyOf's: the view's id stands for its kind,
 * path, subject and locale, and the day is checked on the entry found (addEvent). It starts with a character no
 * keyOf key starts with (a day's digits), so the two never meet.
 */
export function shortKey(address, agentId, viewId, referrer, campaign, saveData) {
  const key = '\u0002' + address + S + agentId + S + viewId + (referrer === null ? '' : S + referrer)
  return key + landingPart(campaign, saveData)
}
