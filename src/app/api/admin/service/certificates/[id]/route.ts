import { certificatePdf } from '@/server/service/certificates'
import { requireStaffApi } from '@/server/staff/auth'

/**
 * GET /api/admin/service/certificates/{id}: a calibration certificate's PDF as issued (the bytes its SHA-256 was
 * taken of, decision 102), for the service desk.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('service')
  if (user instanceof Response) return user
  const { id } = await params
  const found = /^\d{1,10}$/.test(id) ? await certificatePdf(Number(id)) : undefined
  if (!found) return Response.json({ error: 'No such certificate.' }, { status: 404 })
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${found.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
