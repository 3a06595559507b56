import type { Metadata } from 'next'

import { ProductsIndexView } from '@/components/site/catalogue/products-index-view'
import { messages } from '@/content/messages'
import { pageHref } from '@/lib/catalogue/grid-params'
import { parsePageParam } from '@/lib/catalogue/product-list-params'
import type { SearchParamValue } from '@/lib/search-params'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { pageLocale, type LocaleParams } from '../../_lib/locale'
import { pageMetadata } from '../../_lib/page-metadata'
import { loadProductsIndex } from './products-data'

type Props = { params: LocaleParams; searchParams: Promise<Record<string, SearchParamValue>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { productsMeta } = messages(locale)
  const page = parsePageParam((await searchParams).page)
  // Each grid page is its own canonical URL, so search engines index every product link.
  return pageMetadata({
    locale,
    title: productsMeta.title,
    description: productsMeta.description,
    path: pageHref(page),
  })
}

/** Products index (docs/product.md §2.4): src/components/site/catalogue/products-index-view.tsx. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const page = parsePageParam((await searchParams).page)
  const { categories, list } = await loadProductsIndex(page, locale)
  return (
    <ProductsIndexView
      locale={locale}
      page={page}
      categories={categories}
      list={list}
      site={await getLiveSiteConfig()}
    />
  )
}
