'use client'

import NextLink from 'next/link'
import { useState } from 'react'

import { useDataSaver } from '@/components/site/data-saver'

/**
 * The site's link: Next.js client navigation, prefetching on intent instead of on sight. Next's default prefetches the
 * route behind every link that scrolls into view; many of our visitors pay per megabyte (docs/design.md "Who it is
 * for"), and most of those links are never followed (docs/decisions/005-no-viewport-prefetch.md). Here prefetching is
 * switched on for a link only when the pointer rests on it, a finger touches it or it receives keyboard focus; Next
 * then prefetches it as usual, so the loading screen is ready by the click. Passing `prefetch` explicitly restores
 * Next's own behaviour for that link. Under data saver nothing is prefetched at all (docs/decisions/024-data-saver.md).
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: React.ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false)
  const dataSaver = useDataSaver()
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
