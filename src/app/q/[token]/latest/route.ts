import { requestNow } from '@/server/page/request-now'
import { openLatestRevision } from '@/server/sales/quotation-link'
import { latestRevisionPage, pageResponse, rateLimited, unavailablePage } from '@/server/sales/quotation-page'

/**
 * /q/{token}/latest: through a replaced revision's link, the newest revision sent of the same number, read only
 * (docs/decisions/051-quotations.md). A link that was not replaced has nothing newer: it goes to its own page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const nonce = request.headers.get('x-nonce')
  const limited = await rateLimited(request, nonce)
  if (limited) return pageResponse(limited)
  const { token } = await params
  const state = await openLatestRevision(token, await requestNow())
  if (state.kind === 'latest') return pageResponse(latestRevisionPage(state, token, nonce))
  if (state.kind === 'open' || state.kind === 'accepted') {
    return new Response(null, { status: 303, headers: { Location: `/q/${token}`, 'Cache-Control': 'no-store' } })
  }
  return pageResponse(unavailablePage(state, nonce, token))
}
