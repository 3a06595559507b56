import { categoryListing } from '@/content/catalogue'
import { PageLoading } from '@/components/site/catalogue/page-states'

/** Shown while a client-side navigation waits for a category listing (docs/product.md §2.5: "Loading Category..."). */
export default function CategoryLoading() {
  return <PageLoading title={categoryListing.loading} />
}
