import type { Metadata } from 'next'

import { SolutionView } from '@/components/site/solutions/solution-view'
import { messages } from '@/content/messages'
import { SOLUTION_SLUGS, solutionHref, type SolutionSlug } from '@/lib/routes'
import { solutionPage } from '@/server/content/pages'
import { equipmentFor } from '@/server/catalogue/equipment'
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
  const page = isSolutionSlug(slug) ? (await solutionPage(slug, locale))?.fields : undefined
  // The page itself answers 404 (and logs it); the not-found boundary supplies the title.
  if (!page) return {}
  return pageMetadata({
    locale,
    title: page.meta.title,
    description: page.meta.description,
    path: solutionHref(page.slug),
  })
}

const isSolutionSlug = (slug: string): slug is SolutionSlug => (SOLUTION_SLUGS as readonly string[]).includes(slug)

/** A solution page (docs/product.md §2.8, docs/design.md decision 2). Unknown slug: 404. */
export default async function SolutionDetailPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await pageLocale(params)
  const { solutionPageLabels } = messages(locale)
  const { slug } = await params
  const found = isSolutionSlug(slug) ? await solutionPage(slug, locale) : undefined
  const page = found?.fields ?? (await logNotFoundAndExit(solutionPageLabels.notFound, `/solutions/${slug}`))
  const { categories, products } = await equipmentFor(page.categorySlugs, locale)
  return (
    <SolutionView
      page={page}
      lang={found?.lang !== locale ? 'en' : undefined}
      locale={locale}
      siteUrl={getSiteConfig().url}
      categories={categories}
      products={products}
    />
  )
}
