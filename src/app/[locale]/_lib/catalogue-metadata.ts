import type { Metadata } from 'next'

import type { ProductImage } from '@/lib/catalogue/types'
import { openGraphImage } from '@/lib/og-image'
import { metaSummary } from '@/lib/meta-text'
import type { Locale } from '@/lib/i18n/locales'
import { getSiteConfig } from '@/server/page/site-config'
import { pageMetadata } from './page-metadata'

/**
 * Metadata of a catalogue page (product detail, category listing). An unknown slug gets the not-found title and is
 * kept out of search indexes (the layout answers 404). A known one gets a meta description cut to snippet length
 * and, as its link preview, the entry's own picture: crawlers need an absolute URL (WhatsApp runs no JavaScript).
 */
export function catalogueMetadata(
  locale: Locale,
  notFoundTitle: string,
  entry:
    { title: string; description: string; path: string; image: ProductImage | null | undefined } | null | undefined,
): Metadata {
  if (!entry) return { title: notFoundTitle, robots: { index: false } }
  return pageMetadata({
    locale,
    title: entry.title,
    description: metaSummary(entry.description),
    path: entry.path,
    image: openGraphImage(entry.image, getSiteConfig().url),
  })
}
