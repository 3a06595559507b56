import { productDetail } from '@/content/catalogue'
import { StatePanel } from '@/components/site/catalogue/state-panel'

/** Shown while a client-side navigation waits for the product page (SPEC.md section 2: "Loading Product..."). */
export default function ProductLoading() {
  return (
    // At least a screen tall: on a first visit the server streams this fallback just before the page, and a short
    // fallback would pull the footer into view and then push it out again (a layout shift of about 0.47).
    <div className="container-content min-h-dvh py-16">
      <StatePanel kind="loading" title={productDetail.loading} as="p" className="border-none" />
    </div>
  )
}
