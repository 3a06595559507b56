import { SLUG_PATTERN } from '@/lib/catalogue/file-format'
import { jsonError } from '@/server/http'
import { checkSlug } from '@/server/catalogue/editor/products'
import { positiveInt } from '@/server/catalogue/editor/http'
import { requireStaffApi } from '@/server/staff/auth'

/** GET /api/admin/products/slug?slug=…[&id=…]: whether the slug is free (checked as the editor types). */
export async function GET(request: Request): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const params = new URL(request.url).searchParams
  const slug = params.get('slug') ?? ''
  if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return jsonError(400, 'expected a lowercase slug like "r12-rover"')
  const id = params.get('id')
  const except = id === null ? undefined : positiveInt(id)
  if (id !== null && except === undefined) return jsonError(400, 'id must be a product id')
  return Response.json(await checkSlug(slug, except), { headers: { 'Cache-Control': 'no-store' } })
}
