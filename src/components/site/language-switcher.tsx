'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

import {
  LOCALE_COOKIE,
  LOCALE_OFFER_COOKIE,
  LOCALES,
  localeInfo,
  localizeHref,
  splitLocale,
  type Locale,
} from '@/lib/i18n/locales'
import { cn } from '#lib/cn'

function remember(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`
}

/** The current page's address in `locale`: "/fa/products/category/rtk-rovers" from "/products/category/rtk-rovers". */
function samePageIn(pathname: string, locale: Locale): string {
  return localizeHref(splitLocale(pathname).path, locale)
}

/**
 * The language switcher (issue 13): the same page in English, Dari and Pashto, each named in its own language and
 * marked with its `lang` so screen readers read it in that voice. A full page load, not client navigation: the
 * document's language, direction and typeface change with it. The choice is remembered in a cookie; nothing
 * redirects by it (docs/decisions/032-locales.md).
 */
export function LanguageSwitcher({
  locale,
  label,
  landmark = true,
  className,
}: {
  locale: Locale
  /** The landmark's accessible name, in the page's language. */
  label: string
  /** False inside another navigation (the mobile menu): a labelled group, not a second "Language" landmark. */
  landmark?: boolean
  className?: string
}) {
  const pathname = usePathname()
  const Wrapper = landmark ? 'nav' : 'div'
  return (
    <Wrapper aria-label={label} role={landmark ? undefined : 'group'} className={className}>
      <ul className="flex items-center gap-1">
        {LOCALES.map((target) => {
          const { lang, dir, nativeName } = localeInfo[target]
          const current = target === locale
          return (
            <li key={target}>
              <a
                href={samePageIn(pathname, target)}
                hrefLang={lang}
                lang={lang}
                dir={dir}
                aria-current={current ? 'page' : undefined}
                onClick={() => remember(LOCALE_COOKIE, target)}
                className={cn(
                  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold',
                  current ? 'bg-navy-50 text-navy-900' : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900',
                )}
              >
                {nativeName}
              </a>
            </li>
          )
        })}
      </ul>
    </Wrapper>
  )
}

/**
 * One line above the header of an English page for a visitor whose browser (or earlier choice) prefers Dari or
 * Pashto: an offer in that language to read this page in it, never a redirect. Dismissed for a year.
 */
export function LanguageOffer({ locale, text, dismiss }: { locale: Locale; text: string; dismiss: string }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(true)
  if (!open) return null
  const { lang, dir, nativeName } = localeInfo[locale]
  return (
    // A landmark of its own (axe: all content in landmarks), named by the language it offers.
    <aside
      aria-label={nativeName}
      lang={lang}
      dir={dir}
      className="border-b border-accent-300 bg-accent-300/30 print:hidden"
    >
      <p className="container-content flex min-h-11 flex-wrap items-center justify-center gap-x-3 gap-y-1 py-1 text-sm">
        <span>{text}</span>
        <a
          href={samePageIn(pathname, locale)}
          hrefLang={lang}
          onClick={() => remember(LOCALE_COOKIE, locale)}
          className="font-semibold text-navy-900 underline underline-offset-4"
        >
          {nativeName}
        </a>
        <button
          type="button"
          onClick={() => {
            remember(LOCALE_OFFER_COOKIE, 'dismissed')
            setOpen(false)
          }}
          className="min-h-8 rounded-md px-2 text-slate-700 hover:bg-white/60 hover:text-navy-900"
        >
          {dismiss}
        </button>
      </p>
    </aside>
  )
}
