import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/not-found-view'
import { messages } from '@/content/messages'
import { requestLocale } from '@/server/page/locale'

export async function generateMetadata(): Promise<Metadata> {
  return { title: messages(await requestLocale()).notFoundPage.meta.title }
}

/** The 404 inside the site frame (docs/product.md §2.12): "404", "Oops! Page not found", "Return to Home". */
export default async function SiteNotFound() {
  return <NotFoundView locale={await requestLocale()} />
}
