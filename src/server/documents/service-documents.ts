import 'server-only'

/*
 * The service desk's documents (docs/service-desk.md), typeset like the quotation (the markdown document and its
 * frame, right to left in Dari and Pashto, decision 034; any script drawn, decision 080): the drop-off slip, with the
 * QR code of the request's private status page, and the calibration certificate, with the QR code of its public
 * verification page (docs/decisions/102-certificates.md). Equal input gives byte-identical output, so a certificate's
 * SHA-256 is the file's.
 */
import { messages } from '@/content/messages'
import { formatDate, formatGregorianDate, formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { markdownCell, markdownParagraph } from '@/lib/markdown-text'
import type { CompanyDetails } from '@/server/documents/company'

import { isolate, isolateLtr } from './bidi'
import { renderMarkdownDocument } from './markdown-document'

/** Text that reads left to right (a serial, a figure with its unit), isolated inside right-to-left text. */
const ltr = (text: string, locale: Locale) => (locale === 'en' ? text : isolateLtr(text))

/** Typed text: Arabic script in its own direction, anything else left to right (decision 080). */
const value = (text: string, locale: Locale) =>
  /[\u0600-\u06ff]/.test(text) ? (locale === 'en' ? isolate(text) : text) : ltr(text, locale)

/** A date; in Dari and Pashto the Solar Hijri date with the Gregorian one beside it (no-break spaces inside each). */
function date(at: Date, locale: Locale): string {
  if (locale === 'en') return formatDate(at, 'en')
  const whole = (text: string) => text.replace(/ /g, '\u00a0')
  return `${whole(formatDate(at, locale))} (${whole(formatGregorianDate(at, locale))})`
}

const cell = (text: string, locale: Locale) => value(markdownCell(text), locale)

export interface SlipDocument {
  number: string
  received: Date
  customer: { name: string; phone: string }
  product: string
  serial: string
  /** "Repair" or "Calibration" in the slip's language. */
  service: string
  fault: string
  /** The office's name and address, or null for a pickup (its address then). */
  office: { name: string; address: string } | null
  pickupAddress: string
  photos: number
  /** The private status page, the QR code's content. */
  statusUrl: string
}

/** The drop-off slip in the customer's language. */
export function renderServiceSlip(input: { slip: SlipDocument; company: CompanyDetails; locale: Locale }) {
  const { slip, locale } = input
  const copy = messages(locale).serviceSlip
  const rows: [string, string][] = [
    [copy.customer, `${cell(slip.customer.name, locale)} · ${ltr(slip.customer.phone, locale)}`],
    [copy.instrument, cell(slip.product, locale)],
    [copy.serial, ltr(markdownCell(slip.serial), locale)],
    [copy.service, slip.service],
    slip.office
      ? [copy.office, `${cell(slip.office.name, locale)}: ${cell(slip.office.address, locale)}`]
      : [copy.pickup, cell(slip.pickupAddress, locale)],
  ]
  const markdown = [
    ...rows.map(([k, v]) => `- **${k}:** ${v}`),
    ...(slip.fault ? ['', `## ${copy.fault}`, '', markdownParagraph(slip.fault)] : []),
    ...(slip.photos ? ['', copy.photos(slip.photos)] : []),
    '',
    `*${copy.note}*`,
  ].join('\n')
  return renderMarkdownDocument({
    title: copy.title,
    subtitle: slip.customer.name,
    productName: slip.number,
    bandTitle: copy.title,
    footerDate: date(slip.received, locale),
    disclaimer: copy.note.split('. ')[0]!,
    cover: [
      [copy.reference, slip.number],
      [copy.received, date(slip.received, locale)],
      [copy.instrument, slip.product],
    ],
    qr: { value: slip.statusUrl, caption: copy.qr },
    markdown,
    company: input.company,
    issued: slip.received,
    locale,
  })
}

export interface CertificateTestRow {
  name: string
  unit: string
  nominal: string
  measured: string
  deviation: string
  tolerance: string
  pass: boolean
}

export interface CertificateDocument {
  number: string
  requestNumber: string
  calibratedOn: Date
  nextDue: Date
  issued: Date
  customer: string
  model: string
  serial: string
  tests: CertificateTestRow[]
  environment: { temperature: string; pressure: string; humidity: string }
  standards: string[]
  technician: string
  passed: boolean
  /** The public verification page, the QR code's content. */
  verifyUrl: string
}

/** Digits in the document's own numerals, a figure kept left to right with its unit and sign. */
function figure(text: string, unit: string, locale: Locale): string {
  // The Arabic decimal separator (U+066B) in Dari and Pashto, as formatNumber writes a number.
  const digits =
    locale === 'en' ? text : text.replace(/\d/g, (d) => formatNumber(Number(d), locale)).replace('.', '\u066b')
  return ltr(`${digits} ${unit}`, locale)
}

/** A calibration certificate in the language asked for. */
export function renderCalibrationCertificate(input: {
  certificate: CertificateDocument
  company: CompanyDetails
  locale: Locale
}) {
  const { certificate: c, locale } = input
  const copy = messages(locale).calibrationCertificatePdf
  const rows = c.tests.map(
    (t) =>
      `| ${cell(t.name, locale)} | ${figure(t.nominal, t.unit, locale)} | ${figure(t.measured, t.unit, locale)} | ` +
      `${figure(t.deviation, t.unit, locale)} | ±${figure(t.tolerance.replace(/^[+-]/, ''), t.unit, locale)} | ` +
      `${t.pass ? copy.pass : `**${copy.fail}**`} |`,
  )
  const environment: [string, string][] = [
    [copy.temperature, c.environment.temperature],
    [copy.pressure, c.environment.pressure],
    [copy.humidity, c.environment.humidity],
  ]
  const markdown = [
    `- **${copy.customer}:** ${cell(c.customer, locale)}`,
    `- **${copy.instrument}:** ${cell(c.model, locale)}`,
    `- **${copy.serial}:** ${ltr(markdownCell(c.serial), locale)}`,
    `- **${copy.request}:** ${ltr(c.requestNumber, locale)}`,
    '',
    `## ${copy.tests}`,
    '',
    `| ${copy.test} | ${copy.nominal} | ${copy.measured} | ${copy.deviation} | ${copy.tolerance} | ${copy.result} |`,
    '|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `**${copy.overall(c.passed)}**`,
    '',
    `## ${copy.environment}`,
    '',
    ...environment.filter(([, v]) => v.trim()).map(([k, v]) => `- **${k}:** ${cell(v, locale)}`),
    '',
    `## ${copy.standards}`,
    '',
    ...c.standards.map((s) => `- ${cell(s, locale)}`),
    '',
    `## ${copy.verify}`,
    '',
    copy.verifyHint,
    '',
    ltr(markdownCell(c.verifyUrl), locale),
  ].join('\n')
  return renderMarkdownDocument({
    title: copy.title,
    subtitle: `${c.model} · ${c.serial}`,
    productName: c.number,
    bandTitle: copy.title,
    footerDate: date(c.issued, locale),
    disclaimer: copy.overall(c.passed),
    cover: [
      [copy.number, c.number],
      [copy.calibratedOn, date(c.calibratedOn, locale)],
      [copy.nextDue, date(c.nextDue, locale)],
      [copy.technician, c.technician],
    ],
    qr: { value: c.verifyUrl, caption: copy.verify },
    markdown,
    company: input.company,
    issued: c.issued,
    locale,
  })
}
