import type { Metadata } from 'next'

import { NotFoundView } from '@/components/site/not-found-view'
import { messages } from '@/content/messages'
import './site.css'

export const metadata: Metadata = { title: messages('en').notFoundPage.meta.title }

/**
 * The 404 for a URL no route matches outside the localized site (the public site has two root layouts' worth of
 * routes: src/app/[locale] and src/app/admin, so there is no single layout to hang a not-found on). Every site path
 * reaches src/app/[locale]/[...missing] instead, with the header and footer; this is for the rest (an unknown
 * /admin/... address, say). Same texts, in English (docs/product.md §2.12).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-dvh font-sans">
        <main id="main">
          <NotFoundView locale="en" />
        </main>
      </body>
    </html>
  )
}
