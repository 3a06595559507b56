import { requestNow } from '@/server/page/request-now'
import { handleServiceRequestPost } from '@/server/service/request-http'

/** POST /api/service/requests: the service request form's multipart post (src/server/service/request-http.ts). */
export async function POST(request: Request): Promise<Response> {
  return handleServiceRequestPost(request, await requestNow())
}
