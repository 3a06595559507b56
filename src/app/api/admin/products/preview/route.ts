import { jsonError } from '@/server/http'
import { crossSite, positiveInt, readJson } from '@/server/catalogue/editor/http'
import { storePreview } from '@/server/catalogue/editor/preview'
import { requireStaffApi } from '@/server/staff/auth'

/**
 * POST /api/admin/products/preview with `{ product, id? }`: keeps the editor's unsaved state for a day and answers
 * with the staff-only URL that renders it as the public page would.
 */
export async function POST(request: Request): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  const body = await readJson(request)
  if (body instanceof Response) return body
  const { product, id } = (body ?? {}) as { product?: unknown; id?: unknown }
  const productId = id === undefined || id === null ? undefined : positiveInt(id)
  if (id !== undefined && id !== null && productId === undefined) return jsonError(400, 'id must be a product id')
  const stored = await storePreview(product, productId)
  if (!stored.ok) return jsonError(422, 'Some fields need attention before a preview.', stored.issues)
  return Response.json(
    { url: `/admin/products/preview/${stored.token}` },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}
