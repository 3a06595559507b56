import { getCategoryById } from '@/server/catalogue'
import { parseIdSegment, localeQuerySchema } from '@/server/http/api-params'
import { apiHandler, jsonError, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  const { locale } = parseQuery(request, localeQuerySchema)
  const id = parseIdSegment((await params).id)
  const category = await getCategoryById(id, locale)
  return category ? jsonOk({ category }) : jsonError(404, `Category ${id} not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
