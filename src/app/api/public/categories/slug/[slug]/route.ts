import { getCategoryBySlug } from '@/server/catalogue'
import { parseSlugSegment, rejectQuery } from '@/server/api-params'
import { apiHandler, jsonError, jsonOk, readOnlyMethods } from '@/server/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ slug: string }> }) => {
  rejectQuery(request)
  const slug = parseSlugSegment((await params).slug)
  const category = await getCategoryBySlug(slug)
  return category ? jsonOk({ category }) : jsonError(404, `Category "${slug}" not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
