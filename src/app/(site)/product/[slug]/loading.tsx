import { productDetail } from '@/content/catalogue'
import { PageLoading } from '@/components/site/catalogue/page-states'

/** Shown while a client-side navigation waits for the product page (docs/product.md §2.6: "Loading Product..."). */
export default function ProductLoading() {
  return <PageLoading title={productDetail.loading} />
}
