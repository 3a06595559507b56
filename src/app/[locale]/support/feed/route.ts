import { jsonError } from '@/server/http/http'
import { atomResponse, libraryFeed } from '@/server/library/feed'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { routeLocale } from '../../_lib/route-locale'

// Read per request (docs/design.md, platform fact "No database in next build").
export const dynamic = 'force-dynamic'

/** The whole support library's feed (Atom) in the page's language: /support/feed, /fa/support/feed, /ps/…. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> } = { params: Promise.resolve({ locale: 'en' }) },
): Promise<Response> {
  const locale = await routeLocale(params)
  if (!locale) return jsonError(404, 'Not found.')
  const site = getSiteConfig()
  const body = await libraryFeed(locale, site.url, site.name, await requestNow())
  return atomResponse(body!)
}
