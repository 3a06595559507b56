import { newestChange, sitemapIndexXml, sitemapParts, urlsetXml } from '@/lib/seo/sitemap-xml'
import { getSiteConfig } from '@/server/page/site-config'
import { sitemapUrls } from '../_sitemap/urls'
import { sitemapResponse } from '../_sitemap/response'

// Read the catalogue per request, never at build time (docs/design.md, platform fact "No database in next build").
export const dynamic = 'force-dynamic'

/**
 * /sitemap.xml: every URL in one file while there are at most 50,000 of them; past that, an index of parts
 * (/sitemaps/1.xml, …), as the protocol asks (20,000 products in three languages are 60,000 URLs).
 */
export async function GET() {
  const parts = sitemapParts(await sitemapUrls())
  if (parts.length === 1) return sitemapResponse(urlsetXml(parts[0]!))
  const { url } = getSiteConfig()
  return sitemapResponse(
    sitemapIndexXml(
      parts.map((part, i) => ({ url: `${url}/sitemaps/${i + 1}.xml`, lastModified: newestChange(part) })),
    ),
  )
}
