import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { productDetail } from '@/content/catalogue'
import { productHref } from '@/content/routes'
import { getRelatedProducts } from '@/server/catalogue'
import { catalogueMetadata } from '../../_lib/catalogue-metadata'
import { loadProduct } from './product-data'
import { ProductView } from './product-view'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const product = await loadProduct(slug)
  return catalogueMetadata(
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
  const { slug } = await params
  const product = await loadProduct(slug)
  if (!product) notFound()
  const related = await getRelatedProducts(product, 4)
  return <ProductView product={product} related={related} tab={(await searchParams).tab} />
}
