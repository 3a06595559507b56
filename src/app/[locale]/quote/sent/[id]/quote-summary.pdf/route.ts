import { getProductBySlug } from '@/server/catalogue'
import { companyDetails } from '@/server/documents/company'
import { renderQuoteSummaryPdf } from '@/server/documents/site-pdfs'
import { getQuoteRequest } from '@/server/quote/quote-list'
import { routeLocale } from '../../../../_lib/route-locale'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * The PDF summary of a sent quote request (decision 030), typeset by the documents module like every site PDF, in the
 * page's language (decision 032).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
): Promise<Response> {
  const { id } = await params
  const locale = await routeLocale(params)
  if (!locale) return notFound()
  const request = await getQuoteRequest(id)
  if (!request) return notFound()
  // Today's catalogue price of each item, for orientation only (the quotation confirms it).
  const unitPrices = new Map<string, number | null>()
  for (const item of request.items) unitPrices.set(item.slug, (await getProductBySlug(item.slug))?.price ?? null)
  const body = await renderQuoteSummaryPdf({ request, unitPrices, company: await companyDetails(locale), locale })
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="quote-request-${request.reference}.pdf"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
