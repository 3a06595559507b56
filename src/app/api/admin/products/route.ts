import { createProduct } from '@/server/catalogue/editor/products'
import { crossSite, readJson, saveResponse } from '@/server/catalogue/editor/http'
import { requireStaffApi } from '@/server/staff/auth'

/** POST /api/admin/products: create a product from the editor's data (staff with the catalogue permission). */
export async function POST(request: Request): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  const body = await readJson(request)
  if (body instanceof Response) return body
  return saveResponse(await createProduct(body, user), true)
}
