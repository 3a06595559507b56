import { productListQuerySchema } from '@/server/api-params'
import { listProducts } from '@/server/catalogue'
import { apiHandler, jsonOk, parseQuery, readOnlyMethods } from '@/server/http'

export const GET = apiHandler(async (request) =>
  jsonOk(await listProducts(parseQuery(request, productListQuerySchema))),
)
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
