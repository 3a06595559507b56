import { expect, test } from '@playwright/test'

import { headValue, htmlText, jsonLd } from './site-helpers'

// docs/design.md "Findable" and "Pages are server-rendered": everything below is read from the raw HTML, as a crawler
// or WhatsApp's preview bot (which runs no JavaScript) would see it.

const PAGES = [
  { path: '/', title: 'Meridian Geosystems', ld: ['Organization'] },
  { path: '/about', title: 'About Us | Meridian Geosystems', ld: ['BreadcrumbList'] },
  { path: '/solutions', title: 'Solutions | Meridian Geosystems', ld: ['BreadcrumbList'] },
  {
    path: '/solutions/surveying',
    title: 'Surveying & Mapping Solutions | Meridian Geosystems',
    ld: ['BreadcrumbList'],
  },
  { path: '/solutions/marine', title: 'Marine & Waterways Solutions | Meridian Geosystems', ld: ['BreadcrumbList'] },
  { path: '/news', title: 'News & Events | Meridian Geosystems', ld: ['BreadcrumbList'] },
  {
    path: '/news/k8-series-launch',
    title: /^K8 series: .+ \| Meridian Geosystems$/,
    ld: ['NewsArticle', 'BreadcrumbList'],
  },
  {
    path: '/news/construction-partnership',
    title: /^Paiwand .+ \| Meridian Geosystems$/,
    ld: ['NewsArticle', 'BreadcrumbList'],
  },
  {
    path: '/news/geospatial-expo-kabul-2026',
    title: /^Afghanistan Geospatial .+ \| Meridian Geosystems$/,
    ld: ['NewsArticle', 'Event', 'BreadcrumbList'],
  },
] as const

for (const { path, title, ld } of PAGES) {
  test(`${path}: own title, description, canonical, Open Graph and JSON-LD in the server HTML`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const pageTitle = htmlText(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
    if (typeof title === 'string') expect(pageTitle).toBe(title)
    else expect(pageTitle).toMatch(title)
    const description = headValue(html, 'meta', 'name', 'description')
    expect(description?.length).toBeGreaterThan(50)
    expect(headValue(html, 'link', 'rel', 'canonical')).toBe(`${baseURL}${path === '/' ? '' : path}`)
    expect(htmlText(headValue(html, 'meta', 'property', 'og:title') ?? '')).toBe(pageTitle)
    expect(headValue(html, 'meta', 'property', 'og:description')).toBe(description)
    expect(headValue(html, 'meta', 'property', 'og:url')).toBe(`${baseURL}${path === '/' ? '' : path}`)
    expect(headValue(html, 'meta', 'property', 'og:image')).toMatch(/^https?:\/\/.+\.png$/)
    expect(headValue(html, 'meta', 'property', 'og:site_name')).toBe('Meridian Geosystems')
    const types = jsonLd(html).map((item) => item['@type'])
    for (const type of ld) expect(types).toContain(type)
  })
}

test('titles and descriptions differ from page to page', async ({ request }) => {
  const seen = new Map<string, string>()
  for (const { path } of PAGES) {
    const html = await (await request.get(path)).text()
    const description = headValue(html, 'meta', 'name', 'description')!
    expect(seen.has(description), `${path} repeats the description of ${seen.get(description)}`).toBe(false)
    seen.set(description, path)
  }
})

test('home: every section, text and link is in the HTML before any script runs', async ({ request }) => {
  const raw = await (await request.get('/')).text()
  const html = htmlText(raw)
  for (const text of [
    'Centimeter positioning for every field crew',
    'Capture sites as measured point clouds',
    'K8 GNSS module: multi-band RTK for your own products',
    'Featured Products',
    'Professional Solutions',
    'Industries We Serve',
    'News & Events',
    'View All News & Events',
    'Why Choose Meridian Geosystems',
    '500+',
    '50+',
    '99.9%',
    '24/7',
  ]) {
    expect(html, text).toContain(text)
  }
  for (const industry of ['construction', 'agriculture', 'transportation', 'aviation', 'marine', 'surveying']) {
    expect(raw).toContain(`href="/solutions/${industry}"`)
  }
  for (const href of [
    '/products/category/gnss-receivers',
    '/products/category/3d-scanners',
    '/products/category/radar-monitoring',
    '/products/category/oem-boards',
    '/product/k8-gnss-module',
    '/news/k8-series-launch',
    '/news/geospatial-expo-kabul-2026',
    '/news/construction-partnership',
    '/news',
    '/about',
    '/contact',
    '/products',
  ]) {
    expect(raw).toContain(`href="${href}"`)
  }
  // The header's category tree is server-rendered too (the menu panel is hidden, not absent).
  expect(raw).toContain('href="/products/category/rtk-rovers"')
  // The featured cards come from the catalogue on the server.
  expect(raw).toMatch(/data-testid="product-card"/)
})

test('about, solutions and news pages carry their text in the server HTML', async ({ request }) => {
  const checks: Record<string, string[]> = {
    '/about': [
      'Our Mission',
      'What We Provide',
      'Our Values',
      '2024+',
      '1000+',
      'Professionals',
      'href="/contact"',
      'href="/products"',
    ],
    '/solutions': [
      'Trusted by Industry Leaders',
      '150+',
      'Solution Reliability',
      'Speak with Expert',
      'Schedule Demo',
      'href="/solutions/mining"',
    ],
    '/solutions/mining': [
      'Mining & Safety',
      'Recommended Equipment',
      'Contact Our Experts',
      'href="/products/category/slope-stability-radar"',
    ],
    '/news': [
      'href="/news/k8-series-launch"',
      'href="/news/construction-partnership"',
      'href="/news/geospatial-expo-kabul-2026"',
    ],
  }
  for (const [path, needles] of Object.entries(checks)) {
    const html = htmlText(await (await request.get(path)).text())
    for (const needle of needles) expect(html, `${path}: ${needle}`).toContain(needle)
  }
})

test('JSON-LD: Organization on home, Article with absolute URLs on articles, breadcrumbs in order', async ({
  request,
  baseURL,
}) => {
  const home = jsonLd(await (await request.get('/')).text()).find((i) => i['@type'] === 'Organization')!
  expect(home.name).toBe('Meridian Geosystems')
  expect(home.url).toBe(`${baseURL}/`)

  const article = jsonLd(await (await request.get('/news/k8-series-launch')).text())
  const news = article.find((i) => i['@type'] === 'NewsArticle')!
  expect(news.headline).toMatch(/^K8 series/)
  expect(news.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect((news.image as string[])[0]).toMatch(/^https?:\/\//)
  const crumbs = article.find((i) => i['@type'] === 'BreadcrumbList')!.itemListElement as Array<{
    position: number
    name: string
    item: string
  }>
  expect(crumbs.map((c) => c.name)).toEqual(['Home', 'News & Events', news.headline])
  expect(crumbs.map((c) => c.item)).toEqual([`${baseURL}/`, `${baseURL}/news`, `${baseURL}/news/k8-series-launch`])
})

test('sitemap.xml lists every page, every category listing and every product', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const locs = new Set([...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]))
  const fixed = [
    '',
    '/about',
    '/contact',
    '/products',
    '/solutions',
    '/news',
    '/support',
    '/privacy',
    '/news/k8-series-launch',
    '/news/construction-partnership',
    '/news/geospatial-expo-kabul-2026',
  ]
  for (const slug of ['surveying', 'construction', 'agriculture', 'mining', 'transportation', 'aviation', 'marine'])
    fixed.push(`/solutions/${slug}`)
  for (const path of fixed) expect(locs, path).toContain(`${baseURL}${path}`)

  const categories = (await (await request.get('/api/public/categories')).json()).categories as Array<{ slug: string }>
  for (const c of categories) expect(locs).toContain(`${baseURL}/products/category/${c.slug}`)
  const list = await (await request.get('/api/public/products?active=true&limit=100')).json()
  expect(list.total).toBeLessThanOrEqual(100)
  for (const p of list.products as Array<{ slug: string }>) expect(locs).toContain(`${baseURL}/product/${p.slug}`)
  // Every page also in Dari and Pashto (decision 032), each entry naming its alternates.
  // The support library's release pages (another spec may have published one on this server meanwhile).
  const releases = [...locs].filter((loc) => loc!.startsWith(`${baseURL}/support/releases/`)).length
  const english = fixed.length + categories.length + list.total + releases
  expect(locs.size).toBe(english * 3)
  for (const path of ['/fa/about', '/ps/products', '/fa', '/ps/product/k8-gnss-module'])
    expect(locs).toContain(`${baseURL}${path}`)
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `<xhtml:link rel="alternate" hreflang="ps-AF" href="${baseURL}/ps/about" />`,
  )
})

test('a sitemap of one file has no parts; a part that does not exist is a 404, not an error', async ({ request }) => {
  const index = await request.get('/sitemap.xml')
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(await index.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
  for (const path of ['/sitemaps/1.xml', '/sitemaps/0.xml', '/sitemaps/x.xml', '/sitemaps/99999999.xml'])
    expect((await request.get(path)).status(), path).toBe(404)
})

test('robots.txt allows the site, keeps crawlers out of the API, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/User-Agent: \*/i)
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
