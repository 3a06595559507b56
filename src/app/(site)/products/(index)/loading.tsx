import { productsGrid } from '@/content/products-index'
import { PageLoading } from '@/components/site/catalogue/page-states'

/** Shown while a client-side navigation waits for the products index (docs/product.md §2.4: "Loading products..."). */
export default function ProductsLoading() {
  return <PageLoading title={productsGrid.loading} />
}
