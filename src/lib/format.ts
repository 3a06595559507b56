import { formatUsd } from './i18n/format'
import type { Locale } from './i18n/locales'

// toLocaleString with options builds a new formatter on every call; pages format a price per product card.
const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * Price as "$" with 2 decimals (docs/product.md §9), grouped for reading: 12500 → "$12,500.00"; in Dari and Pashto
 * with the locale's digits and separators ("$ ۱۲٬۵۰۰٫۰۰"). Render it inside a left-to-right isolate in RTL text.
 */
export function formatPrice(price: number, locale: Locale = 'en'): string {
  return locale === 'en' ? `$${priceFormat.format(price)}` : formatUsd(price, locale)
}

/** Gallery numbers are zero-padded to 2 digits (docs/product.md §9). */
export function padNumber(n: number): string {
  return String(n).padStart(2, '0')
}
