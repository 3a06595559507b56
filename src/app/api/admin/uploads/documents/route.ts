import { jsonError } from '@/server/http/http'
import { crossSite } from '@/server/catalogue/editor/http'
import {
  acceptDocumentUpload,
  MAX_DOCUMENT_BYTES,
  readLimitedBody,
  UploadRejected,
} from '@/server/catalogue/editor/uploads'
import { requireStaffApi } from '@/server/staff/auth'
import { notStoredMessage, StorageUnavailable } from '@/server/storage'

/** POST /api/admin/uploads/documents: a PDF as the raw body; checked to be a PDF and kept. */
export async function POST(request: Request): Promise<Response> {
  const user = await requireStaffApi('catalogue')
  if (user instanceof Response) return user
  const refused = crossSite(request)
  if (refused) return refused
  try {
    const data = await readLimitedBody(request, MAX_DOCUMENT_BYTES)
    return Response.json(await acceptDocumentUpload(data), { status: 201, headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    if (err instanceof UploadRejected) return jsonError(err.status, err.message)
    // The bucket (or disk) could not take the file: the editor shows why and keeps the form as it was.
    if (err instanceof StorageUnavailable) return jsonError(503, notStoredMessage(err))
    throw err
  }
}
