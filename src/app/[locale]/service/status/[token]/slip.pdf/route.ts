import { clientAddress } from '@/server/http/client-address'
import { requestNow } from '@/server/page/request-now'
import { statusLinkLimiter } from '@/server/service/status-link'
import { statusSlip } from '@/server/service/status-view'
import { pdfResponse, privateMiss } from '@/server/service/status-pdf'
import { routeLocale } from '../../../../_lib/route-locale'

export const dynamic = 'force-dynamic'

/** The drop-off slip of a request, in the page's language, its QR code the status link (docs/service-desk.md). */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; token: string }> },
): Promise<Response> {
  const locale = await routeLocale(params)
  const { token } = await params
  if (!locale) return privateMiss(404)
  const taken = await statusLinkLimiter.take(clientAddress(request.headers))
  if (!taken.ok) return privateMiss(429, taken.retryAfterSeconds)
  const slip = await statusSlip(token, locale, await requestNow())
  return slip ? pdfResponse(`${slip.number}.pdf`, slip.pdf) : privateMiss(404)
}
