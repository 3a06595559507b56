import { productDetail } from '@/content/catalogue'
import { PageLoading } from '@/components/site/catalogue/page-states'

/** Shown while a client-side navigation waits for the product page (SPEC.md section 2: "Loading Product..."). */
export default function ProductLoading() {
  return <PageLoading title={productDetail.loading} />
}
