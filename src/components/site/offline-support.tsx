'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { whenIdle } from '@/lib/when-idle'

import { useDataSaver } from './data-saver'

const WORKER_URL = '/serwist/sw.js'
/** Whether the page was loaded through the service worker, which then saved it already (read once, at first load). */
const loadedThroughWorker = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller

/**
 * Registers the service worker (docs/decisions/023-offline-service-worker.md) after the page is idle, and asks it to
 * keep the page being read when the page did not come through the worker: the very first page (loaded before the
 * worker existed) and every page reached by client-side navigation (the router fetches its data, not its HTML). That
 * costs one extra download of the page's HTML, so it is skipped under data saver: then only pages opened directly are
 * kept. Renders nothing.
 */
export function OfflineSupport() {
  const pathname = usePathname()
  const dataSaver = useDataSaver()
  const firstRun = useRef(true)
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const firstPage = firstRun.current
    firstRun.current = false
    return whenIdle(() => {
      navigator.serviceWorker
        .register(WORKER_URL, { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          if (dataSaver || (firstPage && loadedThroughWorker)) return
          const url = window.location.pathname + window.location.search
          registration.active?.postMessage({
            type: 'CACHE_URLS',
            payload: { urlsToCache: [[url, { headers: { accept: 'text/html' }, credentials: 'same-origin' }]] },
          })
        })
        .catch(() => {
          // No worker (private mode, blocked by the browser): the site works as before, just not offline.
        })
    })
  }, [pathname, dataSaver])
  return null
}

/** One font to fetch, and the cookie that records it (with those fetched before it), as the layout worked it out. */
export interface FontWarmupStep {
  url: string
  /** A `document.cookie` assignment (src/server/visitor-cookie.ts `visitorCookieAssignment`). */
  cookie: string
}

/**
 * Downloads the page's web fonts the browser does not have yet, once the page is idle, and records them in a cookie,
 * so the next page declares them for every width and draws with them from its first paint
 * (docs/decisions/040-fonts-on-phones.md). On a wide screen the page has already loaded them itself; the request
 * is then answered from the browser's cache. Skipped under data saver: those visitors keep the fallback faces and
 * save the download. The layout computes the URLs and cookies, so none of that logic ships to the browser. Renders
 * nothing.
 */
export function FontWarmup({ steps }: { steps: FontWarmupStep[] }) {
  const dataSaver = useDataSaver()
  useEffect(() => {
    if (steps.length === 0 || dataSaver) return
    // Cancelled only before it starts: a font that arrives is recorded, data saver switched on meanwhile or not.
    return whenIdle(async () => {
      for (const step of steps) {
        // The same URL, mode and credentials as the stylesheet's font request, so this one fills its cache entry.
        // Offline or interrupted: the fallback face stays, and a later page tries again.
        const arrived = await fetch(step.url, { priority: 'low' }).then(
          (response) => (response.ok ? response.arrayBuffer() : null),
          () => null,
        )
        if (!arrived) return
        document.cookie = step.cookie
      }
    })
  }, [steps, dataSaver])
  return null
}
