import { requestNow } from '@/server/page/request-now'
import { quotationLinkPdf } from '@/server/sales/quotation-link'
import { pageResponse, pdfResponse, rateLimited, unavailablePage } from '@/server/sales/quotation-page'

/** /q/{token}/pdf: the quotation's PDF exactly as it was e-mailed, while the link works. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const nonce = request.headers.get('x-nonce')
  const limited = await rateLimited(request, nonce)
  if (limited) return pageResponse(limited)
  const { token } = await params
  const { state, pdf } = await quotationLinkPdf(token, await requestNow())
  if (!pdf || (state.kind !== 'open' && state.kind !== 'accepted'))
    return pageResponse(unavailablePage(state, nonce, token))
  return pdfResponse(state.quotation, pdf)
}
