import { getServicePhoto } from '@/server/service/requests'
import { readPhoto } from '@/server/service/photos'
import { requireStaffApi } from '@/server/staff/auth'

/** GET /api/admin/service/photos/{id}: a request's photo (re-encoded WebP), for the service desk only. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('service')
  if (user instanceof Response) return user
  const { id } = await params
  const photo = /^\d{1,10}$/.test(id) ? await getServicePhoto(Number(id)) : undefined
  const data = photo ? await readPhoto(photo.key) : null
  if (!data) return Response.json({ error: 'No such photo.' }, { status: 404 })
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
