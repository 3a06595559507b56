import { describe, expect, it } from 'vitest'

import { offlineCopy as faOffline } from '@/content/fa/offline'
import { offlineCopy } from '@/content/offline'
import { offlineCopy as psOffline } from '@/content/ps/offline'
import {
  buildAssetUrls,
  formatSavedAt,
  isPrivatePath,
  offlinePageHtml,
  pageTitle,
  pathLocale,
  withSavedCopyNotice,
} from './pages'

const page =
  '<!DOCTYPE html><html lang="en"><head><title>K8 GNSS Module | Meridian &amp; Co</title>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a1.css" data-precedence="next"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"/>' +
  '<script src="/_next/static/chunks/b2.js" async=""></script><script src="/_next/static/chunks/b2.js"></script>' +
  '<img src="/uploads/images/k8-320.webp"/></head><body class="min-h-dvh"><a href="#main">Skip</a></body></html>'

describe('service worker page helpers', () => {
  it('finds every build file a page loads, once each, and nothing else', () => {
    expect(buildAssetUrls(page)).toEqual([
      '/_next/static/chunks/a1.css',
      '/_next/static/media/inter.woff2',
      '/_next/static/chunks/b2.js',
    ])
    expect(buildAssetUrls('<script src="/_next/static/chunks/x.js?dpl=a&amp;b=1"></script>')).toEqual([
      '/_next/static/chunks/x.js?dpl=a&b=1',
    ])
  })

  it('reads the title, or falls back to the path', () => {
    expect(pageTitle(page, '/product/k8')).toBe('K8 GNSS Module | Meridian & Co')
    expect(pageTitle('<html><body></body></html>', '/product/k8')).toBe('/product/k8')
  })

  it('puts the notice first in <body>, escaped, and leaves the rest untouched', () => {
    const out = withSavedCopyNotice(page, '25 Nov 2026, 09:14')
    expect(out).toContain('<body class="min-h-dvh"><saved-copy-notice role="status"')
    expect(out).toContain(offlineCopy.savedCopy('25 Nov 2026, 09:14'))
    expect(out.replace(/<saved-copy-notice[\s\S]*<\/saved-copy-notice>/, '')).toBe(page)
    expect(withSavedCopyNotice(page, '<b>')).toContain('&#60;b&#62;')
  })

  it('formats the saved time as day, month, year and time', () => {
    expect(formatSavedAt(Date.UTC(2026, 10, 25, 9, 14), 'en')).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}$/)
    // Dari and Pashto: the Solar Hijri calendar in the locale's own digits (decision 032).
    expect(formatSavedAt(Date.UTC(2026, 10, 25, 9, 14), 'fa')).toMatch(/۱۴۰۵/)
  })

  it('speaks the language of the page it stands in for', () => {
    expect(pathLocale('/ps/products')).toBe('ps')
    expect(pathLocale('/products')).toBe('en')
    const html = offlinePageHtml({ stylesheets: [], saved: [], retryPath: '/fa/contact', locale: 'fa' })
    expect(html).toContain('<html lang="fa-AF" dir="rtl">')
    expect(html).toContain(faOffline.page.title)
    expect(html).toContain('href="/fa"')
    expect(withSavedCopyNotice('<html><body><p>x</p></body></html>', 'دیروز', 'ps')).toContain(
      psOffline.savedCopy('دیروز'),
    )
  })

  it('never treats staff pages or the non-public API as cacheable', () => {
    for (const p of ['/admin', '/admin/login', '/admin/products/1', '/api/admin/leads/export', '/api/contact'])
      expect(isPrivatePath(p)).toBe(true)
    for (const p of ['/', '/administration-guide', '/api/public/products', '/product/k8-gnss-module'])
      expect(isPrivatePath(p)).toBe(false)
  })

  it('lists saved pages on the offline page with escaped titles and links, and says so when none are saved', () => {
    const html = offlinePageHtml({
      stylesheets: ['/_next/static/chunks/a1.css'],
      saved: [{ url: '/product/k8?tab="x"', title: 'K8 <GNSS>', savedAt: '25 Nov 2026, 09:14' }],
      retryPath: '/about',
    })
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a1.css">')
    expect(html).toContain('href="/product/k8?tab=&#34;x&#34;">K8 &#60;GNSS&#62;</a>')
    expect(html).toContain(offlineCopy.page.savedAt('25 Nov 2026, 09:14'))
    expect(html).toContain(`href="/about">${offlineCopy.page.retry}</a>`)
    expect(html).not.toContain('<script')
    const empty = offlinePageHtml({ stylesheets: [], saved: [], retryPath: '/' })
    expect(empty).toContain(offlineCopy.page.nothingSaved)
    expect(empty).not.toContain('data-saved-pages>')
  })

  it("lists the documents kept on this device first, with their size, in the page's language", () => {
    const html = offlinePageHtml({
      stylesheets: [],
      saved: [],
      kept: [{ url: '/downloads/7/manual.pdf', title: 'Vireo G9 manual 2.1 <x>', bytes: 2_516_582, keptAt: 1 }],
      retryPath: '/fa/about',
      locale: 'fa',
    })
    expect(html).toContain(`<h2 class="mt-10 text-xl font-semibold text-navy-900">${faOffline.page.keptHeading}</h2>`)
    expect(html).toMatch(/<ul [^>]*data-kept-files><li [^>]*><a [^>]*href="\/downloads\/7\/manual\.pdf">/)
    expect(html).toContain('Vireo G9 manual 2.1 &#60;x&#62;</a>')
    expect(html).toContain(faOffline.page.keptSize('۲٫۴ MB'))
    expect(html.indexOf('data-kept-files')).toBeLessThan(html.indexOf(faOffline.page.savedHeading))
    expect(offlinePageHtml({ stylesheets: [], saved: [], retryPath: '/' })).not.toContain('data-kept-files')
  })
})
