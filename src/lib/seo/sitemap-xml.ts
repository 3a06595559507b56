/**
 * Sitemap files (sitemaps.org protocol 0.9): a `urlset` of at most SITEMAP_MAX_URLS URLs, and past that a sitemap
 * index naming one file per part. Each URL names its language alternates (hreflang), as search engines ask of a
 * multilingual site (docs/decisions/032-locales.md).
 */

/** The protocol's limit of URLs in one file (it also caps a file at 50 MB uncompressed). */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapUrl {
  url: string
  lastModified?: Date
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'
  priority?: number
  /** hreflang → URL, the entry's own language included. */
  alternates?: Record<string, string>
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** One `urlset` file of these URLs. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const u of urls) {
    lines.push('<url>', `<loc>${escapeXml(u.url)}</loc>`)
    for (const [lang, href] of Object.entries(u.alternates ?? {}))
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />`)
    if (u.lastModified) lines.push(`<lastmod>${u.lastModified.toISOString()}</lastmod>`)
    if (u.changeFrequency) lines.push(`<changefreq>${u.changeFrequency}</changefreq>`)
    if (u.priority !== undefined) lines.push(`<priority>${u.priority}</priority>`)
    lines.push('</url>')
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

/** A sitemap index naming each part's file, with the newest change among its URLs. */
export function sitemapIndexXml(parts: readonly { url: string; lastModified?: Date }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ]
  for (const part of parts) {
    lines.push('<sitemap>', `<loc>${escapeXml(part.url)}</loc>`)
    if (part.lastModified) lines.push(`<lastmod>${part.lastModified.toISOString()}</lastmod>`)
    lines.push('</sitemap>')
  }
  lines.push('</sitemapindex>', '')
  return lines.join('\n')
}

/** The URLs cut into parts of at most `max` (in order: a URL keeps its part while the catalogue keeps its order). */
export function sitemapParts<T>(urls: readonly T[], max = SITEMAP_MAX_URLS): T[][] {
  const parts: T[][] = []
  for (let i = 0; i < urls.length; i += max) parts.push(urls.slice(i, i + max))
  return parts.length ? parts : [[]]
}

/** The newest lastModified among these URLs, if any has one. */
export function newestChange(urls: readonly SitemapUrl[]): Date | undefined {
  let newest: Date | undefined
  for (const u of urls) if (u.lastModified && (!newest || u.lastModified > newest)) newest = u.lastModified
  return newest
}
