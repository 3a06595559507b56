import { CalendarRange, MapPin } from '@/components/ui/icons'
import type { Metadata } from 'next'

import { type NewsArticle } from '@/content/news'
import { routes } from '@/lib/routes'
import { formatDateRange } from '@/components/site/local-date'
import { NewsCard } from '@/components/site/news/news-card'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { getSiteConfig } from '@/server/page/site-config'
import { pageMetadata } from '../_lib/page-metadata'
import { messages } from '@/content/messages'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import type { Locale } from '@/lib/i18n/locales'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { newsListing } = messages(locale)
  return pageMetadata({
    locale,
    title: newsListing.meta.title,
    description: newsListing.meta.description,
    path: routes.news,
  })
}

function EventFacts({ article, locale }: { article: NewsArticle; locale: Locale }) {
  if (article.type !== 'event') return null
  const { newsListing } = messages(locale)
  const { event } = article
  return (
    <dl className="mt-4 space-y-1.5 rounded-lg bg-accent-300/15 p-3 text-sm text-slate-700">
      <div className="flex gap-2">
        <dt>
          <CalendarRange aria-hidden="true" className="mt-0.5 size-4 text-accent-700" />
          <span className="sr-only">{newsListing.eventLabels.dates}</span>
        </dt>
        <dd className="font-medium">{formatDateRange(event.startDate, event.endDate, locale)}</dd>
      </div>
      <div className="flex gap-2">
        <dt>
          <MapPin aria-hidden="true" className="mt-0.5 size-4 text-accent-700" />
          <span className="sr-only">{newsListing.eventLabels.venue}</span>
        </dt>
        <dd>
          {event.venue.name}, {event.venue.city} · {event.stand}
        </dd>
      </div>
    </dl>
  )
}

/** News & Events listing (docs/design.md decision 3): every item with type, date, title, description and image. */
export default async function NewsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { sharedLabels, newsArticles, newsListing } = messages(locale)
  const site = getSiteConfig()
  return (
    <>
      <PageHero
        locale={locale}
        title={newsListing.title}
        intro={newsListing.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: sharedLabels.newsAndEvents }]}
        siteUrl={site.url}
        currentPath={routes.news}
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {newsArticles.map((article) => (
            <li key={article.slug} className="flex">
              <NewsCard
                item={article}
                locale={locale}
                headingLevel={2}
                className="w-full"
                extra={<EventFacts article={article} locale={locale} />}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
