'use client'

import NextLink from 'next/link'
import { useState } from 'react'

import { useDataSaver } from '@/components/site/data-saver'
import { localizeHref } from '@/lib/i18n/locales'
import { useLocale } from './use-locale'

type Href = React.ComponentProps<typeof NextLink>['href']

/** An internal href as seen from the page's locale: "/products" on a Dari page is "/fa/products". */
function localized(href: Href, locale: ReturnType<typeof useLocale>): Href {
  if (typeof href === 'string') return localizeHref(href, locale)
  return href.pathname ? { ...href, pathname: localizeHref(href.pathname, locale) } : href
}

/**
 * The site's link: Next.js client navigation, prefetching on intent instead of on sight. Next's default prefetches the
 * route behind every link that scrolls into view; many of our visitors pay per megabyte (docs/design.md "Who it is
 * for"), and most of those links are never followed (docs/decisions/005-no-viewport-prefetch.md). Here prefetching is
 * switched on for a link only when the pointer rests on it, a finger touches it or it receives keyboard focus; Next
 * then prefetches it as usual, so the loading screen is ready by the click. Passing `prefetch` explicitly restores
 * Next's own behaviour for that link. Under data saver nothing is prefetched at all (docs/decisions/024-data-saver.md).
 *
 * Hrefs are written locale-free ("/products", as the content modules hold them) and shown in the page's locale
 * ("/fa/products" on a Dari page: docs/decisions/032-locales.md).
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  href,
  ...rest
}: React.ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false)
  const dataSaver = useDataSaver()
  const props = { ...rest, href: localized(href, useLocale()) }
  if (dataSaver)
    return (
      <NextLink prefetch={false} {...props} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} />
    )
  if (prefetch !== undefined)
    return (
      <NextLink
        prefetch={prefetch}
        onMouseEnter={onMouseEnter}
        onTouchStart={onTouchStart}
        onFocus={onFocus}
        {...props}
      />
    )
  return (
    <NextLink
      // null is Next's default ("auto"): the route down to its loading boundary.
      prefetch={wanted ? null : false}
      onMouseEnter={(e) => {
        setWanted(true)
        onMouseEnter?.(e)
      }}
      onTouchStart={(e) => {
        setWanted(true)
        onTouchStart?.(e)
      }}
      onFocus={(e) => {
        setWanted(true)
        onFocus?.(e)
      }}
      {...props}
    />
  )
}
