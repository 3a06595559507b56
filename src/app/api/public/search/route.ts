import { searchQuerySchema } from '@/server/http/api-params'
import { searchSite, type SearchHit } from '@/server/catalogue'
import { apiHandler, jsonOk, parseQuery, readOnlyMethods } from '@/server/http/http'

const DEFAULT_LIMIT = 20

/** Site search (docs/public-api.md "GET /search"): the same index and ranking as the /search page. */
export const GET = apiHandler(async (request) => {
  const { q, type, limit = DEFAULT_LIMIT, locale } = parseQuery(request, searchQuerySchema)
  // A type filter looks through every hit, then cuts: the count is of that type only.
  const result = await searchSite(q, { limit: type ? Number.MAX_SAFE_INTEGER : limit, locale })
  const hits = type ? result.hits.filter((h) => h.kind === type) : result.hits
  return jsonOk({
    query: result.query,
    total: type ? hits.length : result.total,
    limit,
    results: hits.slice(0, limit).map(toApiResult),
  })
})
export const { POST, PUT, PATCH, DELETE } = readOnlyMethods

function toApiResult(hit: SearchHit) {
  return {
    type: hit.kind,
    id: hit.id,
    slug: hit.slug,
    title: hit.title,
    summary: hit.summary,
    url: hit.url,
    score: hit.score,
    ...(hit.fallback ? { fallback: hit.fallback } : {}),
  }
}
