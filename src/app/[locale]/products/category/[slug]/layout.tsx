import { notFound } from 'next/navigation'

import { pageLocale } from '../../../_lib/locale'
import { redirectOldSlug } from '../../../_lib/slug-redirect'

import { loadCategory } from './category-data'

/**
 * The unknown-category check lives here, before any part of the page renders, so it runs before the response starts
 * streaming and an unknown slug answers HTTP 404 (docs/design.md decision 1; Next.js docs, "loading.js: Status codes").
 */
export default async function CategoryLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string; slug: string }>
  children: React.ReactNode
}) {
  const { slug } = await params
  const locale = await pageLocale(params)
  if (!(await loadCategory(slug, locale))) {
    // A renamed category's old URL: 308 to the current one (a slug in use always wins over a redirect).
    await redirectOldSlug('category', slug, locale)
    notFound()
  }
  return children
}
