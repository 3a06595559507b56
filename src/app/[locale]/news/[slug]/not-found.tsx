import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/not-found-view'
import { messages } from '@/content/messages'
import { requestLocale } from '@/server/page/locale'

export async function generateMetadata(): Promise<Metadata> {
  return { title: messages(await requestLocale()).notFoundPage.meta.title }
}

/** Unknown article slug: the site's 404 texts, with the way back to the listing. */
export default async function ArticleNotFound() {
  const locale = await requestLocale()
  return <NotFoundView locale={locale} secondaryLink={messages(locale).newsListing.backToNews} />
}
