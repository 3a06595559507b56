'use client'

import { usePathname } from 'next/navigation'

// eslint-disable-next-line boundaries/client-no-messages -- see COPY below
import { errorPage as fa } from '@/content/fa/not-found'
import { errorPage as en } from '@/content/not-found'
// eslint-disable-next-line boundaries/client-no-messages -- see COPY below
import { errorPage as ps } from '@/content/ps/not-found'
import { localeInfo, localizeHref, splitLocale } from '@/lib/i18n/locales'
import './globals.css'

// The one client file that carries three locales' copy (the lint rule is disabled for its two imports): it replaces
// the root layout, so nothing from the server can hand it the page's copy. Four short strings each.
const COPY = { en, fa, ps } as const

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and styles. Kept to plain
 * elements: nothing here may depend on the part of the app that just failed.
 */
export default function GlobalError({ retry, reset }: { error: unknown; retry?: () => void; reset?: () => void }) {
  const { locale } = splitLocale(usePathname() ?? '/')
  const errorPage = COPY[locale]
  const { lang, dir } = localeInfo[locale]
  return (
    <html lang={lang} dir={dir}>
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
              href={localizeHref(errorPage.home.href, locale)}
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
