import {
  SOLUTION_SLUGS,
  categoryHref,
  productHref,
  productSupportHref,
  releaseHref,
  routes,
  solutionHref,
} from '@/lib/routes'
import { listCategories, listProductSummaries } from '@/server/catalogue'
import { LOCALES, localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import { newsArticles } from '@/server/content/news'
import { getLibrary } from '@/server/library/snapshot'
import { productsWithSupport } from '@/server/library/views'
import { getSiteConfig } from '@/server/page/site-config'
import { localeAlternates } from '../[locale]/_lib/page-metadata'
import type { SitemapUrl } from '@/lib/seo/sitemap-xml'
import { errorMessage, logger } from '@/server/log/log'

/** More than the catalogue will hold; the list pages, and the sitemap wants every product. */
const ALL_PRODUCTS = 100_000

/**
 * Every URL of the sitemap (docs/design.md "Findable"), in a fixed order, the catalogue's from the same queries the
 * pages use (docs/design.md convention 1: one door to the data). A catalogue failure still yields the fixed pages.
 * src/app/sitemap.xml/route.ts serves them in one file or, past the protocol's 50,000, as an index of parts.
 */
export async function sitemapUrls(): Promise<SitemapUrl[]> {
  const { url } = getSiteConfig()
  const at = (path: string) => `${url}${path === '/' ? '' : path}`

  const fixed: SitemapUrl[] = [
    { url: at(routes.home), changeFrequency: 'weekly', priority: 1 },
    { url: at(routes.products), changeFrequency: 'weekly', priority: 0.9 },
    { url: at(routes.solutions), changeFrequency: 'monthly', priority: 0.8 },
    ...SOLUTION_SLUGS.map((slug) => ({
      url: at(solutionHref(slug)),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    { url: at(routes.about), changeFrequency: 'yearly', priority: 0.6 },
    { url: at(routes.privacy), changeFrequency: 'yearly', priority: 0.3 },
    { url: at(routes.contact), changeFrequency: 'yearly', priority: 0.7 },
    { url: at(routes.news), changeFrequency: 'weekly', priority: 0.6 },
    { url: at(routes.support), changeFrequency: 'weekly', priority: 0.6 },
  ]

  try {
    const [categories, { products }, articles, library] = await Promise.all([
      listCategories(),
      listProductSummaries({ active: true, limit: ALL_PRODUCTS }),
      articlesByLanguage(),
      getLibrary(),
    ])
    const supported = await productsWithSupport(products, new Date())
    const news = [...articles].map(([link, { article, locales }]) => ({
      entry: {
        url: at(link),
        lastModified: article.updatedAt,
        changeFrequency: 'yearly' as const,
        priority: 0.5,
      },
      locales,
    }))
    return [
      ...inEveryLocale([
        ...fixed,
        ...categories.map((category) => ({
          url: at(categoryHref(category.slug)),
          changeFrequency: 'weekly' as const,
          priority: 0.8,
        })),
        ...products.map((product) => ({
          url: at(productHref(product.slug)),
          lastModified: new Date(product.updated_at),
          changeFrequency: 'monthly' as const,
          priority: 0.7,
        })),
        // The support library's published releases (a withdrawn one too: its page says what to install instead).
        ...[...library.releases.values()].map((release) => ({
          url: at(releaseHref(release.id)),
          lastModified: release.updatedAt,
          changeFrequency: 'monthly' as const,
          priority: 0.5,
        })),
        // The support pages of the products the library has something for (the others have nothing to show).
        ...supported.map((product) => ({
          url: at(productSupportHref(product.slug)),
          changeFrequency: 'monthly' as const,
          priority: 0.5,
        })),
      ]),
      ...news.flatMap(({ entry, locales }) => inEveryLocale([entry], locales)),
    ]
  } catch (error) {
    logger('sitemap').error({ error: errorMessage(error) }, 'catalogue unavailable')
    return inEveryLocale(fixed)
  }
}

/**
 * The articles that show now, each with the languages it is published in: English, and Dari and Pashto where its
 * translation is complete (elsewhere those pages show the English, which the English URL already lists).
 */
async function articlesByLanguage() {
  const byLink = new Map<string, { article: Awaited<ReturnType<typeof newsArticles>>[number]; locales: Locale[] }>()
  for (const locale of LOCALES) {
    for (const article of await newsArticles(locale)) {
      if (article.lang !== locale) continue
      const known = byLink.get(article.link)
      if (known) known.locales.push(locale)
      else byLink.set(article.link, { article, locales: [locale] })
    }
  }
  return byLink
}

/**
 * Every page in English, Dari and Pashto (or the `locales` given), each entry naming its alternates (hreflang, with
 * x-default the English URL), as search engines ask of a multilingual site (docs/decisions/032-locales.md).
 */
function inEveryLocale(entries: SitemapUrl[], locales: readonly Locale[] = LOCALES): SitemapUrl[] {
  const { url: origin } = getSiteConfig()
  return entries.flatMap((entry) => {
    const path = entry.url.slice(origin.length) || '/'
    const languages = Object.fromEntries(
      Object.entries(localeAlternates(path))
        .filter(([lang]) => lang === 'x-default' || locales.some((l) => localeInfo[l].lang === lang))
        .map(([lang, href]) => [lang, `${origin}${href === '/' ? '' : href}`]),
    )
    return locales.map((locale) => {
      const href = localizeHref(path, locale)
      return { ...entry, url: `${origin}${href === '/' ? '' : href}`, alternates: languages }
    })
  })
}
