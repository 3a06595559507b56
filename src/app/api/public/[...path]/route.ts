import { jsonError } from '@/server/http/http'

/** Any other path under the public API: a JSON 404 rather than the HTML not-found page. */
const notFound = async (request: Request) =>
  jsonError(404, `No such endpoint: ${new URL(request.url).pathname}. See docs/public-api.md.`)

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
