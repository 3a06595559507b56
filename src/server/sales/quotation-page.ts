import 'server-only'

import { messages } from '@/content/messages'
import { kabulDayStart } from '@/lib/content/schedule'
import { formatDualDate, formatNumber, formatUsd } from '@/lib/i18n/format'
import { isLocale, localeInfo, type Locale } from '@/lib/i18n/locales'
import { CENTS, FULL_DISCOUNT, quotationTotals, RATE_SCALE } from '@/lib/sales/money'
import { clientAddress } from '@/server/http/client-address'
import { getSiteConfig } from '@/server/page/site-config'
import { quotationReference } from './quotation-send'
import { quotationLinkLimiter, type LatestState, type LinkState } from './quotation-link'
import type { QuotationDetail } from './quotations'

/**
 * The customer's page at /q/{token} (docs/decisions/051-quotations.md), written as plain HTML by a route handler:
 * it answers 404 and 410 with a clear page (a page under src/app/[locale] can only answer 200 or the site's 404,
 * whose log line names the path, and the path here is the token), works without JavaScript (two small forms), and
 * is never indexed. It lives outside the localized site (src/proxy.ts) and speaks the quotation's language. A replaced
 * revision's link leads to the newest one, shown read-only at /q/{token}/latest.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const kabulNoon = (isoDate: string) => new Date(kabulDayStart(isoDate).getTime() + 12 * 3_600_000)

/** Amounts read left to right inside right-to-left text, a sign with them ("−$1,140.00", never "$1,140.00−"). */
const money = (cents: number, locale: Locale, sign = '') =>
  `<bdi dir="ltr">${sign}${escape(formatUsd(cents / CENTS, locale))}</bdi>`

/** A Kabul calendar date; in Dari and Pashto the Solar Hijri date with the Gregorian one beside it, as in the PDF. */
const day = (isoDate: string, locale: Locale) => formatDualDate(kabulNoon(isoDate), locale)

/** A sentence of the copy with its quotation reference ("Q-2026-0001 Rev 2") kept left to right inside it. */
const withReference = (text: string, reference: string) =>
  escape(text).replaceAll(escape(reference), `<bdi dir="ltr" class="ref">${escape(reference)}</bdi>`)

function page(locale: Locale, nonce: string | null, title: string, body: string): string {
  const { lang, dir } = localeInfo[locale]
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${escape(title)}</title>
<style${nonce ? ` nonce="${escape(nonce)}"` : ''}>
body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;margin:0;background:#f8fafc;color:#0f172a;line-height:1.5}
main{max-width:52rem;margin:0 auto;padding:1.5rem}
h1{color:#0b1f3a;font-size:1.6rem;margin:.5rem 0}
table{width:100%;border-collapse:collapse;background:#fff;margin:1rem 0}
th,td{padding:.5rem;border-bottom:1px solid #e2e8f0;text-align:start}
td.n,th.n{text-align:end}
section{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem;margin:1rem 0}
button,.button{display:inline-block;background:#0b1f3a;color:#fff;border:0;border-radius:.375rem;
padding:.6rem 1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
textarea{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem}
.scroll{overflow-x:auto}.ref{white-space:nowrap}
td .detail{display:none}
@media (max-width:30rem){main{padding:1rem}.brand p{padding:.75rem 1rem}.wide{display:none}
td .detail{display:block;color:#475569;font-size:.8125rem}table{font-size:.875rem}th,td{padding:.4rem .25rem}}
.secondary{background:#fff;color:#0b1f3a;border:1px solid #0b1f3a}
.brand{background:#0b1f3a;border-bottom:3px solid #f59e0b}
.brand p{max-width:52rem;margin:0 auto;padding:.75rem 1.5rem;color:#fff;font-weight:700;font-size:1.1rem}
.notice{border-color:#16a34a}.replaced{border-color:#0b1f3a}.error{color:#b91c1c;font-weight:600}
</style>
</head>
<body><header class="brand"><p>${escape(getSiteConfig().name)}</p></header><main id="main">${body}</main></body>
</html>`
}

export interface PageAnswer {
  status: number
  html: string
  headers?: Record<string, string>
}

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // Never the token to another site; same-origin (not no-referrer) so the forms' posts carry their Origin.
  'Referrer-Policy': 'same-origin',
}

export function pageResponse(answer: PageAnswer): Response {
  return new Response(answer.html, { status: answer.status, headers: { ...HEADERS, ...answer.headers } })
}

const localeOf = (state: LatestState): Locale =>
  'language' in state && isLocale(state.language) ? state.language : 'en'

/** Why a replaced revision's link shows nothing, when the newest revision cannot be shown either. */
function replacedReason(state: Extract<LinkState, { kind: 'superseded' }>, locale: Locale): string {
  const copy = messages(locale).quotationLink
  if (state.latest.kind === 'expired') {
    return copy.supersededExpired(state.newer, day(state.latest.validUntil, locale))
  }
  return state.latest.kind === 'revoked' ? copy.supersededRevoked(state.newer) : copy.superseded(state.newer)
}

/**
 * The clear page for a link that does not (or no longer) work: 404 for an unknown token, 410 for the rest. A
 * replaced revision's page (given its token) offers the newest revision while that one is open or accepted.
 */
export function unavailablePage(state: LinkState, nonce: string | null, token?: string): PageAnswer {
  const locale = localeOf(state)
  const copy = messages(locale).quotationLink
  const contact = (style: string) =>
    `<p><a class="${style}" href="${localeInfo[locale].prefix}/contact">${escape(copy.contactSales)}</a></p>`
  if (state.kind === 'superseded') {
    const viewable = token !== undefined && (state.latest.kind === 'open' || state.latest.kind === 'accepted')
    const title = viewable ? copy.replacedTitle : copy.unavailableTitle
    const say = (text: string) => withReference(text, state.newer)
    const body =
      `<h1>${escape(title)}</h1><p>${say(replacedReason(state, locale))}</p>` +
      (viewable
        ? `<p><a class="button" href="/q/${escape(token)}/latest">${say(copy.viewLatest(state.newer))}</a></p>` +
          `<p>${say(copy.latestAnswerHint(state.newer))}</p>` +
          contact('button secondary')
        : contact('button'))
    return { status: 410, html: page(locale, nonce, title, body) }
  }
  const reason =
    state.kind === 'expired'
      ? copy.expired(day(state.validUntil, locale))
      : state.kind === 'revoked'
        ? copy.revoked
        : copy.notFound
  const body = `<h1>${escape(copy.unavailableTitle)}</h1><p>${escape(reason)}</p>${contact('button')}`
  return { status: state.kind === 'not-found' ? 404 : 410, html: page(locale, nonce, copy.unavailableTitle, body) }
}

/** A totals row: its label under the item and quantity, its figure under the amount (the phone hides the rest). */
const sum = (label: string, figure: string) => `<tr>${label}<td class="wide"></td><td class="wide"></td>${figure}</tr>`

/** The quotation's own parts: number, validity, a notice, the PDF, lines and totals, terms. */
function quotationSections(q: QuotationDetail, locale: Locale, pdf: string, notice: string): string {
  const copy = messages(locale).quotationLink
  const words = messages(locale).quotationPdf
  const totals = quotationTotals(q.values.lines, q.values.afnRate ?? undefined)
  const percent = (bp: number) =>
    bp === 0 ? '-' : formatNumber(bp / FULL_DISCOUNT, locale, { style: 'percent', maximumFractionDigits: 2 })
  const rows = q.values.lines
    .map((l, i) => {
      const model = l.model ? ` (${escape(l.model)})` : ''
      const unit = money(l.unitCents, locale)
      const discount = l.discountBasisPoints ? ` · ${escape(words.discount)}: ${percent(l.discountBasisPoints)}` : ''
      return (
        `<tr><td>${escape(l.name)}${model}` +
        `<span class="detail">${escape(words.unitPrice)}: ${unit}${discount}</span></td>` +
        `<td class="n">${formatNumber(l.quantity, locale)}</td>` +
        `<td class="n wide">${unit}</td><td class="n wide">${percent(l.discountBasisPoints)}</td>` +
        `<td class="n">${money(totals.lines[i]!.net, locale)}</td></tr>`
      )
    })
    .join('')
  const afn =
    totals.totalAfn !== undefined && q.values.afnRate && q.values.rateDate
      ? `<p>${escape(
          words.afnEquivalent(
            formatNumber(q.values.afnRate / RATE_SCALE, locale, { maximumFractionDigits: 4 }),
            day(q.values.rateDate, locale),
          ),
        )}: <strong><bdi dir="ltr">${escape(formatNumber(totals.totalAfn, locale))} AFN</bdi></strong></p>`
      : ''
  const terms = [
    [words.delivery, q.values.deliveryTime],
    [words.payment, q.values.paymentTerms],
    [words.warranty, q.values.warranty],
    [words.notes, q.values.notes],
  ]
    .filter(([, v]) => v!.trim())
    .map(([k, v]) => `<dt><strong>${escape(k!)}</strong></dt><dd>${escape(v!)}</dd>`)
    .join('')
  return (
    `<p>${escape(words.title)} <bdi dir="ltr">${escape(quotationReference(q.number, q.revision))}</bdi></p>` +
    `<h1>${escape(copy.pageTitle)}</h1>` +
    `<p>${escape(words.validUntil)}: ${escape(day(q.values.validUntil, locale))}</p>` +
    notice +
    `<p><a class="button" href="${pdf}">${escape(copy.download)}</a></p>` +
    // On a phone the unit price and discount move under the item's name (their columns hidden), so the amounts keep
    // their column; anything still wider scrolls inside its box (named and focusable, so a keyboard scrolls it too),
    // never the page sideways.
    `<div class="scroll" role="region" aria-label="${escape(words.items)}" tabindex="0">` +
    `<table><thead><tr><th>${escape(words.item)}</th><th class="n">${escape(words.quantity)}</th>` +
    `<th class="n wide">${escape(words.unitPrice)}</th><th class="n wide">${escape(words.discount)}</th>` +
    `<th class="n">${escape(words.amount)}</th></tr></thead><tbody>${rows}</tbody><tfoot>` +
    sum(`<td colspan="2">${escape(words.subtotal)}</td>`, `<td class="n">${money(totals.subtotal, locale)}</td>`) +
    (totals.discount
      ? sum(
          `<td colspan="2">${escape(words.discountTotal)}</td>`,
          `<td class="n">${money(totals.discount, locale, '−')}</td>`,
        )
      : '') +
    sum(`<th colspan="2">${escape(words.total)}</th>`, `<th class="n">${money(totals.total, locale)}</th>`) +
    `</tfoot></table></div>${afn}` +
    (terms ? `<section><h2>${escape(words.terms)}</h2><dl>${terms}</dl></section>` : '')
  )
}

/** The quotation itself, with the PDF and (while it is open) the two answers. */
export function quotationPage(
  state: Extract<LinkState, { kind: 'open' | 'accepted' }>,
  token: string,
  nonce: string | null,
  options: { done?: string; error?: string; message?: string } = {},
): PageAnswer {
  const locale = localeOf(state)
  const copy = messages(locale).quotationLink
  const q = state.quotation
  const self = `/q/${token}`
  const done =
    options.done === 'already'
      ? `<section class="notice" role="status"><p>${escape(copy.alreadyAccepted)}</p></section>`
      : state.kind === 'accepted' || options.done === 'accepted'
        ? `<section class="notice" role="status"><p>${escape(copy.accepted)}</p></section>`
        : options.done === 'changes'
          ? `<section class="notice" role="status"><p>${escape(copy.changesSent)}</p></section>`
          : ''
  const error = options.error ? `<p class="error" role="alert" id="changes-error">${escape(options.error)}</p>` : ''
  const answers =
    state.kind === 'open'
      ? `<section><h2>${escape(copy.accept)}</h2><p>${escape(copy.acceptHint)}</p>` +
        `<form method="post" action="${self}"><input type="hidden" name="answer" value="accept">` +
        `<button type="submit">${escape(copy.accept)}</button></form></section>` +
        `<section><h2>${escape(copy.askChanges)}</h2><form method="post" action="${self}">` +
        `<input type="hidden" name="answer" value="changes">` +
        `<p><label for="message">${escape(copy.changesLabel)}</label></p>${error}` +
        `<textarea id="message" name="message" rows="5" maxlength="4000" aria-describedby="message-hint"` +
        `${options.error ? ' aria-invalid="true"' : ''}>${escape(options.message ?? '')}</textarea>` +
        `<p id="message-hint">${escape(copy.changesHint)}</p>` +
        `<button type="submit">${escape(copy.sendChanges)}</button></form></section>`
      : ''
  const body = quotationSections(q, locale, `${self}/pdf`, done) + answers
  const title = `${copy.pageTitle} ${quotationReference(q.number, q.revision)}`
  return { status: options.error ? 422 : 200, html: page(locale, nonce, title, body) }
}

/**
 * The newest revision through a replaced revision's link: the same quotation, read only. Answering belongs to the
 * link sent with that revision, so no form here, and the page says where to answer.
 */
export function latestRevisionPage(
  state: Extract<LatestState, { kind: 'latest' }>,
  token: string,
  nonce: string | null,
): PageAnswer {
  const locale = localeOf(state)
  const copy = messages(locale).quotationLink
  const q = state.quotation
  const reference = quotationReference(q.number, q.revision)
  const notice =
    `<section class="replaced" role="note"><p>${withReference(copy.latestNotice(reference), reference)}</p>` +
    (state.accepted
      ? `<p><strong>${escape(copy.alreadyAccepted)}</strong></p>`
      : `<p>${withReference(copy.latestAnswerHint(reference), reference)}</p>`) +
    `</section>`
  const body = quotationSections(q, locale, `/q/${token}/latest/pdf`, notice)
  return { status: 200, html: page(locale, nonce, `${copy.pageTitle} ${reference}`, body) }
}

/** A stored PDF as a download named after its number and revision ("Q-2026-0001-rev2.pdf"). */
export function pdfResponse(q: Pick<QuotationDetail, 'number' | 'revision'>, pdf: Buffer): Response {
  const name = `${q.number}${q.revision > 1 ? `-rev${q.revision}` : ''}.pdf`
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

/** Counts one request of this address against the link's limit; a refusal as the page to answer with. */
export async function rateLimited(request: Request, nonce: string | null): Promise<PageAnswer | null> {
  const taken = await quotationLinkLimiter.take(clientAddress(request.headers)).catch(() => null)
  if (!taken || taken.ok) return null
  const copy = messages('en').quotationLink
  return {
    status: 429,
    html: page('en', nonce, copy.unavailableTitle, `<h1>${escape(copy.tooMany)}</h1>`),
    headers: { 'Retry-After': String(taken.retryAfterSeconds) },
  }
}
