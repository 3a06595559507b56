import { categoryListQuerySchema } from '@/server/http/api-params'
import { listCategories } from '@/server/catalogue'
import { apiHandler, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

export const GET = apiHandler(async (request) =>
  jsonOk({ categories: await listCategories(parseQuery(request, categoryListQuerySchema)) }),
)
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
