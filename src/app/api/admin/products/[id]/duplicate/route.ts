import { jsonError } from '@/server/http'
import { duplicateProduct } from '@/server/catalogue/editor/products'
import { crossSite, positiveInt, saveResponse } from '@/server/catalogue/editor/http'
import { requireStaffApi } from '@/server/staff/auth'

/** POST /api/admin/products/{id}/duplicate: a draft copy under a new slug ("new model based on this one"). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  const id = positiveInt((await params).id)
  if (!id) return jsonError(404, 'This product no longer exists.')
  return saveResponse(await duplicateProduct(id, user), true)
}
