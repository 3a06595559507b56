import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SolutionsIndexView } from '@/components/site/solutions/solutions-index-view'
import { messages } from '@/content/messages'
import { routes } from '@/lib/routes'
import { solutionsIndexPage } from '@/server/content/pages'
import { getSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../_lib/locale'
import { pageMetadata } from '../_lib/page-metadata'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { solutionsIndex } = messages(locale)
  return pageMetadata({
    locale,
    title: solutionsIndex.meta.title,
    description: solutionsIndex.meta.description,
    path: routes.solutions,
  })
}

/** The solutions index (docs/product.md §2.7): src/components/site/solutions/solutions-index-view.tsx. */
export default async function SolutionsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const page = await solutionsIndexPage(locale)
  if (!page) notFound()
  return (
    <SolutionsIndexView
      locale={locale}
      siteUrl={getSiteConfig().url}
      content={page.fields}
      lang={page.lang !== locale ? 'en' : undefined}
    />
  )
}
