import { PageNotFound } from '@/components/site/catalogue/page-states'
import { messages } from '@/content/messages'
import { requestLocale } from '@/server/page/locale'

/** An unknown product slug (docs/product.md §2.6): "Product Not Found", HTTP 404 (see [slug]/layout.tsx). */
export default async function ProductNotFound() {
  return <PageNotFound copy={messages(await requestLocale()).productDetail.notFound} />
}
