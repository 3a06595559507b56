import { absoluteUrl, type JsonLdObject } from '@/components/site/json-ld'
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import type { Article } from '@/server/content/news'

/**
 * Structured data for an article page: a NewsArticle, and for an event the Event with its dates, place and status.
 * `inLanguage` is the language the texts are in (English while the page's translation is incomplete).
 */
export function articleJsonLd(article: Article, site: { name: string; url: string }, locale: Locale): JsonLdObject[] {
  const organization = {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(site.url, '/'),
    logo: absoluteUrl(site.url, '/images/logo.svg'),
  }
  const url = absoluteUrl(site.url, localizeHref(article.link, locale))
  const image = absoluteUrl(site.url, article.image.src)
  const data: JsonLdObject[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      inLanguage: localeInfo[article.lang].lang,
      description: article.description,
      image: [image],
      datePublished: article.date,
      // Seeded or back-dated articles were saved before their publication date: never say modified before published.
      dateModified: article.updatedAt.toISOString() > article.date ? article.updatedAt.toISOString() : article.date,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: article.author ? { ...organization, name: `${site.name} ${article.author}` } : organization,
      publisher: organization,
    },
  ]
  const { event } = article
  if (event) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: article.title,
      inLanguage: localeInfo[article.lang].lang,
      description: article.description,
      image: [image],
      startDate: event.startDate,
      endDate: event.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.venue.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: event.venue.addressLines.join(', '),
          addressLocality: event.venue.city,
          addressCountry: 'AF',
        },
      },
      organizer: organization,
      url,
    })
  }
  return data
}
