import { parseCompareList } from '@/lib/compare/list'
import type { Product } from '@/lib/catalogue/types'
import { messages } from '@/content/messages'
import { getProductBySlug } from '@/server/catalogue'
import { companyDetails } from '@/server/documents/company'
import { renderComparisonPdf } from '@/server/documents/site-pdfs'
import { jsonError } from '@/server/http/http'
import { routeLocale } from '../../_lib/route-locale'

export const dynamic = 'force-dynamic'

/**
 * The comparison as a PDF (decision 031), in the page's language (decision 032): the same aligned table as /compare
 * (`?products=a,b,c`, `&show=differences`), typeset by the documents module. The products are the query's, so the
 * link can be shared like the page.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const locale = await routeLocale(params)
  if (!locale) return jsonError(404, 'Not found.')
  const query = new URL(request.url).searchParams
  const products: Product[] = []
  const english: Product[] = []
  for (const slug of parseCompareList(query.getAll('products'))) {
    const product = await getProductBySlug(slug, locale)
    if (!product) continue
    products.push(product)
    english.push(locale === 'en' ? product : ((await getProductBySlug(slug, 'en')) ?? product))
  }
  if (products.length === 0) return jsonError(404, 'No products to compare: give ?products=slug-a,slug-b.')
  const body = await renderComparisonPdf({
    products,
    english,
    differences: query.get('show') === 'differences',
    company: await companyDetails(locale),
    locale,
  })
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${messages(locale).comparePdf.fileName}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
