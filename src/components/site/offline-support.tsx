'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import type { CacheWarmupStep } from '@/lib/cache-warmup'
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

/**
 * Downloads the files the next page can take from the browser's cache, once this page is idle, and records them in a
 * cookie (src/server/page/cached-files.ts): the site's stylesheet, which the next page then links instead of carrying
 * it inlined (docs/decisions/041-cached-stylesheet.md), and the page's web fonts, which it then draws with from its
 * first paint on a phone too (docs/decisions/040-fonts-on-phones.md). What the page has loaded itself (the fonts on a
 * wide screen) is answered from the cache. The layout computes the URLs and cookies, data saver included (under
 * `Save-Data: on` only the stylesheet), so none of that logic ships to the browser. Renders nothing.
 */
export function CacheWarmup({ steps }: { steps: CacheWarmupStep[] }) {
  useEffect(() => {
    // With no steps the idle callback finds nothing to do. Cancelled only before it starts: a file that arrives is
    // recorded.
    return whenIdle(async () => {
      for (const step of steps) {
        // Same URL and credentials as the page's own request for the file, so this one fills its cache entry.
        // Offline or interrupted: nothing is recorded, and a later page tries again.
        const arrived = await fetch(step.url, { priority: 'low' }).then(
          (response) => (response.ok ? response.arrayBuffer() : null),
          () => null,
        )
        if (!arrived) return
        document.cookie = step.cookie
      }
    })
  }, [steps])
  return null
}
