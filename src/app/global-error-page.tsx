'use client'

import { usePathname } from 'next/navigation'

// eslint-disable-next-line boundaries/client-no-messages -- see COPY below
import { errorPage as fa } from '@/content/fa/not-found'
import { errorPage as en } from '@/content/not-found'
// eslint-disable-next-line boundaries/client-no-messages -- see COPY below
import { errorPage as ps } from '@/content/ps/not-found'
import { DEFAULT_LOCALE, localeInfo, localizeHref, splitLocale } from '@/lib/i18n/locales'

export interface GlobalErrorProps {
  error: unknown
  retry?: () => void
  reset?: () => void
}

// The one client file that carries three locales' copy (the lint rule is disabled for its two imports): it replaces
// the root layout, so nothing from the server can hand it the page's copy. Four short strings each.
const COPY = { en, fa, ps } as const

/** The brand's navy, slate and fonts (src/app/globals.css), written out: this page may have no stylesheet. */
const NAVY = '#102a4c'
const LATIN = "'Inter', ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif"
const button: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  height: '3rem',
  padding: '0 1.5rem',
  borderRadius: '0.375rem',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
}

/**
 * The page src/app/global-error.tsx shows when the root layout itself fails, so it brings its own document. Kept to
 * plain elements with style attributes: nothing here may depend on the part of the app that just failed, and it
 * imports no stylesheet, since Next.js would preload a stylesheet imported by the global error on every page (the
 * site's styles are inlined by the layout: docs/decisions/035-inline-site-css.md).
 */
export default function GlobalErrorPage({ retry, reset }: GlobalErrorProps) {
  const { locale } = splitLocale(usePathname() ?? '/')
  const errorPage = COPY[locale]
  const { lang, dir } = localeInfo[locale]
  const font = locale === DEFAULT_LOCALE ? LATIN : `'Vazirmatn', ${LATIN}`
  return (
    <html lang={lang} dir={dir}>
      <body style={{ margin: 0, minHeight: '100dvh', background: '#fff', color: '#1e293b', fontFamily: font }}>
        <title>{errorPage.title}</title>
        <main
          style={{
            boxSizing: 'border-box',
            maxWidth: '80rem',
            minHeight: '100dvh',
            margin: '0 auto',
            padding: '5rem 1rem',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            justifyContent: 'center',
          }}
        >
          <h1 style={{ margin: 0, fontSize: '2.441rem', fontWeight: 600, color: NAVY }}>{errorPage.title}</h1>
          <p style={{ margin: '1rem 0 0', maxWidth: '36rem', color: '#475569' }}>{errorPage.text}</p>
          <div style={{ marginTop: '2rem', display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <button
              type="button"
              onClick={() => (retry ?? reset)?.()}
              style={{ ...button, border: 0, background: NAVY, color: '#fff' }}
            >
              {errorPage.retry}
            </button>
            {/* A full page load, not client navigation: the client router may be what failed. */}
            <a
              href={localizeHref(errorPage.home.href, locale)}
              style={{ ...button, border: '1px solid #cbd5e1', color: '#0b1f3a' }}
            >
              {errorPage.home.label}
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
