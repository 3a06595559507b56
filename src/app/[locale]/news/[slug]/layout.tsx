import { newsArticles } from '@/server/content/news'
import { requestNow } from '@/server/page/request-now'
import { pageLocale } from '../../_lib/locale'
import { redirectOldArticleSlug } from '../../_lib/slug-redirect'

/**
 * A renamed article's old address answers 308 to its current one, before any part of the page renders (so it is a
 * real HTTP redirect): news, events and case studies share /news/{slug}. An article showing at a slug always wins.
 */
export default async function ArticleLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string; slug: string }>
  children: React.ReactNode
}) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const showing = (await newsArticles(locale, await requestNow())).some((article) => article.slug === slug)
  if (!showing) await redirectOldArticleSlug(slug, locale)
  return children
}
