import { messages } from '@/content/messages'
import { formatDate, formatGregorianDate } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'

/**
 * A calendar date as the page's readers expect it (decision 032): "14 October 2026" in English; in Dari and Pashto the
 * Solar Hijri date with the Gregorian one beside it, "۲۲ میزان ۱۴۰۵ (۱۴ اکتوبر ۲۰۲۶)".
 */
export function LocalDate({ iso, locale }: { iso: string; locale: Locale }) {
  return (
    <>
      <time dateTime={iso}>{formatDate(iso, locale)}</time>
      {locale !== 'en' && <> {messages(locale).formats.gregorianDate(formatGregorianDate(iso, locale))}</>}
    </>
  )
}

/** An event's dates as text: "8–10 December 2026", or both dates in full when the month or year differs. */
export function formatDateRange(startIso: string, endIso: string, locale: Locale): string {
  if (startIso === endIso) return formatDate(startIso, locale)
  if (locale === 'en' && startIso.slice(0, 7) === endIso.slice(0, 7)) {
    return `${Number(startIso.slice(8, 10))}–${formatDate(endIso, locale)}`
  }
  return `${formatDate(startIso, locale)} – ${formatDate(endIso, locale)}`
}
