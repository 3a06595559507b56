import { CalendarDays, CalendarRange, Clock, MapPin, Store } from '@/components/ui/icons'

import { JsonLd } from '@/components/site/json-ld'
import { LocalDate, formatDateRange } from '@/components/site/local-date'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { Badge } from '@/components/ui/badge'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { ContentImg } from '@/components/site/content-img'
import { messages } from '@/content/messages'
import type { ArticleBlock, NewsArticle } from '@/content/news'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

import { articleJsonLd } from './article-json-ld'
import { NewsCard } from './news-card'

/** A news or event article (docs/design.md decision 3), with the other articles below it. */
export function ArticleView({
  article,
  locale,
  site,
}: {
  article: NewsArticle
  locale: Locale
  site: { name: string; url: string }
}) {
  const { sharedLabels, newsArticles, newsListing } = messages(locale)
  const others = newsArticles.filter((other) => other.slug !== article.slug)
  return (
    <>
      <JsonLd data={articleJsonLd(article, site, locale)} />
      <PageHero
        locale={locale}
        title={article.title}
        intro={article.description}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: sharedLabels.newsAndEvents, href: routes.news },
          { label: article.title },
        ]}
        siteUrl={site.url}
        currentPath={article.link}
      >
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-navy-100">
          <Badge variant={article.type === 'event' ? 'featured' : 'neutral'}>
            {newsListing.typeLabels[article.type]}
          </Badge>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <LocalDate iso={article.date} locale={locale} />
          </span>
          <span>{newsListing.byline(article.author)}</span>
        </p>
      </PageHero>

      <article className="container-content py-12 md:py-16">
        <div className="mx-auto max-w-3xl">
          <div className="overflow-hidden rounded-card border border-slate-200 bg-navy-900 shadow-sm">
            <ContentImg
              image={article.image}
              fetchPriority="high"
              className="aspect-[16/9] h-auto w-full object-cover"
            />
          </div>
          <EventDetails article={article} locale={locale} />
          <div className="mt-4 text-base md:text-lg">
            {article.body.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
          <p className="mt-12 border-t border-slate-200 pt-6">
            <Link
              href={newsListing.backToNews.href}
              className="text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
            >
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                ←
              </span>{' '}
              {newsListing.backToNews.label}
            </Link>
          </p>
        </div>
      </article>

      <Section tone="muted" aria-labelledby="more-news-title">
        <h2 id="more-news-title" className="mb-8 text-2xl font-semibold tracking-tight text-navy-900">
          {newsListing.moreArticles}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug} className="flex">
              <NewsCard item={other} locale={locale} className="w-full" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="mt-10 text-xl font-semibold tracking-tight text-navy-900 md:text-2xl">{block.text}</h2>
    case 'paragraph':
      return <p className="mt-5 leading-relaxed text-slate-700">{block.text}</p>
    case 'list':
      return (
        <ul className="mt-5 space-y-3">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )
    case 'callout':
      return (
        <div
          className={
            'mt-8 flex flex-col gap-4 rounded-card border border-navy-100 bg-navy-50 p-6 sm:flex-row ' +
            'sm:items-center sm:justify-between'
          }
        >
          <p className="font-medium text-navy-900">{block.text}</p>
          <ButtonLink href={block.link.href} className="self-start sm:self-auto">
            {block.link.label}
          </ButtonLink>
        </div>
      )
  }
}

function EventDetails({ article, locale }: { article: NewsArticle; locale: Locale }) {
  if (article.type !== 'event') return null
  const { event } = article
  const { eventLabels } = messages(locale).newsListing
  const rows = [
    { icon: CalendarRange, label: eventLabels.dates, value: formatDateRange(event.startDate, event.endDate, locale) },
    { icon: Clock, label: eventLabels.hours, value: event.hours },
    {
      icon: MapPin,
      label: eventLabels.venue,
      value: [event.venue.name, ...event.venue.addressLines, event.venue.city].join(', '),
    },
    { icon: Store, label: eventLabels.stand, value: event.stand },
  ]
  return (
    <dl className="mt-8 grid gap-4 rounded-card border border-accent-400/50 bg-accent-300/10 p-5 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="relative ps-8">
          <dt className="text-xs font-semibold tracking-[0.12em] text-slate-600 uppercase">
            <row.icon aria-hidden="true" className="absolute start-0 top-0.5 size-5 text-accent-700" />
            {row.label}
          </dt>
          <dd className="mt-0.5 font-medium text-navy-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
