import { requestNow } from '@/server/page/request-now'
import { quotationLinkPdf } from '@/server/sales/quotation-link'
import { pageResponse, rateLimited, unavailablePage } from '@/server/sales/quotation-page'

/** /q/{token}/pdf: the quotation's PDF exactly as it was e-mailed, while the link works. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const nonce = request.headers.get('x-nonce')
  const limited = await rateLimited(request, nonce)
  if (limited) return pageResponse(limited)
  const { token } = await params
  const { state, pdf } = await quotationLinkPdf(token, await requestNow())
  if (!pdf || (state.kind !== 'open' && state.kind !== 'accepted')) return pageResponse(unavailablePage(state, nonce))
  const name = `${state.quotation.number}${state.quotation.revision > 1 ? `-rev${state.quotation.revision}` : ''}.pdf`
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}
