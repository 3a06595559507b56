import { describe, expect, it } from 'vitest'

import { campaignOf, deviceOf, normaliseQuery, pageOf, referrerHost, siteDay } from './classify.mjs'

describe('the figures classify a request', () => {
  it.each([
    ['/', { pageKind: 'home', subject: null, path: '/', locale: 'en' }],
    ['/fa', { pageKind: 'home', subject: null, path: '/', locale: 'fa' }],
    [
      '/ps/product/k8-gnss-module',
      { pageKind: 'product', subject: 'k8-gnss-module', path: '/product/k8-gnss-module', locale: 'ps' },
    ],
    [
      '/products/category/gnss-receivers',
      { pageKind: 'category', subject: 'gnss-receivers', path: '/products/category/gnss-receivers', locale: 'en' },
    ],
    ['/news/a-story', { pageKind: 'article', subject: 'a-story', path: '/news/a-story', locale: 'en' }],
    ['/support/releases/12', { pageKind: 'release', subject: '12', path: '/support/releases/12', locale: 'en' }],
    ['/privacy', { pageKind: 'privacy', subject: null, path: '/privacy', locale: 'en' }],
    [
      '/fa/support/products/k8-gnss-module',
      {
        pageKind: 'product-support',
        subject: 'k8-gnss-module',
        path: '/support/products/k8-gnss-module',
        locale: 'fa',
      },
    ],
  ])('%s is a public page', (path, expected) => {
    expect(pageOf(path)).toEqual(expected)
  })

  it('never keeps the secret of a private link: the route is recorded instead', () => {
    expect(pageOf('/service/status/s3cr3t-token-abc')?.path).toBe('/service/status/[token]')
    expect(pageOf('/fa/service/certificates/CODE123')).toMatchObject({
      path: '/service/certificates/[code]',
      locale: 'fa',
    })
    expect(pageOf('/quote/sent/5b1c')?.path).toBe('/quote/sent/[id]')
  })

  it.each([
    '/admin',
    '/admin/figures',
    '/api/public/products',
    '/_next/static/x.js',
    '/images/a.avif',
    '/nothing/here',
  ])('%s is not a public page', (path) => expect(pageOf(path)).toBeNull())

  it('gives a coarse device class, never the user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Mobile Safari/537.36')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Safari/537.36')).toBe('tablet')
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe(
      'desktop',
    )
    expect(deviceOf('')).toBe('other')
  })

  it("keeps another site's host as the referrer, and drops this site's own", () => {
    expect(referrerHost('https://www.Google.com/search?q=x', 'meridiangeo.af')).toBe('google.com')
    expect(referrerHost('https://meridiangeo.af/products', 'meridiangeo.af')).toBeNull()
    expect(referrerHost('http://127.0.0.1:3000/', '127.0.0.1:3000')).toBeNull()
    expect(referrerHost('not a url', 'x')).toBeNull()
  })

  it('reads the campaign of a landing page, trimmed and in lower case', () => {
    expect(campaignOf('utm_source=Newsletter&utm_medium=email&utm_campaign=%20Spring-2027%20')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-2027',
    })
    expect(campaignOf('q=rtk')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null })
  })

  it('normalises a search and counts days in Afghanistan time (UTC+4:30)', () => {
    expect(normaliseQuery('  Laser   SCANNER ')).toBe('laser scanner')
    expect(siteDay(Date.parse('2026-12-05T19:29:59Z'))).toBe('2026-12-05')
    expect(siteDay(Date.parse('2026-12-05T19:30:00Z'))).toBe('2026-12-06')
  })

  it('gives the right day for instants asked in any order (it remembers the last day it computed)', () => {
    const midnight = Date.parse('2026-12-05T19:30:00Z')
    const asked = [midnight - 1, midnight, midnight - 1, midnight + 86_399_999, midnight + 86_400_000, 0, midnight]
    expect(asked.map((at) => siteDay(at))).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '1970-01-01',
      '2026-12-06',
    ])
  })
})
