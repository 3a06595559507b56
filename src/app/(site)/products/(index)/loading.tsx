import { productsGrid } from '@/content/products-index'
import { StatePanel } from '@/components/site/catalogue/state-panel'

/** Shown while a client-side navigation waits for the products index (SPEC.md section 2: "Loading products..."). */
export default function ProductsLoading() {
  return (
    // At least a screen tall: on a first visit the server streams this fallback just before the page, and a short
    // fallback would pull the footer into view and then push it out again (a layout shift of about 0.47).
    <div className="container-content min-h-dvh py-16">
      <StatePanel kind="loading" title={productsGrid.loading} as="p" className="border-none" />
    </div>
  )
}
