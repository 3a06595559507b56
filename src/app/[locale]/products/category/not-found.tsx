import { PageNotFound } from '@/components/site/catalogue/page-states'
import { messages } from '@/content/messages'
import { requestLocale } from '@/server/page/locale'

/** An unknown category slug (docs/product.md §2.5): "Category Not Found", HTTP 404 (see [slug]/layout.tsx). */
export default async function CategoryNotFound() {
  return <PageNotFound copy={messages(await requestLocale()).categoryListing.notFound} />
}
