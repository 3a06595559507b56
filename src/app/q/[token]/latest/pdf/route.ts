import { requestNow } from '@/server/page/request-now'
import { latestRevisionPdf } from '@/server/sales/quotation-link'
import { pageResponse, pdfResponse, rateLimited, unavailablePage } from '@/server/sales/quotation-page'

/** /q/{token}/latest/pdf: the newest revision's PDF as it was e-mailed with it, while the old link may show it. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const nonce = request.headers.get('x-nonce')
  const limited = await rateLimited(request, nonce)
  if (limited) return pageResponse(limited)
  const { token } = await params
  const { state, pdf } = await latestRevisionPdf(token, await requestNow())
  if (state.kind === 'latest' && pdf) return pdfResponse(state.quotation, pdf)
  if (state.kind === 'open' || state.kind === 'accepted') {
    return new Response(null, { status: 303, headers: { Location: `/q/${token}/pdf`, 'Cache-Control': 'no-store' } })
  }
  return pageResponse(unavailablePage(state.kind === 'latest' ? { kind: 'not-found' } : state, nonce, token))
}
