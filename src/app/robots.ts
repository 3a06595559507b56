import type { MetadataRoute } from 'next'

import { getSiteConfig } from '@/server/page/site-config'

// The site URL is configuration read at run time, not frozen into the build.
export const dynamic = 'force-dynamic'

/** robots.txt (docs/design.md "Findable"): everything public may be crawled; the JSON API and staff pages may not. */
export default function robots(): MetadataRoute.Robots {
  const { url } = getSiteConfig()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] }],
    sitemap: `${url}/sitemap.xml`,
    host: url,
  }
}
