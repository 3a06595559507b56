import { clientAddress } from '@/server/http/client-address'
import { requestNow } from '@/server/page/request-now'
import { statusLinkLimiter } from '@/server/service/status-link'
import { statusDocument } from '@/server/service/status-view'
import { pdfResponse, privateMiss } from '@/server/service/status-pdf'

export const dynamic = 'force-dynamic'

/** `quotation-{id}.pdf` or `certificate-{id}.pdf` of the token's request (src/server/service/status-view.ts). */
const FILE = /^(quotation|certificate)-(\d{1,9})\.pdf$/

export async function GET(
  request: Request,
  { params }: { params: Promise<{ token: string; file: string }> },
): Promise<Response> {
  const { token, file } = await params
  const match = FILE.exec(file)
  if (!match) return privateMiss(404)
  const taken = await statusLinkLimiter.take(clientAddress(request.headers))
  if (!taken.ok) return privateMiss(429, taken.retryAfterSeconds)
  const found = await statusDocument(
    token,
    match[1] as 'quotation' | 'certificate',
    Number(match[2]),
    await requestNow(),
  )
  return found ? pdfResponse(found.name, found.pdf) : privateMiss(404)
}
