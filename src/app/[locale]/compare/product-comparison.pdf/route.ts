import { parseCompareList } from '@/lib/compare/list'
import type { Product } from '@/lib/catalogue/types'
import { getProductBySlug } from '@/server/catalogue'
import { companyDetails } from '@/server/documents-company'
import { renderMarkdownDocument } from '@/server/documents'
import { jsonError } from '@/server/http'
import { comparisonMarkdown } from './compare-markdown'
import { messages } from '@/content/messages'
import { routeLocale } from '../../_lib/route-locale'

export const dynamic = 'force-dynamic'

/**
 * The comparison as a PDF (issue 14): the same aligned table as /compare (`?products=a,b,c`, `&show=differences`),
 * typeset by the documents module. The products are the query's, so the link can be shared like the page.
 */
export async function GET(
  request: Request,
  { params: segment }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const locale = await routeLocale(segment)
  if (!locale) return jsonError(404, 'Not found.')
  const { comparePdf } = messages(locale)
  const params = new URL(request.url).searchParams
  const products: Product[] = []
  for (const slug of parseCompareList(params.getAll('products'))) {
    const product = await getProductBySlug(slug /* locale */)
    if (product) products.push(product)
  }
  if (products.length === 0) return jsonError(404, 'No products to compare: give ?products=slug-a,slug-b.')
  const body = await renderMarkdownDocument({
    title: comparePdf.title,
    subtitle: comparePdf.subtitle(products.length),
    productName: products.map((p) => p.name).join(' · '),
    markdown: comparisonMarkdown(products, params.get('show') === 'differences', locale),
    company: companyDetails(),
    issued: new Date(Math.max(...products.map((p) => Date.parse(p.updated_at)))),
  })
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${comparePdf.fileName}"`,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
