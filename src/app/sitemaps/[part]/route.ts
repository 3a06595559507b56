import { sitemapParts, urlsetXml } from '@/lib/seo/sitemap-xml'
import { sitemapResponse } from '../../_sitemap/response'
import { sitemapUrls } from '../../_sitemap/urls'

export const dynamic = 'force-dynamic'

/** /sitemaps/{n}.xml: the n-th part of a sitemap past 50,000 URLs (src/app/sitemap.xml/route.ts names them). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params
  const n = /^([1-9]\d{0,4})\.xml$/.exec(part)?.[1]
  const parts = n ? sitemapParts(await sitemapUrls()) : []
  const urls = n ? parts[Number(n) - 1] : undefined
  // A single-file sitemap has no parts: /sitemap.xml is the whole of it.
  if (!urls || parts.length === 1) return new Response('No such sitemap part.\n', { status: 404, headers: TEXT })
  return sitemapResponse(urlsetXml(urls))
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' }
