import { jsonError } from '@/server/http/http'
import { atomResponse, libraryFeed } from '@/server/library/feed'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { routeLocale } from '../../../_lib/route-locale'

export const dynamic = 'force-dynamic'

/** One product's releases and advisories (Atom): /support/feed/{slug}, in the page's language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await routeLocale(params)
  if (!locale) return jsonError(404, 'Not found.')
  const site = getSiteConfig()
  const body = await libraryFeed(locale, site.url, site.name, await requestNow(), (await params).slug)
  return body ? atomResponse(body) : jsonError(404, 'No such product.')
}
