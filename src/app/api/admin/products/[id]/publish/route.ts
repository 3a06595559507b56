import { jsonError } from '@/server/http'
import { setProductPublished } from '@/server/catalogue/editor/products'
import { crossSite, positiveInt, readJson, saveResponse } from '@/server/catalogue/editor/http'
import { requireStaffApi } from '@/server/staff/auth'

/** POST /api/admin/products/{id}/publish with `{ version, published }`: publish or unpublish (a draft). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  const id = positiveInt((await params).id)
  if (!id) return jsonError(404, 'This product no longer exists.')
  const body = await readJson(request)
  if (body instanceof Response) return body
  const { version, published } = (body ?? {}) as { version?: unknown; published?: unknown }
  const expected = positiveInt(version)
  if (!expected || typeof published !== 'boolean')
    return jsonError(400, 'The request must give the version and `published: true|false`.')
  return saveResponse(await setProductPublished(id, expected, published, user))
}
