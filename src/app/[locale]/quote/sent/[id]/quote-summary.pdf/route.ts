import { formatPrice } from '@/lib/format'
import { markdownCell, markdownParagraph } from '@/lib/markdown-text'
import { getProductBySlug } from '@/server/catalogue'
import { companyDetails } from '@/server/documents-company'
import { renderMarkdownDocument } from '@/server/documents'
import { getQuoteRequest, type QuoteRequest } from '@/server/quote'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { routeLocale } from '../../../../_lib/route-locale'

export const dynamic = 'force-dynamic'

/** The PDF summary of a sent quote request (issue 14), typeset by the documents module like every site PDF. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
): Promise<Response> {
  const { id } = await params
  const locale = await routeLocale(params)
  if (!locale) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const { quotePdf } = messages(locale)
  const request = await getQuoteRequest(id)
  if (!request) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const body = await renderMarkdownDocument({
    title: quotePdf.title,
    subtitle: request.reference,
    productName: `${quotePdf.title} ${request.reference}`,
    markdown: await quoteMarkdown(request, locale),
    company: companyDetails(),
    issued: request.createdAt,
  })
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

async function quoteMarkdown(request: QuoteRequest, locale: Locale): Promise<string> {
  const { quotePdf } = messages(locale)
  const rows: string[] = []
  for (const item of request.items) {
    // Today's catalogue price, for orientation only (the quotation confirms it).
    const price = (await getProductBySlug(item.slug))?.price
    const unit = price === null || price === undefined ? '-' : formatPrice(price, locale)
    rows.push(`| ${markdownCell(item.name)} | ${formatNumber(item.quantity, locale)} | ${unit} |`)
  }
  const who = [request.name, request.company, request.email, request.phone].filter(Boolean).map((v) => markdownCell(v!))
  return [
    `**${quotePdf.reference}:** ${request.reference}  `,
    `**${quotePdf.received}:** ${request.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC  `,
    `**${quotePdf.requestedBy}:** ${who.join(', ')}`,
    '',
    `## ${quotePdf.items}`,
    '',
    `| ${quotePdf.items} | ${quotePdf.quantity} | ${quotePdf.unitPrice} |`,
    '|---|---|---|',
    ...rows,
    '',
    `## ${quotePdf.note}`,
    '',
    markdownParagraph(request.message),
    '',
    `*${quotePdf.footer}*`,
  ].join('\n')
}
