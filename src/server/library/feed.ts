import 'server-only'

import { messages } from '@/content/messages'
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import { productHref, releaseHref, routes, supportFeedHref } from '@/lib/routes'
import { getSnapshot, viewOf } from '@/server/catalogue/snapshot'
import { xmlText } from '@/server/content/feed'
import { getLibrary } from './snapshot'
import { advisoryView, covers, isOpen, newestFirst, releaseView } from './views'

/** How many entries a feed carries (the newest). */
const FEED_SIZE = 40

/**
 * The support library's Atom feeds (RFC 4287), the whole library's or one product's, in one language
 * (docs/support-library.md): each published release and each open advisory an entry, newest first, by the time it was
 * published or last changed. Undefined for a product the catalogue does not show.
 */
export async function libraryFeed(
  locale: Locale,
  siteUrl: string,
  siteName: string,
  now: Date,
  slug?: string,
): Promise<string | undefined> {
  const [library, catalogue] = await Promise.all([getLibrary(), getSnapshot()])
  const view = viewOf(catalogue, locale)
  const product = slug === undefined ? undefined : view.products.find((p) => p.slug === slug)
  if (slug !== undefined && !product) return undefined
  const about = (targets: Parameters<typeof covers>[0]) =>
    !product || covers(targets, { id: product.id, categoryId: product.category_id }, catalogue)
  const copy = messages(locale).supportLibrary
  const origin = siteUrl.replace(/\/+$/, '')
  const at = (path: string) => `${origin}${localizeHref(path, locale)}`
  const lang = (l: Locale) => localeInfo[l].lang

  const releases = [...library.releases.values()]
    .filter((r) => about(r.targets))
    .sort(newestFirst)
    .map((r) => {
      const v = releaseView(r, locale)
      const url = at(releaseHref(r.id))
      return {
        updated: v.updatedAt,
        xml: [
          '  <entry>',
          `    <title xml:lang="${lang(v.title.lang)}">${xmlText(`${v.title.value} ${v.version}`)}</title>`,
          `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
          `    <id>${xmlText(url)}</id>`,
          `    <published>${v.publishedAt.toISOString()}</published>`,
          `    <updated>${v.updatedAt.toISOString()}</updated>`,
          `    <category term="${v.kind}" label="${xmlText(copy.kinds[v.kind])}"/>`,
          `    <summary>${xmlText(`${copy.kinds[v.kind]} · ${copy.statuses[v.status]} · ${v.releaseDate}`)}</summary>`,
          '  </entry>',
        ].join('\n'),
      }
    })
  const advisories = [...library.advisories.values()]
    .filter((a) => isOpen(a, now) && about(a.targets))
    .map((a) => {
      const v = advisoryView(a, locale)
      const url = `${at(slug ? productHref(slug) : routes.support)}#advisory-${v.id}`
      return {
        updated: v.updatedAt,
        xml: [
          '  <entry>',
          `    <title xml:lang="${lang(v.title.lang)}">` +
            `${xmlText(`${copy.severities[v.severity]}: ${v.title.value}`)}</title>`,
          `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
          `    <id>${xmlText(`${at(routes.support)}#advisory-${v.id}`)}</id>`,
          `    <published>${v.publishedAt.toISOString()}</published>`,
          `    <updated>${v.updatedAt.toISOString()}</updated>`,
          `    <category term="advisory-${v.severity}" label="${xmlText(copy.severities[v.severity])}"/>`,
          `    <summary xml:lang="${lang(v.body.lang)}">${xmlText(v.body.value)}</summary>`,
          '  </entry>',
        ].join('\n'),
      }
    })
  const entries = [...advisories, ...releases]
    .sort((a, b) => b.updated.getTime() - a.updated.getTime())
    .slice(0, FEED_SIZE)
  const updated = entries.reduce((latest, e) => Math.max(latest, e.updated.getTime()), 0)
  const self = at(supportFeedHref(slug))
  const page = at(product ? productHref(product.slug) : routes.support)
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang(locale)}">`,
    `  <title>${xmlText(product ? copy.feed.productTitle(product.name) : copy.feed.title(siteName))}</title>`,
    `  <subtitle>${xmlText(copy.feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(page)}"/>`,
    `  <id>${xmlText(self)}</id>`,
    `  <updated>${new Date(updated || now.getTime()).toISOString()}</updated>`,
    ...entries.map((e) => e.xml),
    '</feed>',
    '',
  ].join('\n')
}

/** A feed as the answer: cached five minutes by readers and shared caches, never sniffed. */
export function atomResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
