/** A sitemap file: XML, kept by crawlers and caches for five minutes (a staff change shows after that at most). */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
