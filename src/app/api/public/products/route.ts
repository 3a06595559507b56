import { productListQuerySchema } from '@/server/http/api-params'
import { listProducts } from '@/server/catalogue'
import { apiHandler, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

export const GET = apiHandler(async (request) =>
  jsonOk(await listProducts(parseQuery(request, productListQuerySchema))),
)
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
