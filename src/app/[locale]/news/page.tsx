import type { Metadata } from 'next'

import { NewsListingView, NEWS_FEED_PATH, newsListingHref } from '@/components/site/news/news-listing-view'
import { messages } from '@/content/messages'
import { localizeHref } from '@/lib/i18n/locales'
import { firstParam, pageParam, type SearchParamValue } from '@/lib/search-params'
import { ARTICLE_TYPES, newsArticles, pageOfArticles, type ArticleType } from '@/server/content/news'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { logNotFoundAndExit } from '../_lib/not-found-log'
import { pageMetadata } from '../_lib/page-metadata'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, SearchParamValue>> }

/** `?type=` as a known type; anything else present is a URL that does not exist (404). */
function typeParam(value: SearchParamValue): ArticleType | undefined | null {
  const type = firstParam(value)
  if (type === undefined) return undefined
  return (ARTICLE_TYPES as readonly string[]).includes(type) ? (type as ArticleType) : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const query = await searchParams
  const type = typeParam(query.type) ?? undefined
  const { newsListing } = messages(locale)
  const metadata = pageMetadata({
    locale,
    title: newsListing.meta.title,
    description: newsListing.meta.description,
    path: newsListingHref(type, pageParam(query.page)),
  })
  const feed = { title: newsListing.feed.title(getSiteConfig().name), url: localizeHref(NEWS_FEED_PATH, locale) }
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/atom+xml': [feed] } } }
}

/** News & Events listing (docs/design.md decision 3): the articles that show now, filterable by type, paged. */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const type = typeParam(query.type)
  const page = pageParam(query.page)
  if (type === null) return logNotFoundAndExit(messages(locale).articleNotFound)
  const { items, pages } = pageOfArticles(await newsArticles(locale, await requestNow()), type, page)
  if (page > pages) return logNotFoundAndExit(messages(locale).articleNotFound)
  return <NewsListingView locale={locale} items={items} type={type} page={page} pages={pages} site={getSiteConfig()} />
}
