import { CalendarRange, MapPin, Rss } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import { cn } from '#lib/cn'
import { formatDateRange } from '@/components/site/local-date'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import { ARTICLE_TYPES, type ArticleType } from '@/lib/content/kinds'
import type { Locale } from '@/lib/i18n/locales'
import { pageNumbers } from '@/lib/pagination'
import { routes } from '@/lib/routes'
import type { Article } from '@/server/content/news'
import { NewsCard } from './news-card'

/** The listing's own URL for a type and page: `/news`, `/news?type=event`, `/news?type=event&page=2`. */
export function newsListingHref(type: ArticleType | undefined, page = 1): string {
  const query = new URLSearchParams()
  if (type) query.set('type', type)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${routes.news}?${search}` : routes.news
}

/** The feed of a locale's news (Atom): /news/feed, /fa/news/feed, /ps/news/feed. */
export const NEWS_FEED_PATH = '/news/feed'

/**
 * News & Events listing (docs/design.md decision 3): upcoming events first, then news, past events and case studies
 * by date; a type filter and page links that are plain links (usable without JavaScript, crawlable), and the feed.
 */
export function NewsListingView({
  locale,
  items,
  type,
  page,
  pages,
  site,
}: {
  locale: Locale
  items: readonly Article[]
  type: ArticleType | undefined
  page: number
  pages: number
  site: { url: string }
}) {
  const { sharedLabels, newsListing } = messages(locale)
  const { filter, pagination } = newsListing
  const tab = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold'
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
        <nav aria-label={filter.label} className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {[undefined, ...ARTICLE_TYPES].map((option) => {
              const current = option === type
              return (
                <li key={option ?? 'all'}>
                  <Link
                    href={newsListingHref(option)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      tab,
                      current
                        ? 'border-navy-800 bg-navy-800 text-white'
                        : 'border-slate-300 bg-white text-navy-800 hover:border-navy-600',
                    )}
                  >
                    {option ? filter.types[option] : filter.all}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        {items.length === 0 ? (
          <p className="rounded-card border border-slate-200 bg-white p-8 text-center text-slate-600">
            {newsListing.empty}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((article, index) => (
              <li key={article.slug} className="flex">
                <NewsCard
                  item={article}
                  locale={locale}
                  headingLevel={2}
                  priority={index === 0}
                  className="w-full"
                  extra={<EventFacts article={article} locale={locale} />}
                />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav
            aria-label={pagination.label}
            className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between"
          >
            <p className="tabular text-sm text-slate-600">{pagination.page(page, pages)}</p>
            <ul className="flex flex-wrap items-center gap-1">
              {page > 1 && (
                <li>
                  <PageLink href={newsListingHref(type, page - 1)}>{pagination.previous}</PageLink>
                </li>
              )}
              {pageNumbers(page, pages).map((n, i) =>
                n === null ? (
                  <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
                    …
                  </li>
                ) : (
                  <li key={n}>
                    <PageLink href={newsListingHref(type, n)} current={n === page}>
                      {formatNumber(n, locale)}
                    </PageLink>
                  </li>
                ),
              )}
              {page < pages && (
                <li>
                  <PageLink href={newsListingHref(type, page + 1)}>{pagination.next}</PageLink>
                </li>
              )}
            </ul>
          </nav>
        )}
        <p className="mt-10">
          <a
            href={NEWS_FEED_PATH}
            type="application/atom+xml"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-700 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4 text-accent-700" />
            {newsListing.feed.subscribe}
          </a>
        </p>
      </Section>
    </>
  )
}

function PageLink({ href, current, children }: { href: string; current?: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'tabular inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium',
        current
          ? 'border-navy-800 bg-navy-800 text-white'
          : 'border-slate-300 bg-white text-navy-800 hover:bg-slate-50',
      )}
    >
      {children}
    </Link>
  )
}

function EventFacts({ article, locale }: { article: Article; locale: Locale }) {
  const { event } = article
  if (!event) return null
  const { newsListing } = messages(locale)
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
        <dd>{[`${event.venue.name}, ${event.venue.city}`, event.stand].filter(Boolean).join(' · ')}</dd>
      </div>
    </dl>
  )
}
