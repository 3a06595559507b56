'use client'

import { useEffect, useState } from 'react'

import { getJson } from '@/lib/catalogue/get-json'
import { productListUrl } from '@/lib/catalogue/api-client'
import type { ProductListParams } from '@/lib/catalogue/product-list-params'
import type { ProductList } from '@/lib/catalogue/types'

/** docs/product.md §9: lists stay fresh for 5 minutes; §7: refetched on reconnect, one retry after a failure. */
export const LIST_STALE_MS = 300_000
const RETRY_DELAY_MS = 1_000

/**
 * The lists this tab has fetched or been given, by API URL. Browser only: on the server every render starts from
 * the list the page passes in (a module-level cache there would be shared by every request).
 */
const cache = new Map<string, { list: ProductList; at: number }>()

function fresh(url: string): ProductList | undefined {
  const hit = cache.get(url)
  return hit && Date.now() - hit.at < LIST_STALE_MS ? hit.list : undefined
}

async function fetchList(url: string, signal: AbortSignal): Promise<ProductList> {
  try {
    return await getJson<ProductList>(url, signal)
  } catch (error) {
    if (signal.aborted) throw error
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    return getJson<ProductList>(url, signal)
  }
}

interface ListState {
  url: string
  list?: ProductList
  /** The list shown belongs to an earlier URL (kept on screen, dimmed, while this one loads). */
  previous: boolean
  error?: Error
  /** Bumped by refetch(): fetch again even when the cache is fresh. */
  version: number
}

/**
 * A product list from the public API (the products index's pages, a category's searches and sorts). The page passes
 * the list it rendered (`initial`), so the first view fetches nothing. While the next page or search loads, the
 * current results stay on screen (`loadingNew`) instead of giving way to a loading panel.
 *
 * Why not TanStack Query: this is the only client fetch of the public pages besides the menu's Refresh, and the
 * library cost these two routes about 11 KiB of JavaScript (gzip) for what these lines do (decision 021).
 */
export function useProductList(
  apiBase: string,
  params: ProductListParams,
  initial?: { params: ProductListParams; list: ProductList | null },
) {
  const url = productListUrl(apiBase, params)
  const initialUrl = initial ? productListUrl(apiBase, initial.params) : undefined
  const [state, setState] = useState<ListState>(() => ({
    url,
    list: (url === initialUrl ? initial?.list : undefined) ?? undefined,
    previous: false,
    version: 0,
  }))

  // Remember what the server rendered, so coming back to that page or search fetches nothing.
  useEffect(() => {
    if (initialUrl && initial?.list && !cache.has(initialUrl))
      cache.set(initialUrl, { list: initial.list, at: Date.now() })
  }, [initialUrl, initial?.list])

  // A new URL: show the cached list at once, or keep the current one (dimmed) while the new one loads.
  if (state.url !== url) {
    const cached = fresh(url)
    setState((s) => ({
      url,
      list: cached ?? s.list,
      previous: !cached && s.list !== undefined,
      version: s.version,
    }))
  }

  // A fetch is under way exactly while one is needed: a refetch asked for, nothing to show yet, or an earlier list
  // standing in for this URL's. Each outcome clears the need.
  const fetching = state.version > 0 || (state.list === undefined && !state.error) || state.previous
  useEffect(() => {
    if (!fetching) return
    const controller = new AbortController()
    fetchList(url, controller.signal).then(
      (list) => {
        cache.set(url, { list, at: Date.now() })
        setState((s) => (s.url === url ? { url, list, previous: false, version: 0 } : s))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const failure = error instanceof Error ? error : new Error(String(error))
        setState((s) => (s.url === url ? { ...s, previous: false, version: 0, error: failure } : s))
      },
    )
    return () => controller.abort()
    // `version` restarts the fetch for refetch(); the URL for a new page or search.
  }, [url, fetching, state.version])

  // Back online: a list older than the stale time is fetched again.
  useEffect(() => {
    const onOnline = () => {
      if (!fresh(url)) setState((s) => ({ ...s, version: s.version + 1 }))
    }
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [url])

  const refetch = () => setState((s) => ({ ...s, error: undefined, version: s.version + 1 }))
  return {
    query: {
      isError: state.error !== undefined,
      error: state.error,
      isPending: state.list === undefined && !state.error,
      refetch,
    },
    list: state.list,
    loadingNew: fetching && state.previous,
  }
}
