import 'server-only'

import { clientAddress } from '@/server/http/client-address'
import { normaliseQuery, pageOf } from './classify.mjs'
import { countEvent, refererPage } from './counter.mjs'

/**
 * What the figures count (docs/figures.md). The HTTP server counts the first four from responses
 * (src/server/figures/counter.mjs); the app reports the others through `recordEvent`.
 */
export const FIGURE_KINDS = [
  'view',
  'download',
  'library',
  'whatsapp',
  'search',
  'quote-add',
  'quote-item',
  'quote-request',
  'contact',
  'service-request',
] as const
export type FigureKind = (typeof FIGURE_KINDS)[number]

/** The enquiries: what a visitor sends the company. */
export const ENQUIRY_KINDS = ['quote-request', 'contact', 'service-request'] as const satisfies FigureKind[]

/**
 * Reports one event of the request whose headers are given: nothing when the visitor opted out (DNT, GPC) or is a
 * bot (then only the day's bot count moves). `from`: the page it was sent from; by default the request's Referer.
 */
export function recordEvent(
  headers: Headers,
  kind: Exclude<FigureKind, 'view' | 'download' | 'library' | 'whatsapp'>,
  event: { subject?: string | null; from?: string | null; query?: string; results?: number; locale?: string } = {},
): void {
  const referer = refererPage(headers)
  countEvent(headers, clientAddress(headers), {
    kind,
    // A page named by the caller is recorded as page views are (a private link's secret replaced by its route).
    path: event.from ? (pageOf(event.from.split('?')[0]!)?.path ?? null) : referer.path,
    subject: event.subject ?? null,
    locale: event.locale ?? referer.locale,
    query: event.query === undefined ? null : normaliseQuery(event.query),
    results: event.results ?? null,
  })
}
