/**
 * Calls the public API's route handlers the way Next.js does (a Request and a params Promise), so contract tests
 * exercise the real handlers, validation and catalogue module against a real database.
 */
import * as catchAllRoute from '@/app/api/public/[...path]/route'
import * as categoriesRoute from '@/app/api/public/categories/route'
import * as categoryByIdRoute from '@/app/api/public/categories/[id]/route'
import * as categoryBySlugRoute from '@/app/api/public/categories/slug/[slug]/route'
import * as treeRoute from '@/app/api/public/categories/tree/route'
import * as productsRoute from '@/app/api/public/products/route'
import * as productByIdRoute from '@/app/api/public/products/[id]/route'
import * as productBySlugRoute from '@/app/api/public/products/slug/[slug]/route'
import * as searchRoute from '@/app/api/public/search/route'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', unknown>>

const routes: { pattern: RegExp; module: RouteModule; param?: string }[] = [
  { pattern: /^\/products$/, module: productsRoute },
  { pattern: /^\/products\/slug\/([^/]*)$/, module: productBySlugRoute, param: 'slug' },
  { pattern: /^\/products\/([^/]*)$/, module: productByIdRoute, param: 'id' },
  { pattern: /^\/categories$/, module: categoriesRoute },
  { pattern: /^\/categories\/tree$/, module: treeRoute },
  { pattern: /^\/categories\/slug\/([^/]*)$/, module: categoryBySlugRoute, param: 'slug' },
  { pattern: /^\/categories\/([^/]*)$/, module: categoryByIdRoute, param: 'id' },
  { pattern: /^\/search$/, module: searchRoute },
]

export const ENDPOINTS = [
  '/products',
  '/products/1',
  '/products/slug/k8-gnss-module',
  '/categories',
  '/categories/tree',
  '/categories/1',
  '/categories/slug/gnss-receivers',
  '/search?q=rover',
] as const

/** `call('/products?limit=2')` → the handler's Response. Paths are relative to /api/public. */
export async function call(
  pathAndQuery: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET',
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(`http://localhost/api/public${pathAndQuery}`)
  const sub = url.pathname.slice('/api/public'.length)
  for (const route of routes) {
    const match = route.pattern.exec(sub)
    if (!match) continue
    const handler = route.module[method] as Handler | undefined
    if (!handler) throw new Error(`${method} not exported for ${sub}`)
    // Next.js hands route handlers decoded path segments.
    const params = route.param ? { [route.param]: decodeURIComponent(match[1]!) } : {}
    return handler(new Request(url, { method, headers }), { params: Promise.resolve(params) })
  }
  // Like Next's router: anything else under /api/public reaches the catch-all (e.g. "/products/%2e%2e" normalises
  // to "/products/.." and then to "/" as a URL).
  return (catchAllRoute[method] as unknown as Handler)(new Request(url, { method, headers }), {
    params: Promise.resolve({}),
  })
}

/** The one shape of the API's error answers (docs/public-api.md). */
export type ErrorBody = { error: { message: string; issues: { path: string; message: string }[] } }

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T
}
