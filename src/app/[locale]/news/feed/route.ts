import { messages } from '@/content/messages'
import { atomFeed } from '@/server/content/feed'
import { newsArticles } from '@/server/content/news'
import { jsonError } from '@/server/http/http'
import { requestNow } from '@/server/page/request-now'
import { getSiteConfig } from '@/server/page/site-config'
import { routeLocale } from '../../_lib/route-locale'

// The articles that show at this moment, read per request (docs/design.md, platform fact "No database in next build").
export const dynamic = 'force-dynamic'

/** How many of the newest articles the feed carries. */
const FEED_SIZE = 30

/** The news feed of the page's language (Atom): /news/feed, /fa/news/feed, /ps/news/feed. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> } = { params: Promise.resolve({ locale: 'en' }) },
): Promise<Response> {
  const locale = await routeLocale(params)
  if (!locale) return jsonError(404, 'Not found.')
  const site = getSiteConfig()
  const { newsListing } = messages(locale)
  // Newest first, as readers expect, whatever the listing's upcoming-events-first order.
  const articles = (await newsArticles(locale, await requestNow()))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, FEED_SIZE)
  const body = atomFeed({
    articles,
    locale,
    siteUrl: site.url,
    title: newsListing.feed.title(site.name),
    subtitle: newsListing.feed.subtitle,
    typeLabels: newsListing.typeLabels,
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
