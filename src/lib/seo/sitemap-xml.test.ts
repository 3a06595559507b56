import { describe, expect, it } from 'vitest'

import {
  newestChange,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
  type SitemapUrl,
} from './sitemap-xml'

describe('sitemap files', () => {
  it('write one URL per entry with its language alternates, escaped', () => {
    const xml = urlsetXml([
      {
        url: 'https://example.af/product/a&b',
        lastModified: new Date('2026-12-01T00:00:00Z'),
        changeFrequency: 'monthly',
        priority: 0.7,
        alternates: { 'en-AF': 'https://example.af/product/a&b', 'fa-AF': 'https://example.af/fa/product/a&b' },
      },
    ])
    expect(xml).toContain('<loc>https://example.af/product/a&amp;b</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fa-AF" href="https://example.af/fa/product/a&amp;b" />',
    )
    expect(xml).toContain('<lastmod>2026-12-01T00:00:00.000Z</lastmod>')
    expect(xml).toMatch(/<changefreq>monthly<\/changefreq>\n<priority>0.7<\/priority>\n<\/url>\n<\/urlset>/)
  })

  it('past 50,000 URLs become parts of at most 50,000, named by an index with their newest change', () => {
    const urls: SitemapUrl[] = Array.from({ length: 60_000 }, (_, i) => ({
      url: `https://example.af/product/p${i}`,
      lastModified: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
    }))
    const parts = sitemapParts(urls)
    expect(parts.map((p) => p.length)).toEqual([SITEMAP_MAX_URLS, 10_000])
    expect(parts.flat()).toEqual(urls)
    expect(sitemapParts(urls.slice(0, SITEMAP_MAX_URLS))).toHaveLength(1)
    expect(sitemapParts([])).toEqual([[]])
    const index = sitemapIndexXml(
      parts.map((p, i) => ({ url: `https://example.af/sitemaps/${i + 1}.xml`, lastModified: newestChange(p) })),
    )
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.af/sitemaps/1.xml',
      'https://example.af/sitemaps/2.xml',
    ])
    expect(index).toContain('<lastmod>2026-10-27T00:00:00.000Z</lastmod>')
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /)
  })
})
