/**
 * Which datasheet a product page links (decision 032, docs/decisions/034-arabic-script-pdfs.md). English links the
 * datasheet made at import (a stored file, `/uploads/files/…`); Dari and Pashto link the product's datasheet route in
 * their locale, `/fa/product/{slug}/datasheet.pdf`, which makes that datasheet on its first request and keeps it.
 * Client-safe: a URL and nothing else.
 */
import type { Product } from '@/lib/catalogue/types'
import { localizeHref, type Locale } from '@/lib/i18n/locales'

import { findDatasheet } from './product-tabs'

/** The route of a product's datasheet in a locale: "/fa/product/k8-gnss-module/datasheet.pdf". */
export function datasheetPath(slug: string, locale: Locale): string {
  return localizeHref(`/product/${encodeURIComponent(slug)}/datasheet.pdf`, locale)
}

/**
 * The datasheet a product page in `locale` links, or null when the product has none (the page then offers to ask
 * for one). A product has a datasheet in Dari and Pashto when it has one in English.
 */
export function datasheetUrl(product: Pick<Product, 'slug' | 'downloads'>, locale: Locale): string | null {
  const english = findDatasheet(product)
  if (!english) return null
  return locale === 'en' ? english.url : datasheetPath(product.slug, locale)
}
