import { notFound } from 'next/navigation'

import { pageLocale } from '../../_lib/locale'
import { redirectOldSlug } from '../../_lib/slug-redirect'

import { loadProduct } from './product-data'

/**
 * The unknown-product check lives here, before any part of the page renders: a `notFound()` after the response
 * started streaming would come with status 200 (Next.js docs, "loading.js: Status codes"). Here it runs first, so an
 * unknown slug answers HTTP 404 (docs/product.md §2.6).
 */
export default async function ProductLayout({
  params,
  children,
}: {
  params: Promise<{ locale: string; slug: string }>
  children: React.ReactNode
}) {
  const { slug } = await params
  const locale = await pageLocale(params)
  if (!(await loadProduct(slug, locale))) {
    // A renamed product's old URL: 308 to the current one (a slug in use always wins over a redirect).
    await redirectOldSlug('product', slug, locale)
    notFound()
  }
  return children
}
