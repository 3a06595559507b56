import { categoryListing } from '@/content/catalogue'
import { StatePanel } from '@/components/site/catalogue/state-panel'
import { ButtonLink } from '@/components/ui/button'

/** An unknown category slug (SPEC.md section 2): "Category Not Found", HTTP 404 (see [slug]/layout.tsx). */
export default function CategoryNotFound() {
  const copy = categoryListing.notFound
  return (
    <div className="container-content py-16 md:py-24">
      <StatePanel kind="notFound" title={copy.title} text={copy.text} as="h1">
        <ButtonLink href={copy.back.href}>{copy.back.label}</ButtonLink>
      </StatePanel>
    </div>
  )
}
