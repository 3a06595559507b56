'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef } from 'react'

/**
 * The site's link: Next.js client navigation, prefetching on intent instead of on sight. Next's default prefetches the
 * route behind every link that scrolls into view; many of our visitors pay per megabyte (DESIGN.md "Who it is for"),
 * and most of those links are never followed (docs/decisions/005-no-viewport-prefetch.md). Here a route is
 * prefetched when the pointer rests on the link, a finger touches it or it receives keyboard focus: the loading
 * screen is ready by the click, and nothing is fetched for links nobody reaches for. Passing `prefetch` explicitly
 * restores Next's own behaviour for that link.
 */
export function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: React.ComponentProps<typeof NextLink>) {
  const router = useRouter()
  const done = useRef(false)
  if (prefetch !== undefined) return <NextLink prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />

  const intent = () => {
    if (done.current || typeof props.href !== 'string' || !props.href.startsWith('/')) return
    done.current = true
    router.prefetch(props.href)
  }
  return (
    <NextLink
      prefetch={false}
      onMouseEnter={(e) => {
        intent()
        onMouseEnter?.(e)
      }}
      onTouchStart={(e) => {
        intent()
        onTouchStart?.(e)
      }}
      onFocus={(e) => {
        intent()
        onFocus?.(e)
      }}
      {...props}
    />
  )
}
