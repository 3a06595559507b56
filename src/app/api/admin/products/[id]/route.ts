import { jsonError } from '@/server/http'
import { deleteProduct, updateProduct } from '@/server/catalogue/editor/products'
import { crossSite, positiveInt, readJson, saveResponse } from '@/server/catalogue/editor/http'
import { requireStaffApi } from '@/server/staff/auth'

type Params = { params: Promise<{ id: string }> }

/** PUT /api/admin/products/{id} with `{ version, product }`: save over `version`, or 409 when it is not current. */
export async function PUT(request: Request, { params }: Params): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  const id = positiveInt((await params).id)
  if (!id) return jsonError(404, 'This product no longer exists.')
  const body = await readJson(request)
  if (body instanceof Response) return body
  const { version, product } = (body ?? {}) as { version?: unknown; product?: unknown }
  const expected = positiveInt(version)
  if (!expected) return jsonError(400, 'The request must say which version of the product it edits.')
  return saveResponse(await updateProduct(id, expected, product, user))
}

/** DELETE /api/admin/products/{id}?version=N: delete, unless someone changed it since version N. */
export async function DELETE(request: Request, { params }: Params): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  const id = positiveInt((await params).id)
  if (!id) return jsonError(404, 'This product no longer exists.')
  const expected = positiveInt(new URL(request.url).searchParams.get('version'))
  if (!expected) return jsonError(400, 'The request must say which version of the product it deletes.')
  const result = await deleteProduct(id, expected, user)
  if (result.ok) return new Response(null, { status: 204 })
  return saveResponse(result)
}
