import { productDetail } from '@/content/catalogue'
import { PageNotFound } from '@/components/site/catalogue/page-states'

/** An unknown product slug (docs/product.md §2.6): "Product Not Found", HTTP 404 (see [slug]/layout.tsx). */
export default function ProductNotFound() {
  return <PageNotFound copy={productDetail.notFound} />
}
