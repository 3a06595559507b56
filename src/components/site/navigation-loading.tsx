'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { PageLoading } from './catalogue/page-states'

/** A loading screen for the routes under `path` (`exact`: that path only; else the path and everything below it). */
export interface RouteFallback {
  path: string
  exact?: boolean
  /** The loading screen's title, in the page's language ("Loading Product..."). */
  title: string
}

function fallbackFor(fallbacks: readonly RouteFallback[], pathname: string): RouteFallback | undefined {
  return fallbacks.find((f) => (f.exact ? pathname === f.path : pathname.startsWith(f.path)))
}

/**
 * The catalogue routes' loading screens ("Loading Product..." etc., docs/product.md §2.4 to §2.6), shown only while a
 * client-side navigation waits for the next page, never on a first load.
 *
 * Why not `loading.tsx`: a route's loading.tsx is a Suspense boundary, so on a first load the server streams the
 * fallback first and the page after it in a hidden element that a script swaps in. Without JavaScript (scripts off,
 * data-saver proxies, link-preview crawlers) the visitor saw "Loading…" forever, and with it the fallback cost a layout
 * shift and a later LCP (docs/decisions/018-content-before-javascript.md). Here the page is in the HTML where it
 * belongs, and the loading screen is client state: a click that Next's router takes over (it calls preventDefault)
 * on a link to another path shows the fallback for that path until the new path is committed. The titles come from
 * the server (this component carries no copy); the panel is drawn here, so the catalogue's state panel and button
 * styles are in the layout's JavaScript, which every page has, rather than repeated in each catalogue page's and
 * error page's chunks, and the three screens are no longer elements in every page's RSC payload (decision 021).
 */
export function NavigationLoading({
  fallbacks,
  children,
}: {
  fallbacks: readonly RouteFallback[]
  children: React.ReactNode
}) {
  const pathname = usePathname()
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null)
  // The navigation committed (or the visitor went back): the new page replaces the loading screen in the same render.
  if (pending && pending.from !== pathname) setPending(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Runs after React's own listeners (window is above the document in the bubbling order): a link the router
      // navigates to on the client has had its default prevented by then; anything else is a full page load.
      if (!event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return
      if (anchor.target && anchor.target !== '_self') return
      const url = new URL(anchor.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      setPending({ from: window.location.pathname, to: url.pathname })
    }
    const onPopState = () => setPending(null)
    window.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
    }
  }, [])

  const fallback = pending ? fallbackFor(fallbacks, pending.to) : undefined
  return (
    <>
      {fallback && <PageLoading title={fallback.title} />}
      {/* Kept mounted while hidden: a navigation that ends elsewhere (an error page) loses no state here. */}
      <div hidden={fallback !== undefined} className="contents">
        {children}
      </div>
    </>
  )
}
