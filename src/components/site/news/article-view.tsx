import { Building2, CalendarDays, CalendarRange, Clock, MapPin, Package, Store } from '@/components/ui/icons'

import { JsonLd } from '@/components/site/json-ld'
import { LocalDate, formatDateRange } from '@/components/site/local-date'
import { PageHero } from '@/components/site/page-hero'
import { Section } from '@/components/site/section'
import { Badge } from '@/components/ui/badge'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { productHref, routes } from '@/lib/routes'
import type { Article } from '@/server/content/news'

import { articleJsonLd } from './article-json-ld'
import { CoverImg } from './cover-img'
import { NewsCard } from './news-card'
import { RichTextView } from './rich-text-view'

/**
 * A news, event or case study article (docs/design.md decision 3), with other articles below it. The body is the
 * staff's rich text, reduced to the allowed elements and rendered here on the server (no editor code reaches the
 * page). An article still in English on a Dari or Pashto page is marked `lang="en"` (decision 032).
 */
export function ArticleView({
  article,
  others,
  productNames = {},
  locale,
  site,
}: {
  article: Article
  others: readonly Article[]
  /** Case studies: the names of the catalogue products used, by slug (a product no longer public is left out). */
  productNames?: Readonly<Record<string, string>>
  locale: Locale
  site: { name: string; url: string }
}) {
  const { sharedLabels, newsListing } = messages(locale)
  const english = article.lang !== locale
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
          {article.event && article.event.phase !== 'upcoming' && (
            <Badge variant="neutral">{newsListing.phaseLabels[article.event.phase]}</Badge>
          )}
          {article.author && <span>{newsListing.byline(article.author)}</span>}
        </p>
      </PageHero>

      <article className="container-content py-12 md:py-16">
        <div className="mx-auto max-w-3xl" lang={english ? 'en' : undefined} dir={english ? 'ltr' : undefined}>
          <div className="overflow-hidden rounded-card border border-slate-200 bg-navy-900 shadow-sm">
            <CoverImg image={article.image} fetchPriority="high" className="aspect-[16/9] h-auto w-full object-cover" />
          </div>
          <EventDetails article={article} locale={locale} />
          <CaseDetails article={article} productNames={productNames} locale={locale} />
          <div className="mt-4 text-base md:text-lg">
            <RichTextView doc={article.body} />
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

      {others.length > 0 && (
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
      )}
    </>
  )
}

function EventDetails({ article, locale }: { article: Article; locale: Locale }) {
  const { event } = article
  if (!event) return null
  const { eventLabels } = messages(locale).newsListing
  const rows = [
    { icon: CalendarRange, label: eventLabels.dates, value: formatDateRange(event.startDate, event.endDate, locale) },
    { icon: Clock, label: eventLabels.hours, value: event.hours },
    {
      icon: MapPin,
      label: eventLabels.venue,
      // Dari and Pashto separate with the Arabic comma.
      value: [event.venue.name, ...event.venue.addressLines, event.venue.city].join(locale === 'en' ? ', ' : '، '),
    },
    { icon: Store, label: eventLabels.stand, value: event.stand },
  ].filter((row) => row.value)
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

function CaseDetails({
  article,
  productNames,
  locale,
}: {
  article: Article
  productNames: Readonly<Record<string, string>>
  locale: Locale
}) {
  if (article.type !== 'case-study') return null
  const { caseLabels } = messages(locale).newsListing
  const products = (article.products ?? []).filter((slug) => productNames[slug])
  return (
    <dl className="mt-8 grid gap-4 rounded-card border border-navy-100 bg-navy-50 p-5 sm:grid-cols-2">
      <div className="relative ps-8">
        <dt className="text-xs font-semibold tracking-[0.12em] text-slate-600 uppercase">
          <Building2 aria-hidden="true" className="absolute start-0 top-0.5 size-5 text-navy-700" />
          {caseLabels.customer}
        </dt>
        <dd className="mt-0.5 font-medium text-navy-900">{article.customer}</dd>
      </div>
      {products.length > 0 && (
        <div className="relative ps-8">
          <dt className="text-xs font-semibold tracking-[0.12em] text-slate-600 uppercase">
            <Package aria-hidden="true" className="absolute start-0 top-0.5 size-5 text-navy-700" />
            {caseLabels.products}
          </dt>
          {products.map((slug) => (
            <dd key={slug} className="mt-0.5">
              <Link href={productHref(slug)} className="font-medium text-navy-700 underline-offset-4 hover:underline">
                {productNames[slug]}
              </Link>
            </dd>
          ))}
        </div>
      )}
    </dl>
  )
}
