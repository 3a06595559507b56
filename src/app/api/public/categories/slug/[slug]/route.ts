import { getCategoryBySlug } from '@/server/catalogue'
import { parseSlugSegment, localeQuerySchema } from '@/server/http/api-params'
import { apiHandler, jsonError, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ slug: string }> }) => {
  const { locale } = parseQuery(request, localeQuerySchema)
  const slug = parseSlugSegment((await params).slug)
  const category = await getCategoryBySlug(slug, locale)
  return category ? jsonOk({ category }) : jsonError(404, `Category "${slug}" not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
