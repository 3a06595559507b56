import { requestNow } from '@/server/page/request-now'
import { previewQuotationPdf } from '@/server/sales/quotation-send'
import { requireStaffApi } from '@/server/staff/auth'

/**
 * GET /api/admin/quotations/{id}/preview: the quotation's PDF as it would be sent now (saved values, the signed-in
 * staff member as the sales engineer), for sales and owners. A file download, so a route handler (decision 042).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const user = await requireStaffApi('leads')
  if (user instanceof Response) return user
  const { id } = await params
  const pdf = /^\d{1,10}$/.test(id) ? await previewQuotationPdf(Number(id), user, await requestNow()) : undefined
  if (!pdf) return Response.json({ error: 'No such quotation.' }, { status: 404 })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="quotation-preview-${id}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
