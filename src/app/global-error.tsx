'use client'

import { errorPage } from '@/content/not-found'
import './globals.css'

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and styles. Kept to plain
 * elements: nothing here may depend on the part of the app that just failed.
 */
export default function GlobalError({ retry, reset }: { error: unknown; retry?: () => void; reset?: () => void }) {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-dvh bg-white font-sans text-slate-800">
        <title>{errorPage.title}</title>
        <main className="container-content flex min-h-dvh flex-col items-start justify-center py-20">
          <h1 className="text-3xl font-semibold tracking-tight text-navy-900">{errorPage.title}</h1>
          <p className="mt-4 max-w-xl text-slate-600">{errorPage.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => (retry ?? reset)?.()}
              className={
                'inline-flex h-12 items-center rounded-md bg-navy-800 px-6 font-semibold text-white ' +
                'hover:bg-navy-700'
              }
            >
              {errorPage.retry}
            </button>
            {/* A full page load, not client navigation: the client router may be what failed. */}
            <a
              href={errorPage.home.href}
              className={
                'inline-flex h-12 items-center rounded-md border border-slate-300 px-6 font-semibold ' +
                'text-navy-900 hover:bg-slate-50'
              }
            >
              {errorPage.home.label}
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
