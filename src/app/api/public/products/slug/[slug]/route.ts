import { getProductBySlug } from '@/server/catalogue'
import { parseSlugSegment, rejectQuery } from '@/server/api-params'
import { apiHandler, jsonError, jsonOk, readOnlyMethods } from '@/server/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ slug: string }> }) => {
  rejectQuery(request)
  const slug = parseSlugSegment((await params).slug)
  const product = await getProductBySlug(slug)
  return product ? jsonOk({ product }) : jsonError(404, `Product "${slug}" not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
