import { categoryListing } from '@/content/catalogue'
import { PageNotFound } from '@/components/site/catalogue/page-states'

/** An unknown category slug (docs/product.md §2.5): "Category Not Found", HTTP 404 (see [slug]/layout.tsx). */
export default function CategoryNotFound() {
  return <PageNotFound copy={categoryListing.notFound} />
}
