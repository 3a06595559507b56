import 'server-only'

import { BODY_LIMITS } from '@/lib/http-limits.mjs'
import { isSameOrigin } from '@/server/http/guards'
import { jsonError } from '@/server/http/http'
import type { SaveResult } from './products'
import { readLimitedBody, UploadRejected } from './uploads'

/**
 * The product editor's route handlers share these: a state-changing request must come from a page of this site,
 * bodies are read up to a limit (a product is text; 1 MB is ten times the largest seed entry), and write results
 * become responses with one shape: 201/200 with the product's id, slug and version; 422 with issues by field;
 * 409 with the current version's data (the editor shows what changed and keeps its own input); 404.
 */
export const PRODUCT_BODY_LIMIT = BODY_LIMITS['staff-json'].bytes

export function crossSite(request: Request): Response | null {
  return isSameOrigin(request.headers) ? null : jsonError(403, 'This request must come from the staff panel.')
}

/** The JSON body, or a 400/413 Response. */
export async function readJson(request: Request): Promise<unknown | Response> {
  let body: Buffer
  try {
    body = await readLimitedBody(request, PRODUCT_BODY_LIMIT)
  } catch (err) {
    if (err instanceof UploadRejected) return jsonError(err.status, err.message)
    throw err
  }
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    return jsonError(400, 'The request body is not JSON.')
  }
}

export function saveResponse(result: SaveResult, created = false): Response {
  if (result.ok) {
    return Response.json(
      { id: result.id, slug: result.slug, version: result.version },
      { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  switch (result.kind) {
    case 'invalid':
      return jsonError(422, 'Some fields need attention.', result.issues)
    case 'conflict':
      return Response.json(
        {
          error: { message: 'Someone else saved this product after you opened it.', issues: [] },
          current: result.current,
        },
        { status: 409, headers: { 'Cache-Control': 'no-store' } },
      )
    case 'not-found':
      return jsonError(404, 'This product no longer exists.')
  }
}

/** A positive integer from a path or body value, or undefined. */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined
}
