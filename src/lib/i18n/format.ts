/**
 * Numbers, prices and dates the way each locale's readers expect (issue 13): Eastern Arabic-Indic digits for Dari and
 * Pashto, Solar Hijri dates with the Gregorian date available, prices in USD with the locale's formatting.
 * Client-safe; formatters are cached because pages format a price per product card.
 */
import { type Locale, localeInfo } from './locales'

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.NumberFormat | undefined
  if (!format) cache.set(key, (format = new Intl.NumberFormat(localeInfo[locale].intl, options)))
  return format
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`
  let format = cache.get(key) as Intl.DateTimeFormat | undefined
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kabul', ...options })))
  return format
}

/** 1234 → "1,234" (en), "۱٬۲۳۴" (fa, ps). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value)
}

/** A USD price: "$12,500.00" (en), "$ ۱۲٬۵۰۰٫۰۰" (fa, ps). Wrap it in an LTR-isolated element inside RTL text. */
export function formatUsd(value: number, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}

/**
 * A calendar date in the locale's own calendar: Gregorian for English ("November 25, 2026"), Solar Hijri for Dari and
 * Pashto ("۴ قوس ۱۴۰۵"). Kabul time, so a date near midnight UTC is the date a reader in Afghanistan sees.
 */
export function formatDate(date: Date, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  const tag = locale === 'en' ? localeInfo.en.intl : `${localeInfo[locale].intl}-u-ca-persian`
  return dateFormat(tag, { dateStyle: style }).format(date)
}

/** The Gregorian date in the locale's digits and month names ("۲۵ نومبر ۲۰۲۶"): shown beside the Solar Hijri one. */
export function formatGregorianDate(date: Date, locale: Locale, style: 'long' | 'medium' = 'long'): string {
  return dateFormat(`${localeInfo[locale].intl}-u-ca-gregory`, { dateStyle: style }).format(date)
}
