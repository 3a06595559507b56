import 'server-only'

import { createHash } from 'node:crypto'

import type { z } from 'zod'

import { formatIssuePath } from '@/lib/issue-path'
import { errorMessage, logger } from '@/server/log/log'

/** The one error shape of the JSON API: `{ error: { message, issues } }`. */
export interface ApiIssue {
  path: string
  message: string
}

export const API_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'
const NO_STORE = 'no-store'

export function jsonError(
  status: number,
  message: string,
  issues: ApiIssue[] = [],
  headers: HeadersInit = {},
): Response {
  return Response.json(
    { error: { message, issues } },
    { status, headers: { 'Cache-Control': status === 404 ? 'public, max-age=60' : NO_STORE, ...headers } },
  )
}

/**
 * A 200 answer of the API, with a strong ETag: the hash of its bytes, the same on every instance and after a restart,
 * so a client or CDN that has them asks again with If-None-Match and gets a 304 (apiHandler; the HTTP server's API
 * cache answers the same from memory, src/server/http/api-cache.mjs).
 */
export function jsonOk(body: unknown): Response {
  const text = JSON.stringify(body)
  return new Response(text, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': API_CACHE_CONTROL,
      ETag: `"${createHash('sha1').update(text).digest('base64url')}"`,
    },
  })
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or weak forms of it). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/** The 304 for a client that already has `response` (RFC 9110 §15.4.5: the validators and caching headers only). */
function notModified(response: Response): Response {
  const headers = new Headers()
  for (const name of ['etag', 'cache-control', 'vary']) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(null, { status: 304, headers })
}

/**
 * Something the request named does not exist (an unknown category in a query): the API answers 404 with the message.
 * Each concern's own not-found errors extend it, so this layer maps them without importing the concerns.
 */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotFoundError'
  }
}

export class BadRequestError extends Error {
  constructor(
    message: string,
    public readonly issues: ApiIssue[] = [],
  ) {
    super(message)
    this.name = 'BadRequestError'
  }
}

/**
 * Reads a query string through a zod schema. A parameter given twice is refused rather than silently picking
 * one (which would differ between frameworks and caches).
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams
  // No prototype: `?__proto__=x` and `?constructor=1` are just unknown names (refused by the schema), never the
  // object's own machinery.
  const values: Record<string, string> = Object.create(null)
  const repeated = new Set<string>()
  for (const [key, value] of params) {
    if (key in values) repeated.add(key)
    values[key] = value
  }
  if (repeated.size) {
    throw new BadRequestError(
      'Invalid query parameters',
      [...repeated].map((key) => ({ path: key, message: `"${key}" is given more than once` })),
    )
  }
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    throw new BadRequestError(
      'Invalid query parameters',
      parsed.error.issues.map((i) => ({
        path: i.path.length ? formatIssuePath(i.path) : i.code === 'unrecognized_keys' ? i.keys.join(', ') : '(query)',
        message: i.message,
      })),
    )
  }
  return parsed.data
}

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined
  if (!e) return false
  const code = e.code ?? ''
  // Connection refused/reset/timeouts, PostgreSQL's "cannot connect now" and admin shutdown, pg's own timeouts.
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENOTFOUND',
      '57P01',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(code)
  )
    return true
  if (/timeout|terminated|Connection terminated|connect ECONNREFUSED/i.test(e.message ?? '')) return true
  return e.cause ? isDatabaseUnavailable(e.cause) : false
}

/**
 * Wraps an API handler: a client that has the answer already (If-None-Match) → 304, bad input → 400, an unknown
 * category → 404, database down → 503 with Retry-After, anything else → 500 with a generic message (the details go to
 * the server log, never to the client).
 */
export function apiHandler<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    try {
      const response = await handler(request, ...rest)
      const etag = response.status === 200 ? response.headers.get('etag') : null
      return etag && etagMatches(request.headers.get('if-none-match'), etag) ? notModified(response) : response
    } catch (err) {
      if (err instanceof BadRequestError) return jsonError(400, err.message, err.issues)
      if (err instanceof NotFoundError) return jsonError(404, err.message)
      if (isDatabaseUnavailable(err)) {
        logger('api').error({ path: new URL(request.url).pathname, error: errorMessage(err) }, 'database unavailable')
        return jsonError(503, 'The catalogue is temporarily unavailable. Please try again shortly.', [], {
          'Retry-After': '10',
        })
      }
      logger('api').error({ method: request.method, path: new URL(request.url).pathname, err }, 'API request failed')
      return jsonError(500, 'Internal server error')
    }
  }
}

const ALLOW = 'GET, HEAD, OPTIONS'
const notAllowed = async (request: Request) =>
  jsonError(405, `Method ${request.method} is not allowed; this API is read-only.`, [], { Allow: ALLOW })

/** Spread into read-only route modules: `export const { POST, PUT, PATCH, DELETE } = readOnlyMethods`. */
export const readOnlyMethods = { POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed }
