import { absoluteUrl, type JsonLdObject } from '@/components/site/json-ld'
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import { SOFTWARE_KINDS } from '@/lib/library/kinds'
import { productHref, releaseHref } from '@/lib/routes'
import type { ReleasePage } from '@/server/library/views'

/**
 * A release's structured data (docs/support-library.md): software (firmware, field and desktop software, drivers) as
 * schema.org SoftwareApplication with its version and download addresses, documents as DigitalDocument; each names
 * the products it is for. A withdrawn release names no download.
 */
export function releaseJsonLd(page: ReleasePage, siteUrl: string, locale: Locale): JsonLdObject {
  const { release, products } = page
  const url = absoluteUrl(siteUrl, localizeHref(releaseHref(release.id), locale))
  const software = SOFTWARE_KINDS.includes(release.kind)
  const files = release.status === 'withdrawn' ? [] : release.files.map((f) => absoluteUrl(siteUrl, f.href))
  return {
    '@context': 'https://schema.org',
    '@type': software ? 'SoftwareApplication' : 'DigitalDocument',
    '@id': `${url}#release`,
    name: `${release.title.value} ${release.version}`,
    inLanguage: localeInfo[release.title.lang].lang,
    url,
    datePublished: release.releaseDate,
    dateModified: release.updatedAt.toISOString(),
    ...(software
      ? { softwareVersion: release.version, ...(files.length ? { downloadUrl: files } : {}) }
      : {
          version: release.version,
          ...(files.length ? { encoding: files.map((contentUrl) => ({ contentUrl })) } : {}),
        }),
    about: products.map((p) => ({
      '@type': 'Product',
      name: p.name,
      url: absoluteUrl(siteUrl, localizeHref(productHref(p.slug), locale)),
    })),
  }
}
