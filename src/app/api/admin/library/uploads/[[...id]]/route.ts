import { crossSite } from '@/server/catalogue/editor/http'
import { libraryTusServer, UPLOADER_HEADER } from '@/server/library/uploads'
import { requireStaffApi, type StaffUser } from '@/server/staff/auth'

/**
 * The support library's resumable uploads (tus 1.0: docs/decisions/090-resumable-uploads.md): POST creates an upload,
 * HEAD says how much of it arrived, PATCH sends more, DELETE abandons it. Route handlers are the panel's way for file
 * transfer (docs/decisions/042-one-way-to-build-a-staff-screen.md); each request checks the session and the origin
 * here, then tus's own server answers it.
 */
async function handle(request: Request, user: StaffUser): Promise<Response> {
  if (request.method !== 'HEAD' && request.method !== 'GET') {
    const refused = crossSite(request)
    if (refused) return refused
  }
  const headers = new Headers(request.headers)
  headers.set(UPLOADER_HEADER, String(user.id))
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body: request.method === 'PATCH' ? request.body : null,
    signal: request.signal,
    // A streamed body: the bytes go on to the store as they arrive.
    ...(request.method === 'PATCH' ? { duplex: 'half' } : {}),
  } as RequestInit)
  const answer = await libraryTusServer().handleWeb(forwarded)
  answer.headers.set('Cache-Control', 'no-store')
  return answer
}

// Each method checks the caller itself, first (src/app/admin/access.test.ts reads every exported handler for it).
export async function POST(request: Request) {
  const user = await requireStaffApi('library')
  return user instanceof Response ? user : handle(request, user)
}
export async function HEAD(request: Request) {
  const user = await requireStaffApi('library')
  return user instanceof Response ? user : handle(request, user)
}
export async function PATCH(request: Request) {
  const user = await requireStaffApi('library')
  return user instanceof Response ? user : handle(request, user)
}
export async function DELETE(request: Request) {
  const user = await requireStaffApi('library')
  return user instanceof Response ? user : handle(request, user)
}
