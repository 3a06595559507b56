import type { Metadata } from 'next'

import { newsListing } from '@/content/news'
import { notFoundPage } from '@/content/not-found'
import { NotFoundView } from '@/components/site/not-found-view'

export const metadata: Metadata = { title: notFoundPage.meta.title }

/** Unknown article slug: the site's 404 texts, with the way back to the listing. */
export default function ArticleNotFound() {
  return <NotFoundView secondaryLink={newsListing.backToNews} />
}
