import { requestNow } from '@/server/page/request-now'
import { previewRepairQuotationPdf } from '@/server/service/repair-quotations'
import { requireStaffApi } from '@/server/staff/auth'

/**
 * GET /api/admin/service/quotations/{id}/preview: a repair quotation's PDF as it would be sent now, made out to the
 * request's customer, for the service role and owners (a lead's quotation is not found here). A file download, so a
 * route handler (decision 042).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('service')
  if (user instanceof Response) return user
  const { id } = await params
  const pdf = /^\d{1,10}$/.test(id) ? await previewRepairQuotationPdf(Number(id), user, await requestNow()) : undefined
  if (!pdf) return Response.json({ error: 'No such repair quotation.' }, { status: 404 })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="repair-quotation-preview-${id}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
