import type { Metadata } from 'next'

import { ArticleView } from '@/components/site/news/article-view'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { getProductBySlug } from '@/server/catalogue/index'
import { newsArticles, type Article } from '@/server/content/news'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale } from '../../_lib/locale'
import { logNotFoundAndExit } from '../../_lib/not-found-log'
import { redirectOldArticleSlug } from '../../_lib/slug-redirect'
import { pageMetadata } from '../../_lib/page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** How many other articles the page lists under this one. */
const MORE_ARTICLES = 4

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const article = (await newsArticles(locale, await requestNow())).find((item) => item.slug === slug)
  // The page answers 404 (and logs it); the not-found boundary supplies the title.
  if (!article) return {}
  const site = getSiteConfig()
  // Most crawlers (WhatsApp's among them) refuse SVG: the seed's drawn covers leave the site's default card.
  const image = article.image.src.endsWith('.svg')
    ? undefined
    : { url: new URL(article.image.src, site.url).href, ...article.image }
  return pageMetadata({
    locale,
    title: article.title,
    description: article.description,
    path: article.link,
    type: 'article',
    image,
    publishedTime: article.date,
    authors: article.author ? [article.author] : undefined,
  })
}

/** The names of a case study's products in the page's language, for those still in the public catalogue. */
async function productNamesOf(article: Article, locale: Locale): Promise<Record<string, string>> {
  const found = await Promise.all((article.products ?? []).map((slug) => getProductBySlug(slug, locale)))
  return Object.fromEntries(found.flatMap((product) => (product ? [[product.slug, product.name]] : [])))
}

/** A news, event or case study article (docs/design.md decision 3: the home page's items link here). Unknown: 404. */
export default async function NewsArticlePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const articles = await newsArticles(locale, await requestNow())
  const found = articles.find((item) => item.slug === slug)
  // A renamed article's old address: 308 to its current one (an article showing at a slug always wins).
  if (!found) await redirectOldArticleSlug(slug, locale)
  const article = found ?? (await logNotFoundAndExit(messages(locale).articleNotFound, `/news/${slug}`))
  return (
    <ArticleView
      article={article}
      others={articles.filter((other) => other !== article).slice(0, MORE_ARTICLES)}
      productNames={await productNamesOf(article, locale)}
      locale={locale}
      site={getSiteConfig()}
    />
  )
}
