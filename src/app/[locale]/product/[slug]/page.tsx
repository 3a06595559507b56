import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { productHref } from '@/lib/routes'
import { getRelatedProducts } from '@/server/catalogue'
import { catalogueMetadata } from '../../_lib/catalogue-metadata'
import { loadProduct } from './product-data'
import { ProductView } from '@/components/site/catalogue/product-view'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { messages } from '@/content/messages'
import { pageLocale } from '../../_lib/locale'
import { ProductSupportSummary } from '@/components/site/support/product-support-summary'
import { productSupport } from '@/server/library/views'
import { requestNow } from '@/server/page/request-now'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { productDetail } = messages(locale)
  const { slug } = await params
  const product = await loadProduct(slug, locale)
  return catalogueMetadata(
    locale,
    productDetail.notFound.title,
    product && {
      title: product.name,
      description: product.short_description || product.description,
      path: productHref(product.slug),
      image: product.images[0],
    },
  )
}

/** Product detail (docs/product.md §2.6); the content is ProductView, shared with the staff preview. */
export default async function ProductPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const product = await loadProduct(slug, locale)
  if (!product) notFound()
  const related = await getRelatedProducts(product, 4, locale)
  const support = await productSupport({ id: product.id, categoryId: product.category_id }, locale, await requestNow())
  return (
    <ProductView
      locale={locale}
      product={product}
      related={related}
      tab={(await searchParams).tab}
      site={await getLiveSiteConfig()}
      support={support && <ProductSupportSummary support={support} slug={product.slug} locale={locale} />}
    />
  )
}
