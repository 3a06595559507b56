import type { Metadata } from 'next'

import { notFoundPage } from '@/content/not-found'
import { NotFoundView } from '@/components/site/not-found-view'

export const metadata: Metadata = { title: notFoundPage.meta.title }

/** The 404 inside the site frame (docs/product.md §2.12): "404", "Oops! Page not found", "Return to Home". */
export default function SiteNotFound() {
  return <NotFoundView />
}
