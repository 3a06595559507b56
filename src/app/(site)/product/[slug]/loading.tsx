import { productDetail } from '@/content/catalogue'
import { StatePanel } from '@/components/site/catalogue/state-panel'

/** Shown while a client-side navigation waits for the product page (SPEC.md section 2: "Loading Product..."). */
export default function ProductLoading() {
  return (
    <div className="container-content py-16">
      <StatePanel kind="loading" title={productDetail.loading} as="p" className="border-none" />
    </div>
  )
}
