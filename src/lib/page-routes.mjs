/**
 * Every public page route (the folders under src/app/[locale] with a page.tsx, written as Next writes them) and
 * whether the HTTP server's page cache may keep its HTML (docs/decisions/052-page-cache.md). A page is `cached` only
 * when its HTML depends on nothing but the page cache's key (the path with its locale, Save-Data, the cached-files
 * cookie, the language offered): the catalogue and the site's content, whose changes empty the cache. Anything that
 * reads a cookie, a query, the visitor or a fresh value per render is `private`, with the reason. A private page that
 * is slow to render and the same for everyone who has its address may be `kept-private`: the HTTP server's second,
 * private cache keeps it (docs/decisions/113-private-page-cache.md), with its `query` (the one parameter that is part
 * of the key; any other bypasses) and its per-address `limit` (the rate limit a kept copy still counts).
 *
 * A new page needs its line here: tests/repo/page-routes.test.ts fails while a page route is neither cached nor
 * private. Plain JavaScript: the page cache (src/server/http/page-cache.mjs) runs in scripts/server.mjs, without a
 * build step.
 */

/**
 * @typedef {{ route: string, cache: 'kept-private', why: string, query?: string, limit: string }} KeptPrivateRoute
 * @type {ReadonlyArray<{ route: string, cache: 'cached' } | { route: string, cache: 'private', why: string }
 *   | KeptPrivateRoute>}
 */
export const PAGE_ROUTES = [
  { route: '/', cache: 'cached' },
  { route: '/about', cache: 'cached' },
  { route: '/news', cache: 'cached' },
  { route: '/news/[slug]', cache: 'cached' },
  { route: '/products', cache: 'cached' },
  { route: '/products/category/[slug]', cache: 'cached' },
  { route: '/product/[slug]', cache: 'cached' },
  { route: '/solutions', cache: 'cached' },
  { route: '/solutions/[slug]', cache: 'cached' },
  { route: '/support', cache: 'cached' },
  { route: '/support/releases/[id]', cache: 'cached' },
  { route: '/privacy', cache: 'cached' },
  { route: '/support/products/[slug]', cache: 'cached' },
  { route: '/contact', cache: 'private', why: 'a fresh submission id per render, and the page it was opened from' },
  { route: '/quote', cache: 'private', why: "the visitor's quote list (a cookie) and a fresh submission id" },
  { route: '/quote/sent/[id]', cache: 'private', why: "one visitor's sent request" },
  { route: '/compare', cache: 'private', why: "the visitor's comparison (a cookie and the query)" },
  { route: '/search', cache: 'private', why: 'the query typed' },
  { route: '/service', cache: 'private', why: 'the catalogue search typed, a product chosen or a refused draft' },
  { route: '/service/status', cache: 'private', why: "the lookup's answer and the reference typed" },
  {
    route: '/warranty',
    cache: 'kept-private',
    why: 'the serial typed and its answer (the same for everyone), rate-limited per visitor',
    query: 'serial',
    limit: 'warranty',
  },
  { route: '/service/certificates/[code]', cache: 'private', why: 'one certificate by the secret code of its QR code' },
  {
    route: '/service/status/[token]',
    cache: 'kept-private',
    why: "one customer's request, reached by its private link, rate-limited per visitor",
    limit: 'service-status',
  },
  { route: '/support/notify/[slug]', cache: 'private', why: "the address typed and the form's answer" },
  { route: '/[...missing]', cache: 'private', why: 'a 404 page, not worth a place in the cache' },
]

/** A route's path pattern: a dynamic segment (`[slug]`) is one path segment of word characters and hyphens. */
const pattern = (route) => (route === '/' ? '/' : route.replace(/\[[^\]/.]+\]/g, '[\\w-]+'))

/**
 * The paths (with or without their locale prefix, no query string) of the cached routes: what the page cache may
 * keep. `/fa` and `/ps` alone are their home pages.
 */
export const CACHED_PAGE_PATH = new RegExp(
  `^(?:/(?:fa|ps))?(?:${PAGE_ROUTES.filter((r) => r.cache === 'cached')
    .map((r) => pattern(r.route))
    .join('|')})?$`,
)

/**
 * The kept-private routes (see above), each with the test of its path (with or without the locale prefix, no query
 * string) for the private cache (src/server/http/private-cache.mjs).
 * @type {ReadonlyArray<KeptPrivateRoute & { path: RegExp }>}
 */
export const KEPT_PRIVATE_ROUTES = PAGE_ROUTES.filter((r) => r.cache === 'kept-private').map((r) => ({
  .../** @type {KeptPrivateRoute} */ (r),
  path: new RegExp(`^(?:/(?:fa|ps))?${pattern(r.route)}$`),
}))
