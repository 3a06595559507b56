import { getProductBySlug } from '@/server/catalogue'
import { parseSlugSegment, localeQuerySchema } from '@/server/http/api-params'
import { apiHandler, jsonError, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ slug: string }> }) => {
  const { locale } = parseQuery(request, localeQuerySchema)
  const slug = parseSlugSegment((await params).slug)
  const product = await getProductBySlug(slug, locale)
  return product ? jsonOk({ product }) : jsonError(404, `Product "${slug}" not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
