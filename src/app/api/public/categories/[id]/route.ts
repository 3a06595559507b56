import { getCategoryById } from '@/server/catalogue'
import { parseIdSegment, rejectQuery } from '@/server/api-params'
import { apiHandler, jsonError, jsonOk, readOnlyMethods } from '@/server/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  rejectQuery(request)
  const id = parseIdSegment((await params).id)
  const category = await getCategoryById(id)
  return category ? jsonOk({ category }) : jsonError(404, `Category ${id} not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
