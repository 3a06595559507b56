import type { Metadata } from 'next'

import { notFoundPage } from '@/content/not-found'
import { NotFoundView } from '@/components/site/not-found-view'

export const metadata: Metadata = { title: notFoundPage.meta.title }

/**
 * The 404 outside the site frame: only reached by a `notFound()` from a route outside the (site) group, since every
 * unmatched path is caught by src/app/(site)/[...missing]. Same texts (docs/product.md §2.12).
 */
export default function RootNotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  )
}
