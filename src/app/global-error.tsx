'use client'

import { lazy, Suspense } from 'react'

import type { GlobalErrorProps } from './global-error-page'

/**
 * Next.js loads the global error page with every page, before anything has failed; it is shown only when the root
 * layout itself fails. So what it shows (three locales' copy and its own styles, 2.5 KiB of gzip) is fetched when it
 * is needed, and every first load carries only this (decision 021). Until the page arrives the document is blank.
 */
const GlobalErrorPage = lazy(() => import('./global-error-page'))

export default function GlobalError(props: GlobalErrorProps) {
  return (
    <Suspense
      fallback={
        <html lang="en">
          <body />
        </html>
      }
    >
      <GlobalErrorPage {...props} />
    </Suspense>
  )
}
