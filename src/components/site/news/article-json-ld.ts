import { absoluteUrl, type JsonLdObject } from '@/components/site/json-ld'
import type { NewsArticle } from '@/content/news'
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'

/** Structured data for an article page: a NewsArticle, and for an event the Event with its dates and place. */
export function articleJsonLd(
  article: NewsArticle,
  site: { name: string; url: string },
  locale: Locale,
): JsonLdObject[] {
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
      inLanguage: localeInfo[locale].lang,
      description: article.description,
      image: [image],
      datePublished: article.date,
      dateModified: article.date,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: { ...organization, name: `${site.name} ${article.author}` },
      publisher: organization,
    },
  ]
  if (article.type === 'event') {
    const { event } = article
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: article.title,
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
