import { getCategoryTree } from '@/server/catalogue'
import { rejectQuery } from '@/server/api-params'
import { apiHandler, jsonOk, readOnlyMethods } from '@/server/http'

export const GET = apiHandler(async (request) => {
  rejectQuery(request)
  return jsonOk({ categories: await getCategoryTree() })
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
