import type { Metadata } from 'next'

import { getSiteConfig } from '@/server/site-config'

/**
 * Per-page metadata (docs/design.md "Findable"): title, description, canonical URL and Open Graph. Next merges metadata
 * shallowly, so a page's `openGraph` replaces the root layout's whole object: this rebuilds it in full (site name,
 * locale, image) every time. WhatsApp's preview crawler runs no JavaScript and reads exactly these tags.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle = false,
  type = 'website',
  image,
  publishedTime,
  authors,
}: {
  /** Bare page title; the root layout's template appends " | {company}" unless `absoluteTitle`. */
  title: string
  description: string
  /** Root-relative path of the page: the canonical URL. */
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
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      url: path,
      siteName: site.name,
      locale: 'en_US',
      title: fullTitle,
      description,
      images: [ogImage],
      ...(type === 'article' ? { publishedTime, authors } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [ogImage.url] },
  }
}
