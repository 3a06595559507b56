/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/023-offline-service-worker.md), built by Serwist during `next build` and served
 * at /serwist/sw.js (src/app/serwist/[path]/route.ts). What it keeps, and for how long:
 * - the current build's site stylesheet and Latin font, precached (versioned: the list is injected at build time, so
 *   every deployment changes this file and browsers install the new worker);
 * - pages a visitor opened (network first; after NETWORK_TIMEOUT_SECONDS or on failure the saved copy, with a notice
 *   and the time it was saved), together with every build file their HTML loads, so a saved page always opens with
 *   its own build's scripts and styles, never another's;
 * - datasheets, catalogue images and public API answers a visitor loaded; only 200 answers, never /admin, the staff
 *   API, form posts (only GET is routed) or a redirected answer;
 * - the support library's documents a visitor chose to keep on the device, within a quota (./kept.ts).
 * An unsaved page with no network gets the offline page listing what is saved.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  RangeRequestsPlugin,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist'

import { buildAssetUrls, formatSavedAt, isPrivatePath, OFFLINE_PAGE_CSP, offlinePageHtml, pageTitle } from './pages'
import { pathLocale, withSavedCopyNotice, type SavedPage } from './pages'
import { answerKeepRequest, keptFiles, keptOrNetwork } from './kept'
import { isKeepableUrl, isKeepRequest, KEPT_CACHE } from '@/lib/library/keep'
import type { Locale } from '@/lib/i18n/locales'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined }

/** A page or API answer slower than this is served from the cache when a copy is saved (decision 023). */
const NETWORK_TIMEOUT_SECONDS = 4
const SAVED_AT_HEADER = 'x-mg-saved-at'
// Cache names carry a version: a change of what is stored under them gets new names, and old ones are deleted below.
const CACHES = {
  pages: 'mg-pages-v1',
  build: 'mg-build-v1',
  images: 'mg-images-v1',
  documents: 'mg-documents-v1',
  api: 'mg-api-v1',
} as const

const precacheEntries = self.__SW_MANIFEST ?? []
const stylesheets = precacheEntries
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .filter((url) => url.endsWith('.css'))

function sameOrigin(url: URL): boolean {
  return url.origin === self.location.origin && !isPrivatePath(url.pathname)
}

/** A request for a page's HTML: a navigation, or a page the site asked the worker to keep (CACHE_URLS). */
function isPageRequest(request: Request, url: URL): boolean {
  if (!sameOrigin(url) || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return false
  if (/\/[^/]+\.[a-z0-9]+$/i.test(url.pathname)) return false // files: sw.js, sitemap.xml, PDFs, images
  // React Server Component payloads (client navigation, prefetch) are not pages: they go to the network untouched.
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch') || url.searchParams.has('_rsc'))
    return false
  return request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')
}

/** Only complete, final, successful answers of the expected kind are stored. */
function storable(response: Response, type: RegExp): boolean {
  return response.status === 200 && !response.redirected && type.test(response.headers.get('content-type') ?? '')
}

/** Whether every build file the HTML loads is saved: otherwise the copy is never shown (it would break or mix). */
async function complete(html: string): Promise<boolean> {
  const build = await caches.open(CACHES.build)
  for (const url of buildAssetUrls(html)) if (!(await build.match(url))) return false
  return true
}

/** Saves the build files a stored page loads (usually from the browser's HTTP cache: they were just downloaded). */
async function keepBuildFiles(html: string): Promise<void> {
  const build = await caches.open(CACHES.build)
  await Promise.all(
    buildAssetUrls(html).map(async (url) => {
      if (await build.match(url)) return
      const response = (await caches.match(url)) ?? (await fetch(url, { credentials: 'same-origin' }))
      if (response.status === 200) await build.put(url, response)
    }),
  )
}

const pagePlugin: SerwistPlugin = {
  // Stamps the time it was saved, shown in the notice and the offline list.
  async cacheWillUpdate({ response }) {
    if (!storable(response, /^text\/html/)) return null
    const headers = new Headers(response.headers)
    headers.set(SAVED_AT_HEADER, String(Date.now()))
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers })
  },
  async cacheDidUpdate({ newResponse }) {
    await keepBuildFiles(await newResponse.clone().text())
  },
  // Called only when the network failed or was too slow: the saved copy, with its notice, if it is complete.
  async cachedResponseWillBeUsed({ cachedResponse, request }) {
    if (!cachedResponse) return null
    const html = await cachedResponse.text()
    if (!(await complete(html))) return null
    const savedAt = Number(cachedResponse.headers.get(SAVED_AT_HEADER) ?? Date.now())
    const headers = new Headers(cachedResponse.headers)
    headers.delete('content-length')
    headers.delete('content-encoding')
    const locale = pathLocale(new URL(request.url).pathname)
    return new Response(withSavedCopyNotice(html, formatSavedAt(savedAt, locale), locale), { status: 200, headers })
  },
  async handlerDidError({ request }) {
    return offlinePage(new URL(request.url))
  },
}

async function savedPages(locale: Locale): Promise<SavedPage[]> {
  const cache = await caches.open(CACHES.pages)
  const pages: (SavedPage & { at: number })[] = []
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    if (!response) continue
    const html = await response.text()
    if (!(await complete(html))) continue
    const url = new URL(request.url)
    const at = Number(response.headers.get(SAVED_AT_HEADER) ?? 0)
    const path = url.pathname + url.search
    pages.push({ url: path, title: pageTitle(html, path), savedAt: formatSavedAt(at, locale), at })
  }
  return pages.sort((a, b) => b.at - a.at).map(({ url, title, savedAt }) => ({ url, title, savedAt }))
}

async function offlinePage(requested: URL): Promise<Response> {
  const locale = pathLocale(requested.pathname)
  const html = offlinePageHtml({
    stylesheets,
    saved: await savedPages(locale),
    kept: await keptFiles(),
    retryPath: requested.pathname + requested.search,
    locale,
  })
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': OFFLINE_PAGE_CSP,
    },
  })
}

/** Deletes saved pages whose build files are gone (evicted): they could only be shown broken. */
async function pruneIncompletePages(): Promise<void> {
  const cache = await caches.open(CACHES.pages)
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    if (!response || !(await complete(await response.text()))) await cache.delete(request)
  }
  const known = new Set<string>([...Object.values(CACHES), KEPT_CACHE])
  for (const name of await caches.keys()) if (name.startsWith('mg-') && !known.has(name)) await caches.delete(name)
}

const days = (n: number) => n * 24 * 60 * 60

const serwist = new Serwist({
  precacheEntries,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPageRequest(request, url),
      handler: new NetworkFirst({
        cacheName: CACHES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // Next.js varies pages on its router headers, which a navigation never sends.
        matchOptions: { ignoreVary: true },
        plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: days(60) }), pagePlugin],
      }),
    },
    {
      // Hashed build files, web fonts and the icon sprite: never change under one name, kept while saved pages may
      // need them.
      matcher: ({ url }) =>
        sameOrigin(url) && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/assets/')),
      handler: new CacheFirst({
        cacheName: CACHES.build,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: days(60) }),
        ],
      }),
    },
    {
      // Catalogue images have content-hashed names (docs/decisions/003-image-pipeline.md).
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/uploads/images/'),
      handler: new CacheFirst({
        cacheName: CACHES.images,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: days(60) }),
        ],
      }),
    },
    {
      // Content images (hero, industries): may change under one name, so served from the cache and refreshed.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/images/'),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.images,
        plugins: [new CacheableResponsePlugin({ statuses: [200] })],
      }),
    },
    {
      // Datasheets and documents (hashed names) and the all-products specifications PDF (not hashed: network first).
      matcher: ({ url }) =>
        sameOrigin(url) &&
        (url.pathname.startsWith('/uploads/files/') || url.pathname.startsWith('/products/specifications/')),
      handler: new NetworkFirst({
        cacheName: CACHES.documents,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          {
            cacheWillUpdate: async ({ response }) => (storable(response, /^application\/pdf/) ? response : null),
          },
          new RangeRequestsPlugin(),
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: days(60) }),
        ],
      }),
    },
    {
      // The library's downloads: a document the visitor chose to keep answers when the network does not (./kept.ts).
      matcher: ({ url }) => sameOrigin(url) && isKeepableUrl(url.pathname),
      handler: ({ request }) => keptOrNetwork(request),
    },
    {
      // The public API's answers for pages that fetch on the client; never an error answer.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/api/public/'),
      handler: new NetworkFirst({
        cacheName: CACHES.api,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          { cacheWillUpdate: async ({ response }) => (storable(response, /json/) ? response : null) },
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: days(7) }),
        ],
      }),
    },
  ],
})

self.addEventListener('activate', (event) => event.waitUntil(pruneIncompletePages()))
// "Keep on this device" on a product's support page; Serwist's own messages (CACHE_URLS) are left to it.
self.addEventListener('message', (event) => {
  if (isKeepRequest(event.data)) event.waitUntil(answerKeepRequest(event.data, event.ports[0]))
})
serwist.addEventListeners()
