import { productsGrid } from '@/content/products-index'
import { StatePanel } from '@/components/site/catalogue/state-panel'

/** Shown while a client-side navigation waits for the products index (SPEC.md section 2: "Loading products..."). */
export default function ProductsLoading() {
  return (
    <div className="container-content py-16">
      <StatePanel kind="loading" title={productsGrid.loading} as="p" className="border-none" />
    </div>
  )
}
