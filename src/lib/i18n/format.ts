/**
 * Numbers, prices and dates the way each locale's readers expect (decision 032): Eastern Arabic-Indic digits for Dari
 * and Pashto, Solar Hijri dates with the Gregorian date available, prices in USD with the locale's formatting.
 * Client-safe; formatters are cached because pages format a price per product card.
 */
import type { Count } from './fill'
import { type Locale, localeInfo } from './locales'

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/**
 * Dari and Pashto readers write Eastern Arabic-Indic ("Persian") digits. The numbering system is named explicitly:
 * Node's ICU picks them for ps-AF by default but Chromium's does not, and a page formatted on the server must format
 * the same in the browser (or React reports a hydration mismatch).
 */
const NUMBERING: Readonly<Record<Locale, string>> = { en: 'latn', fa: 'arabext', ps: 'arabext' }

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.NumberFormat | undefined
  if (!format) {
    format = new Intl.NumberFormat(localeInfo[locale].intl, { numberingSystem: NUMBERING[locale], ...options })
    cache.set(key, format)
  }
  return format
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kabul', ...options })))
  return format
}

/**
 * 1234 → "1,234" (en), "۱٬۲۳۴" (fa, ps). A template blank passed in place of the number ("{n}":
 * src/content/client-copy.ts calls copy functions with blanks the browser fills) comes back unchanged, so a Dari or
 * Pashto copy function that formats its numbers still yields a template instead of "NaN".
 */
export function formatNumber(value: Count, locale: Locale, options?: Intl.NumberFormatOptions): string {
  if (typeof value !== 'number') return String(value)
  return numberFormat(locale, options).format(value)
}

/**
 * A USD price with two decimals: "$12,500.00" (en), "$۱۲٬۵۰۰٫۰۰" (fa, ps). Built from the number format rather than
 * the currency format, whose spacing differs between Node's and the browsers' locale data. Wrap it in a
 * left-to-right isolate inside RTL text.
 */
export function formatUsd(value: number, locale: Locale): string {
  return `$${formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/**
 * A calendar date in the locale's own calendar: Gregorian for English ("14 October 2026"), Solar Hijri for Dari and
 * Pashto ("۲۲ میزان ۱۴۰۵", "۲۲ تله ۱۴۰۵"). ICU's Pashto pattern puts an "AP" era first and the day last, so the
 * parts are assembled day, month, year for both. `date` is a Date or an ISO calendar date ("2026-10-14"), read in
 * Kabul time so a date near midnight UTC is the date a reader in Afghanistan sees.
 */
export function formatDate(date: Date | string, locale: Locale): string {
  const at = typeof date === 'string' ? calendarDate(date) : date
  if (locale === 'en') return dateFormat('en-GB', DAY_MONTH_YEAR).format(at)
  const parts = dateFormat(localeInfo[locale].intl, {
    ...DAY_MONTH_YEAR,
    calendar: 'persian',
    numberingSystem: 'arabext',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}`
}

const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }

/** "2026-10-14" as noon in Kabul: the same calendar day in every time zone the formatters use. */
function calendarDate(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T12:00:00+04:30`)
}

/** The Gregorian date in the locale's digits and month names ("۱۴ اکتوبر ۲۰۲۶"): shown beside the Solar Hijri one. */
export function formatGregorianDate(date: Date | string, locale: Locale): string {
  const at = typeof date === 'string' ? calendarDate(date) : date
  return dateFormat(localeInfo[locale].intl, {
    ...DAY_MONTH_YEAR,
    calendar: 'gregory',
    numberingSystem: NUMBERING[locale],
  }).format(at)
}

/** A date as documents and e-mails give it: in Dari and Pashto the Solar Hijri date with the Gregorian beside it. */
export function formatDualDate(date: Date | string, locale: Locale): string {
  if (locale === 'en') return formatDate(date, 'en')
  return `${formatDate(date, locale)} (${formatGregorianDate(date, locale)})`
}

/** A file size for a download list in the locale's digits: "53.7 KB", "۵۳٫۷ KB" (units stay Latin: decision 032). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB']
  return `${formatNumber(value, locale, { maximumFractionDigits: 1 })} ${unit}`
}

/**
 * Price as "$" with 2 decimals (docs/product.md §9), grouped for reading: 12500 → "$12,500.00"; in Dari and Pashto
 * with the locale's digits and separators ("$ ۱۲٬۵۰۰٫۰۰"). Render it inside a left-to-right isolate in RTL text.
 */
export function formatPrice(price: number, locale: Locale = 'en'): string {
  // English too goes through the locale formatter (Latin digits, en-US grouping): one formatter, cached, instead of a
  // second one built when the module loads.
  return formatUsd(price, locale)
}

/** Gallery numbers are zero-padded to 2 digits (docs/product.md §9). */
export function padNumber(n: number): string {
  return String(n).padStart(2, '0')
}
