import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Product } from '@/lib/catalogue/types'
import { FeaturedProducts } from '@/components/site/home/featured-products'
import { HomeHero } from '@/components/site/home/hero'
import { IndustriesSection } from '@/components/site/home/industries'
import { NewsSection } from '@/components/site/home/news-section'
import { ProfessionalSolutions } from '@/components/site/home/professional-solutions'
import { WhyChoose } from '@/components/site/home/why-choose'
import { JsonLd } from '@/components/site/json-ld'
import { organizationJsonLd } from '@/components/site/home/organization-json-ld'
import { categoryFamilies, type CategoryFamily } from '@/lib/catalogue/families'
import { getCategoryTree, listProductSummaries } from '@/server/catalogue'
import { saveDataRequested } from '@/server/page/data-saver'
import { homeNewsItems, newsArticles } from '@/server/content/news'
import { homePage } from '@/server/content/pages'
import { requestNow } from '@/server/page/request-now'
import { publicOffices } from '@/server/content/offices'
import { getLiveSiteConfig, getSiteConfig } from '@/server/page/site-config'
import { pageMetadata } from './_lib/page-metadata'
import { errorMessage, logger } from '@/server/log/log'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { pageLocale, type LocaleParams } from './_lib/locale'

/** docs/product.md §9: featured products limit 4. */
const FEATURED_LIMIT = 4

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const site = getSiteConfig()
  const { homeMeta } = messages(locale)
  return pageMetadata({ locale, title: site.name, description: homeMeta.description, path: '/', absoluteTitle: true })
}

async function loadFeatured(locale: Locale): Promise<Product[]> {
  try {
    return (await listProductSummaries({ active: true, featured: true, limit: FEATURED_LIMIT, locale })).products
  } catch (error) {
    // docs/product.md §4: on the home page a catalogue error is only logged; the section is simply not shown.
    logger('home').error({ error: errorMessage(error) }, 'featured products unavailable')
    return []
  }
}

/** The equipment families' cards; on a catalogue error only logged, and the section not shown (as above). */
async function loadFamilies(locale: Locale): Promise<CategoryFamily[]> {
  try {
    return categoryFamilies(await getCategoryTree(locale))
  } catch (error) {
    logger('home').error({ error: errorMessage(error) }, 'category tree unavailable')
    return []
  }
}

/** Home (docs/product.md §2.3): hero, featured products, professional solutions, industries, news, why choose. */
export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { siteDefaults } = messages(locale)
  const site = await getLiveSiteConfig()
  const [featured, families, saveData, news, offices, page] = await Promise.all([
    loadFeatured(locale),
    loadFamilies(locale),
    saveDataRequested(),
    requestNow().then((now) => newsArticles(locale, now)),
    publicOffices(locale),
    homePage(locale),
  ])
  if (!page) notFound()
  const { fields: home } = page
  // A section shown in English on a Dari or Pashto page says so (decision 032).
  const lang = page.lang !== locale ? 'en' : undefined
  return (
    <>
      <JsonLd data={organizationJsonLd(site, offices, locale)} />
      <HomeHero
        locale={locale}
        heading={`${site.name}: ${siteDefaults.tagline}`}
        saveData={saveData}
        heroSlides={home.heroSlides}
        lang={lang}
      />
      <FeaturedProducts locale={locale} products={featured} section={home.featured} lang={lang} />
      <ProfessionalSolutions locale={locale} families={families} />
      <IndustriesSection locale={locale} section={home.industries} lang={lang} />
      <NewsSection locale={locale} items={homeNewsItems(news, home.news)} section={home.news} lang={lang} />
      <WhyChoose locale={locale} siteName={site.name} section={home.whyChoose} lang={lang} />
    </>
  )
}
