'use client'

import { useEffect } from 'react'

import { whenIdle } from '@/lib/when-idle'
import { fontUrl, fontsCookie, FONTS_COOKIE, type FontFamily } from '@/lib/web-fonts'

import { useDataSaver } from './data-saver'

/** The cookie's current value, as the browser holds it. */
function currentCookie(): string | undefined {
  const prefix = `${FONTS_COOKIE}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/**
 * Downloads the page's web fonts the browser does not have yet, once the page is idle, and records them in a cookie,
 * so the next page declares them for every width and draws with them from its first paint
 * (docs/decisions/040-fonts-on-phones.md). On a wide screen the page has already loaded them itself; the request
 * is then answered from the browser's cache. Skipped under data saver: those visitors keep the fallback faces and
 * save the download. Renders nothing.
 */
export function FontWarmup({ fonts }: { fonts: FontFamily[] }) {
  const dataSaver = useDataSaver()
  const key = fonts.join(',')
  useEffect(() => {
    if (!key || dataSaver) return
    let cancelled = false
    const cancel = whenIdle(() => {
      void (async () => {
        for (const family of key.split(',') as FontFamily[]) {
          try {
            // The same URL, mode and credentials as the stylesheet's font request, so this one fills its cache entry.
            const response = await fetch(fontUrl(family), { priority: 'low' })
            if (!response.ok) continue
            await response.arrayBuffer()
          } catch {
            // Offline or interrupted: the fallback face stays, and a later page tries again.
            continue
          }
          if (cancelled) return
          document.cookie = fontsCookie(currentCookie(), family, window.location.protocol === 'https:')
        }
      })()
    })
    return () => {
      cancelled = true
      cancel()
    }
  }, [key, dataSaver])
  return null
}
