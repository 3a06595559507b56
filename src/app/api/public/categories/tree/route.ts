import { getCategoryTree } from '@/server/catalogue'
import { localeQuerySchema } from '@/server/http/api-params'
import { apiHandler, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

export const GET = apiHandler(async (request) => {
  const { locale } = parseQuery(request, localeQuerySchema)
  return jsonOk({ categories: await getCategoryTree(locale) })
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods
