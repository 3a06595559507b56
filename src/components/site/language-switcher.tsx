'use client'

import { usePathname } from 'next/navigation'

import { LOCALE_COOKIE, LOCALES, localeInfo, localizeHref, splitLocale, type Locale } from '@/lib/i18n/locales'
import { cn } from '#lib/cn'

function remember(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`
}

/** The current page's address in `locale`: "/fa/products/category/rtk-rovers" from "/products/category/rtk-rovers". */
function samePageIn(pathname: string, locale: Locale): string {
  return localizeHref(splitLocale(pathname).path, locale)
}

/**
 * The language switcher (decision 032): the same page in English, Dari and Pashto, each named in its own language and
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
 * A link to the current page in `locale` (the language offer's: src/components/site/language-offer.tsx). A client
 * component for the current path, which a layout does not get and which changes with client-side navigation.
 */
export function SamePageLink({
  locale,
  className,
  children,
}: {
  locale: Locale
  className?: string
  children: React.ReactNode
}) {
  const pathname = usePathname()
  const { lang } = localeInfo[locale]
  return (
    <a
      href={samePageIn(pathname, locale)}
      hrefLang={lang}
      onClick={() => remember(LOCALE_COOKIE, locale)}
      className={className}
    >
      {children}
    </a>
  )
}
