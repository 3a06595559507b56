import type { Metadata } from 'next'

import { LOCALES, localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import { getSiteConfig } from '@/server/page/site-config'

/**
 * The page's address in every locale, for `<link rel="alternate" hreflang>` (and the sitemap): English, Dari, Pashto
 * and `x-default` (the English, unprefixed URL). docs/decisions/032-locales.md.
 */
export function localeAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const locale of LOCALES) languages[localeInfo[locale].lang] = localizeHref(path, locale)
  languages['x-default'] = path
  return languages
}

/**
 * Per-page metadata (docs/design.md "Findable"): title, description, canonical URL and Open Graph. Next merges metadata
 * shallowly, so a page's `openGraph` replaces the root layout's whole object: this rebuilds it in full (site name,
 * locale, image) every time. WhatsApp's preview crawler runs no JavaScript and reads exactly these tags.
 */
export function pageMetadata({
  locale,
  title,
  description,
  path,
  absoluteTitle = false,
  type = 'website',
  image,
  publishedTime,
  authors,
}: {
  locale: Locale
  /** Bare page title; the root layout's template appends " | {company}" unless `absoluteTitle`. */
  title: string
  description: string
  /** Root-relative, locale-free path of the page ("/products"); the canonical URL is its form in `locale`. */
  path: string
  absoluteTitle?: boolean
  type?: 'website' | 'article'
  /** Open Graph image; the site's default card when omitted. SVG is not accepted by most crawlers. */
  image?: { url: string; width: number; height: number; alt: string }
  publishedTime?: string
  authors?: string[]
}): Metadata {
  const site = getSiteConfig()
  const ogImage = image ?? { url: '/images/og-default.png', width: 1200, height: 630, alt: site.name }
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`
  const url = localizeHref(path, locale)
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: localeAlternates(path) },
    openGraph: {
      type,
      url,
      siteName: site.name,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => localeInfo[l].ogLocale),
      title: fullTitle,
      description,
      images: [ogImage],
      ...(type === 'article' ? { publishedTime, authors } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [ogImage.url] },
  }
}
