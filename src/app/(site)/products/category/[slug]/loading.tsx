import { categoryListing } from '@/content/catalogue'
import { StatePanel } from '@/components/site/catalogue/state-panel'

/** Shown while a client-side navigation waits for a category listing (SPEC.md section 2: "Loading Category..."). */
export default function CategoryLoading() {
  return (
    <div className="container-content py-16">
      <StatePanel kind="loading" title={categoryListing.loading} as="p" className="border-none" />
    </div>
  )
}
