import { getProductById } from '@/server/catalogue'
import { parseIdSegment, rejectQuery } from '@/server/api-params'
import { apiHandler, jsonError, jsonOk, readOnlyMethods } from '@/server/http'

export const GET = apiHandler(async (request, { params }: { params: Promise<{ id: string }> }) => {
  rejectQuery(request)
  const id = parseIdSegment((await params).id)
  const product = await getProductById(id)
  return product ? jsonOk({ product }) : jsonError(404, `Product ${id} not found`)
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
