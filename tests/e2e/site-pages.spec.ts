import { expect, test } from '@playwright/test'

// docs/product.md §2 (About, Solutions index, Solutions sub-route, 404); docs/design.md decisions 2 and 3.

const SOLUTIONS = [
  ['surveying', 'Surveying & Mapping'],
  ['construction', 'Construction'],
  ['agriculture', 'Precision Agriculture'],
  ['mining', 'Mining & Safety'],
  ['transportation', 'Transportation & Infrastructure'],
  ['aviation', 'Aviation & Airports'],
  ['marine', 'Marine & Waterways'],
] as const

test('about: mission, what we provide, values, timeline 2012 to 2024+, stats, links onward', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About /)
  for (const heading of ['Our Mission', 'What We Provide', 'Our Values', 'Our Journey']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  const main = page.getByRole('main')
  const years = await main
    .getByRole('listitem')
    .filter({ has: page.getByText(/^20\d\d\+?$/) })
    .allInnerTexts()
  expect(years.map((t) => t.split('\n')[0])).toEqual(['2012', '2014', '2016', '2018', '2020', '2022', '2024+'])
  for (const [value, label] of [
    ['2012', 'Founded'],
    ['1000+', 'Professionals'],
    ['20+', 'Sectors'],
    ['24/7', 'Support'],
  ] as const) {
    await expect(
      main.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace('+', '\\+')}$`) }),
    ).toBeVisible()
    await expect(main.getByRole('term').filter({ hasText: label })).toBeVisible()
  }
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'View Products' })).toHaveAttribute('href', '/products')
})

test('solutions index: four industries with benefits, applications, reliability, links; trusted figures; CTAs', async ({
  page,
}) => {
  await page.goto('/solutions')
  const main = page.getByRole('main')
  for (const [slug, title] of SOLUTIONS.slice(0, 4)) {
    const card = main.getByRole('article', { name: title })
    await expect(card.getByRole('heading', { name: 'Key Benefits' })).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Applications' })).toBeVisible()
    await expect(card.getByText('Solution Reliability')).toBeVisible()
    await expect(card.getByText('99.9%')).toBeVisible()
    await expect(card.getByRole('link', { name: /Explore Solution/ })).toHaveAttribute('href', `/solutions/${slug}`)
  }
  for (const [slug, title] of SOLUTIONS.slice(4)) {
    await expect(main.getByRole('link', { name: title })).toHaveAttribute('href', `/solutions/${slug}`)
  }
  const trusted = main.getByRole('region', { name: 'Trusted by Industry Leaders' })
  for (const value of ['150+', '200+', '500+', '1000+'])
    await expect(trusted.getByText(value, { exact: true })).toBeVisible()
  for (const label of ['Projects', 'Installations', 'Companies', 'Farms'])
    await expect(trusted.getByText(label, { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Speak with Expert' })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
    'href',
    /^\/contact\?subject=product-inquiry/,
  )
})

for (const [slug, title] of SOLUTIONS) {
  test(`solution page /solutions/${slug}: content, catalogue equipment, Contact Our Experts`, async ({ page }) => {
    const response = await page.goto(`/solutions/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Solutions' }),
    ).toHaveAttribute('href', '/solutions')
    await expect(page.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Applications' })).toBeVisible()
    const equipment = page.getByRole('region', { name: 'Recommended Equipment' })
    await expect(equipment.locator('a[href^="/products/category/"]').first()).toBeVisible()
    const cards = equipment.getByTestId('product-card')
    expect(await cards.count()).toBeGreaterThan(0)
    await expect(cards.first().getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/product\//)
    await expect(page.getByRole('link', { name: 'Contact Our Experts' }).first()).toHaveAttribute('href', '/contact')
  })
}

test('unknown solution: "Solution category not found" with HTTP 404', async ({ page }) => {
  const response = await page.goto('/solutions/underwater-basket-weaving')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Solution category not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'All Solutions' })).toHaveAttribute('href', '/solutions')
})

test('news: the listing shows type, date, title, description and image of every item', async ({ page }) => {
  await page.goto('/news')
  const items = page.getByRole('main').getByRole('article')
  await expect(items).toHaveCount(3)
  for (const [href, type] of [
    ['/news/geospatial-expo-kabul-2026', 'Event'],
    ['/news/k8-series-launch', 'News'],
    ['/news/construction-partnership', 'News'],
  ] as const) {
    const item = items.filter({ has: page.locator(`a[href="${href}"]`) })
    await expect(item.getByText(type, { exact: true })).toBeVisible()
    await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
    await expect(item.getByRole('img')).toHaveAttribute('alt', /.{10,}/)
    await expect(item.getByRole('heading', { level: 2 })).toBeVisible()
  }
})

for (const [slug, title] of [
  ['k8-series-launch', /K8 series/],
  ['construction-partnership', /Paiwand Engineering/],
  ['geospatial-expo-kabul-2026', /Geospatial & Survey Expo 2026/],
] as const) {
  test(`article /news/${slug} is a real article`, async ({ page }) => {
    const response = await page.goto(`/news/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const article = page.getByRole('main').getByRole('article').first()
    expect((await article.innerText()).split(/\s+/).length).toBeGreaterThan(250)
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News & Events' }),
    ).toHaveAttribute('href', '/news')
  })
}

test('the event article shows its dates, hours, venue and stand', async ({ page }) => {
  await page.goto('/news/geospatial-expo-kabul-2026')
  await expect(page.getByText('8–10 December 2026')).toBeVisible()
  await expect(page.getByText('9:00 AM to 5:00 PM AFT', { exact: true })).toBeVisible()
  await expect(page.getByText(/Kabul Expo Center, Hall 2/).first()).toBeVisible()
  await expect(page.getByText('Stand B14', { exact: true })).toBeVisible()
})

test('unknown article answers 404', async ({ request }) => {
  expect((await request.get('/news/not-an-article')).status()).toBe(404)
})

test('404: any unknown path answers 404 with "404", "Oops! Page not found" and "Return to Home"', async ({
  page,
  request,
}) => {
  for (const path of [
    '/no-such-page',
    '/deeply/nested/missing/path',
    '/products/category/gnss-receivers/extra',
    '/about/x',
  ]) {
    const raw = await request.get(path)
    expect(raw.status(), path).toBe(404)
    const html = await raw.text()
    expect(html).toContain('Oops! Page not found')
  }
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
