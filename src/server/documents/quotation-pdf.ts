import 'server-only'

/*
 * A priced quotation as a PDF in the customer's language (docs/decisions/048-money-and-numbering.md): the company's
 * letterhead (the document frame), the quotation's number and dates, the lines with their key specifications, the
 * totals in US dollars with the afghani equivalent, the terms and the offices. Dari and Pashto documents are right
 * to left with the Solar Hijri date and the Gregorian one beside it, Eastern Arabic digits in running text, and
 * amounts kept left to right (docs/decisions/034-arabic-script-pdfs.md). Built as markdown for the one typesetter
 * the site's other PDFs use; the amounts come from src/lib/sales/money.ts, never from sums here.
 */
import { messages } from '@/content/messages'
import { formatDate, formatGregorianDate, formatNumber, formatUsd } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { markdownCell, markdownParagraph } from '@/lib/markdown-text'
import { CENTS, FULL_DISCOUNT, quotationTotals, RATE_SCALE, revisionLabel } from '@/lib/sales/money'
import type { CompanyDetails } from '@/server/documents/company'

import { isolate, isolateLtr } from './bidi'
import { renderMarkdownDocument } from './markdown-document'

export interface QuotationLine {
  /** Product name, or the free line's text (training, shipping, installation). */
  name: string
  /** The catalogue model, for product lines. */
  model?: string
  quantity: number
  unitCents: number
  discountBasisPoints: number
  /** The product's leading specification rows, printed under the table. */
  specifications?: readonly (readonly [string, string])[]
}

export interface QuotationDocument {
  /** `Q-2026-0001`. */
  number: string
  revision: number
  issued: Date
  validUntil: Date
  customer: { name: string; company?: string; email?: string; phone?: string }
  preparedBy: { name: string; email: string }
  lines: readonly QuotationLine[]
  /** Afghanis per dollar × 10,000, and the day staff took the rate. */
  rate?: { afnRate: number; date: Date }
  deliveryTime: string
  paymentTerms: string
  warranty: string
  notes: string
}

/** Text that reads left to right (an amount, a phone number), isolated inside right-to-left text. */
const ltr = (text: string, locale: Locale) => (locale === 'en' ? text : isolateLtr(text))

/** An amount of cents in the document's language: "$12,500.00", "$۱۲٬۵۰۰٫۰۰" kept left to right. */
function usd(cents: number, locale: Locale): string {
  const amount = formatUsd(Math.abs(cents) / CENTS, locale)
  return ltr(cents < 0 ? `−${amount}` : amount, locale)
}

/** A date; in Dari and Pashto the Solar Hijri date with the Gregorian one beside it. */
function date(at: Date, locale: Locale): string {
  if (locale === 'en') return formatDate(at, 'en')
  // No-break spaces inside each date: a narrow column wraps between the two dates, never inside one (a Pashto cover
  // once left "(۲۸" alone on a line).
  const whole = (text: string) => text.replace(/ /g, '\u00a0')
  return `${whole(formatDate(at, locale))} (${whole(formatGregorianDate(at, locale))})`
}

/**
 * A value typed by a customer or staff, in a list. Arabic-script text (a Dari name) reads in the line's own direction
 * in Dari and Pashto, anything else is isolated there; in English an Arabic-script value is isolated, so it reads
 * right to left as a whole and the list keeps its order and commas (docs/decisions/080-pdfs-draw-any-script.md).
 */
const ARABIC_SCRIPT = /[\u0600-\u06ff]/
const value = (text: string, locale: Locale) =>
  ARABIC_SCRIPT.test(text) ? (locale === 'en' ? isolate(text) : text) : ltr(text, locale)

/** A list of values in a sentence: the Arabic comma in Dari and Pashto, each Latin-script value left to right. */
const list = (values: readonly string[], locale: Locale) =>
  values.map((v) => value(v, locale)).join(locale === 'en' ? ', ' : '، ')

const number = (n: number, locale: Locale, options?: Intl.NumberFormatOptions) =>
  locale === 'en' ? n.toLocaleString('en-US', options) : formatNumber(n, locale, options)

/** The quotation as markdown in `locale`; exported for its tests. */
export function quotationMarkdown(q: QuotationDocument, locale: Locale): string {
  const copy = messages(locale).quotationPdf
  const totals = quotationTotals(q.lines, q.rate?.afnRate)
  const percent = (bp: number) =>
    bp === 0 ? '-' : number(bp / FULL_DISCOUNT, locale, { style: 'percent', maximumFractionDigits: 2 })
  const rows = q.lines.map((line, i) => {
    const amounts = totals.lines[i]!
    const model = line.model && !line.name.includes(line.model) ? ` (${markdownCell(line.model)})` : ''
    const cells = [
      `${markdownCell(line.name)}${model}`,
      number(line.quantity, locale),
      usd(line.unitCents, locale),
      percent(line.discountBasisPoints),
      usd(amounts.net, locale),
    ]
    return `| ${cells.join(' | ')} |`
  })
  const who = [q.customer.name, q.customer.company, q.customer.email, q.customer.phone].filter(Boolean)
  // The totals close the items table, under the amounts they add up.
  const sums = [
    [copy.subtotal, usd(totals.subtotal, locale)],
    ...(totals.discount > 0 ? [[copy.discountTotal, usd(-totals.discount, locale)]] : []),
    [`**${copy.total}**`, `**${usd(totals.total, locale)}**`],
  ].map(([label, value]) => `| ${label} | | | | ${value} |`)
  const rate = q.rate && number(q.rate.afnRate / RATE_SCALE, locale, { maximumFractionDigits: 4 })
  const afn =
    q.rate && rate && totals.totalAfn !== undefined
      ? [
          '',
          `${copy.afnEquivalent(rate, date(q.rate.date, locale))}: ` +
            `**${ltr(`${number(totals.totalAfn, locale)} AFN`, locale)}**`,
        ]
      : []
  const specs = q.lines.filter((l) => l.specifications?.length)
  const terms: [string, string][] = [
    [copy.delivery, q.deliveryTime],
    [copy.payment, q.paymentTerms],
    [copy.warranty, q.warranty],
  ]
  // Number, dates and the sales engineer are the cover's cells (renderQuotationPdf); the customer opens the text.
  return [
    // Names, addresses and numbers typed in Latin script keep their order inside a right-to-left line, one by one (a
    // Dari name among them reads right to left); Dari and Pashto separate them with the Arabic comma.
    `**${copy.to}:** ${list(
      who.map((v) => markdownCell(v!)),
      locale,
    )}`,
    '',
    `## ${copy.items}`,
    '',
    `| ${copy.item} | ${copy.quantity} | ${copy.unitPrice} | ${copy.discount} | ${copy.amount} |`,
    '|---|---:|---:|---:|---:|',
    ...rows,
    ...sums,
    ...afn,
    ...(specs.length ? ['', `## ${copy.keySpecifications}`] : []),
    ...specs.flatMap((l) => [
      '',
      `### ${markdownCell(l.name)}`,
      '',
      ...l.specifications!.map(([k, v]) => `- **${markdownCell(k)}:** ${markdownCell(v)}`),
    ]),
    '',
    `## ${copy.terms}`,
    '',
    ...terms.filter(([, v]) => v.trim()).map(([k, v]) => `- **${k}:** ${markdownCell(v)}`),
    ...(q.notes.trim() ? ['', `## ${copy.notes}`, '', markdownParagraph(q.notes)] : []),
    '',
    `*${copy.footer(date(q.validUntil, locale))}*`,
  ].join('\n')
}

/** The cover's cells: number and revision, date of issue, validity, the sales engineer. */
export function quotationCover(q: QuotationDocument, locale: Locale): [string, string][] {
  const copy = messages(locale).quotationPdf
  const revision = q.revision > 1 ? ` · ${copy.revision} ${number(q.revision, locale)}` : ''
  return [
    [copy.number, `${q.number}${revision}`],
    [copy.issuedOn, date(q.issued, locale)],
    [copy.validUntil, date(q.validUntil, locale)],
    [copy.preparedBy, list([q.preparedBy.name, q.preparedBy.email], locale)],
  ]
}

/** The quotation's PDF in the customer's language. Equal input gives byte-identical output. */
export function renderQuotationPdf(input: {
  quotation: QuotationDocument
  company: CompanyDetails
  locale: Locale
}): Promise<Buffer> {
  const { quotation: q, locale } = input
  const copy = messages(locale).quotationPdf
  // "Q-2026-0007 Rev 2" in English, the revision in the document's own words in Dari and Pashto.
  const revision = locale === 'en' ? revisionLabel(q.revision) : `${copy.revision} ${number(q.revision, locale)}`
  const reference = q.revision > 1 ? `${q.number} ${revision}` : q.number
  const offices = input.company.offices.map(
    (o) => `- **${markdownCell(o.city)}:** ${list([markdownCell(o.address), markdownCell(o.phone)], locale)}`,
  )
  return renderMarkdownDocument({
    title: copy.title,
    subtitle: [q.customer.company, q.customer.name].filter(Boolean).join(' · '),
    // The reference alone: the frame prints it beside the title ("Quotation · Q-2026-0007"), never the title twice.
    productName: reference,
    bandTitle: copy.title,
    // The footer's date is the day of issue: a quotation's revisions are its own ("Rev 2"), not a date.
    footerDate: date(q.issued, locale),
    disclaimer: copy.validity(date(q.validUntil, locale)),
    cover: quotationCover(q, locale),
    // No offices published (a fresh site): no heading over an empty section.
    markdown: [
      quotationMarkdown(q, locale),
      ...(offices.length ? ['', `## ${copy.offices}`, '', ...offices] : []),
    ].join('\n'),
    company: input.company,
    issued: q.issued,
    locale,
  })
}
