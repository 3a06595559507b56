import { STORED_SOURCE_PATTERN } from '@/lib/catalogue/editor-format'
import { jsonError } from '@/server/http/http'
import { crossSite } from '@/server/catalogue/editor/http'
import {
  acceptImageUpload,
  avifProgress,
  MAX_IMAGE_BYTES,
  readLimitedBody,
  UploadRejected,
} from '@/server/catalogue/editor/uploads'
import { requireStaffApi } from '@/server/staff/auth'
import { notStoredMessage, StorageUnavailable } from '@/server/storage'

/** Images go into products and into the site's content (covers, article bodies, page sections). */
const IMAGE_UPLOADERS = ['catalogue', 'content'] as const

/**
 * POST /api/admin/uploads/images: the image file as the raw body (not multipart: nothing to parse, and the size
 * limit applies while reading). Answers with the stored original's name and a preview rendition, or 413/415/400
 * with the reason.
 */
export async function POST(request: Request): Promise<Response> {
  const user = await requireStaffApi(IMAGE_UPLOADERS)
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  try {
    const data = await readLimitedBody(request, MAX_IMAGE_BYTES)
    const uploaded = await acceptImageUpload(data)
    return Response.json(uploaded, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    if (err instanceof UploadRejected) return jsonError(err.status, err.message)
    // The bucket (or disk) could not take the file: the editor shows why and keeps the form as it was.
    if (err instanceof StorageUnavailable) return jsonError(503, notStoredMessage(err))
    throw err
  }
}

/** GET /api/admin/uploads/images?source=…: progress of the background AVIF renditions of an upload. */
export async function GET(request: Request): Promise<Response> {
  const user = await requireStaffApi(IMAGE_UPLOADERS)
  if (user instanceof Response) return user
  const source = new URL(request.url).searchParams.get('source') ?? ''
  if (!STORED_SOURCE_PATTERN.test(source)) return jsonError(400, 'source must name an uploaded image')
  return Response.json(await avifProgress(source), { headers: { 'Cache-Control': 'no-store' } })
}
