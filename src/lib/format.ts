import { formatUsd } from './i18n/format'
import type { Locale } from './i18n/locales'

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
