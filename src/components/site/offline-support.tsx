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
