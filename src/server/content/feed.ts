import 'server-only'

/**
 * The news feed of one language as Atom 1.0 (RFC 4287): what feed readers and news aggregators poll
 * (docs/decisions/044-site-content-in-the-database.md). Built from the same articles the listing shows at this moment,
 * so a scheduled item enters the feed at its time. Atom rather than RSS 2.0 because it names the language, the update
 * times and each entry's identity without extensions.
 */
import { localeInfo, localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { KABUL_OFFSET_MS } from '@/lib/content/schedule'
import type { Article } from './news'

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
// Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks).
export const xmlText = (text: string) =>
  escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''))

/** Midnight of a publication date in Afghanistan time, as an RFC 3339 timestamp. */
function publishedAt(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - KABUL_OFFSET_MS).toISOString()
}

export function atomFeed({
  articles,
  locale,
  siteUrl,
  title,
  subtitle,
  typeLabels,
}: {
  articles: readonly Article[]
  locale: Locale
  siteUrl: string
  title: string
  subtitle: string
  typeLabels: Readonly<Record<Article['type'], string>>
}): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const at = (path: string) => `${origin}${localizeHref(path, locale)}`
  const updated = articles.reduce(
    (latest, article) => (article.updatedAt.getTime() > latest ? article.updatedAt.getTime() : latest),
    0,
  )
  const entries = articles.map((article) => {
    const url = at(article.link)
    const modified = new Date(Math.max(article.updatedAt.getTime(), Date.parse(publishedAt(article.date))))
    return [
      '  <entry>',
      `    <title>${xmlText(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <id>${xmlText(url)}</id>`,
      `    <published>${publishedAt(article.date)}</published>`,
      `    <updated>${modified.toISOString()}</updated>`,
      article.author ? `    <author><name>${xmlText(article.author)}</name></author>` : '',
      `    <category term="${article.type}" label="${xmlText(typeLabels[article.type])}"/>`,
      `    <summary xml:lang="${localeInfo[article.lang].lang}">${xmlText(article.description)}</summary>`,
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeInfo[locale].lang}">`,
    `  <title>${xmlText(title)}</title>`,
    `  <subtitle>${xmlText(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(at(`${routes.news}/feed`))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(at(routes.news))}"/>`,
    `  <id>${xmlText(at(routes.news))}</id>`,
    `  <updated>${new Date(updated || Date.now()).toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
