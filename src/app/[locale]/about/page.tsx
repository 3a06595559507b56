import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { routes } from '@/lib/routes'
import { AboutSections } from '@/components/site/about-sections'
import { PageHero } from '@/components/site/page-hero'
import { aboutPage } from '@/server/content/pages'
import { getSiteConfig } from '@/server/page/site-config'
import { pageMetadata } from '../_lib/page-metadata'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { messages } from '@/content/messages'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { aboutMeta } = messages(locale)
  return pageMetadata({ locale, title: aboutMeta.title, description: aboutMeta.description, path: routes.about })
}

/** About (docs/product.md §2.10): mission, what we provide, values, timeline 2012 to 2024+, stats, links onward. */
export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const { aboutHero, sharedLabels } = messages(locale)
  const site = getSiteConfig()
  const page = await aboutPage(locale)
  if (!page) notFound()
  const { hero } = page.fields
  // Shown in English while the page's translation is incomplete, and marked so (decision 032).
  const lang = page.lang !== locale ? 'en' : undefined
  const body = (
    <>
      <PageHero
        locale={locale}
        title={aboutHero.title(site.name)}
        intro={hero.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: sharedLabels.about }]}
        siteUrl={site.url}
        currentPath={routes.about}
      />

      <AboutSections fields={page.fields} locale={locale} />
    </>
  )
  return lang ? <div lang={lang}>{body}</div> : body
}
