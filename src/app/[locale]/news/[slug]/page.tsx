import type { Metadata } from 'next'

import { ArticleView } from '@/components/site/news/article-view'
import { messages } from '@/content/messages'
import type { NewsArticle } from '@/content/news'
import type { Locale } from '@/lib/i18n/locales'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale } from '../../_lib/locale'
import { logNotFoundAndExit } from '../../_lib/not-found-log'
import { pageMetadata } from '../../_lib/page-metadata'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>
}): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const article = findArticle(slug, locale)
  // The page answers 404 (and logs it); the not-found boundary supplies the title.
  if (!article) return {}
  return pageMetadata({
    locale,
    title: article.title,
    description: article.description,
    path: article.link,
    type: 'article',
    publishedTime: article.date,
    authors: [article.author],
  })
}

/** The article with this slug in the page's locale. */
function findArticle(slug: string, locale: Locale): NewsArticle | undefined {
  return messages(locale).newsArticles.find((article) => article.slug === slug)
}

/** A news or event article (docs/design.md decision 3: the home page's items link here). Unknown slug: 404. */
export default async function NewsArticlePage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const article =
    findArticle(slug, locale) ?? (await logNotFoundAndExit(messages(locale).articleNotFound, `/news/${slug}`))
  return <ArticleView article={article} locale={locale} site={getSiteConfig()} />
}
