import { expect, test, type Page } from '@playwright/test'

import {
  apiList,
  canonicalOf,
  expectLoadingOnNavigation,
  expectNoAxeViolations,
  holdRequests,
  metaContent,
} from './catalogue-helpers'

// These tests answer API requests themselves (page.route), which Playwright cannot do for requests the site's
// service worker makes (docs/decisions/023-offline-service-worker.md): the worker stays out of this file's pages.
test.use({ serviceWorkers: 'block' })

// Category listing (docs/product.md §2.5; docs/design.md decision 1).

const GNSS = '/products/category/gnss-receivers'
const isProductList = (url: URL) => url.pathname === '/api/public/products'

/** Card prices in display order ("$" with 2 decimals, or none). */
async function cardPrices(page: Page): Promise<(number | null)[]> {
  const cards = page.getByTestId('product-card')
  const n = await cards.count()
  const prices: (number | null)[] = []
  for (let i = 0; i < n; i++) {
    const text = await cards.nth(i).textContent()
    const m = /\$([\d,]+\.\d{2})/.exec(text ?? '')
    prices.push(m ? Number(m[1]!.replace(/,/g, '')) : null)
  }
  return prices
}

test.describe('server-rendered listing and routing', () => {
  test('the canonical URL, the redirects to it, and the 404 for an unknown slug', async ({ request, page }) => {
    for (const from of ['/category/rtk-rovers', '/products/rtk-rovers']) {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status(), from).toBe(308)
      expect(res.headers()['location']).toBe('/products/category/rtk-rovers')
    }
    const response = await page.goto('/products/category/no-such-category')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to All Products' })).toHaveAttribute('href', '/products')
    // The footer's /products/{slug} links land on the listing too, and an unknown one on the same 404.
    expect((await page.goto('/products/no-such-category'))?.status()).toBe(404)
    await expectNoAxeViolations(page)
  })

  test('a shared filtered link is server-rendered with its results, count and metadata', async ({
    request,
    baseURL,
  }) => {
    const expected = await apiList(request, 'active=true&category=gnss-receivers&search=vireo&sort=price&limit=100')
    expect(expected.total).toBeGreaterThan(1)
    const html = await (await request.get(`${GNSS}?q=vireo&sort=price`)).text()
    expect(html).toContain(`${expected.total} product(s) found`)
    const positions = expected.products.map((p) => html.indexOf(`href="/product/${p.slug}"`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).toContain('value="vireo"')
    // Searches and sorts share the listing's canonical URL.
    expect(canonicalOf(html)).toBe(`${baseURL}${GNSS}`)
    expect(html).toMatch(/<title>GNSS Receivers \| [^<]+<\/title>/)
    expect(metaContent(html, 'name', 'description')).toMatch(/^Multi-constellation RTK rovers/)
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      new RegExp(`^${baseURL}/uploads/images/category-.+-share\\.jpg$`),
    )
  })
})

test.describe('category listing in the browser', () => {
  test('hero, count, cards and "Why Choose"; a parent lists its children\'s products', async ({ page, request }) => {
    const all = await apiList(request, 'active=true&category=gnss-receivers&sort=name&limit=100')
    await page.goto(GNSS)
    await expect(page.getByRole('heading', { level: 1, name: 'GNSS Receivers' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View All Products' }).first()).toHaveAttribute('href', '/products')
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/contact')
    await expect(page.getByTestId('product-count')).toHaveText(`${all.total} product(s) found`)
    await expect(page.getByTestId('product-card')).toHaveCount(all.total)
    // Products of child categories (RTK Rovers, Base & Reference Stations, ...) are listed under the parent.
    expect(new Set(all.products.map((p) => p.category!.slug)).size).toBeGreaterThan(1)
    await expect(page.getByRole('heading', { name: 'Vireo G9 RTK Rover' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name')

    // The card: Featured badge, category, name, subtitle, short description, at most 2 key features, price, View
    // Details.
    const g9 = all.products.find((p) => p.slug === 'vireo-g9-rtk-rover')!
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: g9.name }) })
    await expect(card.getByText('Featured')).toBeVisible()
    await expect(card.getByText(g9.category!.name)).toBeVisible()
    await expect(card.getByText(g9.subtitle)).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveCount(2)
    await expect(card.getByText('$15,800.00')).toBeVisible()
    await expect(card.getByRole('link', { name: `View Details: ${g9.name}` })).toHaveAttribute(
      'href',
      `/product/${g9.slug}`,
    )

    await expect(page.getByRole('heading', { name: 'Why Choose Our GNSS Receivers?' })).toBeVisible()
    for (const title of ['High Precision', 'Professional Grade', 'Easy Integration']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })

  test('typing searches without a reload and without a request per keystroke; the URL follows', async ({
    page,
    request,
  }) => {
    const expected = await apiList(request, 'active=true&category=gnss-receivers&search=bastion&limit=100')
    // The page's clock only moves when the test says so: keystrokes 30 ms apart stay 30 ms apart even when the
    // machine stalls, so the 300 ms debounce is tested, not the CPU load.
    await page.clock.install()
    await page.goto(GNSS)
    await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true))
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/public/products')) calls.push(r.url())
    })
    const box = page.getByRole('searchbox', { name: 'Search products' })
    await expect(box).toHaveAttribute('placeholder', 'Search products...')
    await page.clock.pauseAt(Date.now() + 60_000)
    for (const key of 'bastion') {
      await box.press(key)
      await page.clock.runFor(30)
    }
    expect(calls).toHaveLength(0)
    await page.clock.runFor(300)
    // Let time flow again so the answer is rendered (the query library schedules its updates with timers).
    await page.clock.resume()
    await expect(page.getByTestId('product-count')).toHaveText(`${expected.total} product(s) found`)
    await expect(page).toHaveURL(`${GNSS}?q=bastion`)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toContain('search=bastion')
    expect(calls[0]).toContain('category=1')
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page).toHaveURL(GNSS)
    await expect(page.getByTestId('product-count')).toHaveText(/^\d+ product\(s\) found$/)
  })

  test('sort by Price and Newest; the choice is in the URL', async ({ page, request }) => {
    await page.goto(GNSS)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price' })
    await expect(page).toHaveURL(`${GNSS}?sort=price`)
    await expect(page.getByTestId('product-card').first()).not.toHaveClass(/opacity-50/)
    const byPrice = await apiList(request, 'active=true&category=gnss-receivers&sort=price&limit=100')
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(byPrice.products.map((p) => p.name))
    const prices = await cardPrices(page)
    const priced = prices.slice(0, prices.includes(null) ? prices.indexOf(null) : prices.length) as number[]
    expect(priced).toEqual([...priced].sort((a, b) => a - b))
    // Products sold on quotation (no price) come last.
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true)

    const newest = await apiList(request, 'active=true&category=gnss-receivers&sort=created_at&limit=100')
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' })
    await expect(page).toHaveURL(`${GNSS}?sort=created_at`)
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(newest.products.map((p) => p.name))
  })

  test('empty states: a search with no match, and a category with nothing in it', async ({ page }) => {
    await page.goto(`${GNSS}?q=zzzz-nothing`)
    await expect(page.getByTestId('product-count')).toHaveText('0 product(s) found')
    await expect(page.getByText('No products found', { exact: true })).toBeVisible()
    await expect(page.getByText('Try adjusting your search criteria.')).toBeVisible()

    // No seeded category is empty: answer the next listing request with an empty list.
    await page.route(isProductList, (route) =>
      route.fulfill({ json: { products: [], total: 0, limit: 100, offset: 0 } }),
    )
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page.getByText('No products available in this category yet.')).toBeVisible()
    await expect(page.getByTestId('product-count')).toHaveText('0 product(s) found')
    await expectNoAxeViolations(page)
  })

  test('while a search loads the previous results stay, dimmed; a failed request shows the error and retries', async ({
    page,
  }) => {
    await page.goto(GNSS)
    const hold = await holdRequests(page, (url) => url.pathname === '/api/public/products')
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price' })
    await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.locator('[aria-busy="true"] > ul')).toHaveClass(/opacity-50/)
    await hold.release()
    await expect(page.getByText('Loading products...')).toHaveCount(0)

    await page.route(isProductList, (route) =>
      route.fulfill({ status: 500, json: { error: { message: 'boom', issues: [] } } }),
    )
    await page.getByRole('searchbox', { name: 'Search products' }).fill('rover')
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('Error loading products: HTTP error! status: 500')
    await expect(alert).toContainText('Check your connection and try again.')
    await expect(alert).not.toContainText('3001')
    await page.unroute(isProductList)
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByTestId('product-count')).toHaveText(/^[1-9]\d* product\(s\) found$/)
  })

  test('a broken card image is replaced by the fallback chosen from the category name', async ({ page }) => {
    await page.route('**/uploads/images/**', (route) => route.abort())
    await page.goto('/products/category/3d-scanners')
    const fallbacks = page.locator('[data-testid="product-card"] img[data-fallback="true"]')
    await expect(fallbacks.first()).toBeVisible()
    const sources = await fallbacks.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
    expect(sources.length).toBe(await page.getByTestId('product-card').count())
    expect(new Set(sources)).toEqual(new Set(['/images/fallback/scanner.svg']))

    await page.goto('/products/category/radar-monitoring')
    await expect(page.locator('[data-testid="product-card"] img[data-fallback="true"]').first()).toHaveAttribute(
      'src',
      '/images/fallback/radar.svg',
    )
  })

  test('"Loading Category..." shows while a client navigation waits for a listing', async ({ page }) => {
    await expectLoadingOnNavigation(page, {
      from: '/product/k8-gnss-module',
      link: () => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'GNSS Modules' }),
      path: '/products/category/gnss-modules',
      text: 'Loading Category...',
    })
    await expect(page.getByRole('heading', { level: 1, name: 'GNSS Modules' })).toBeVisible()
  })
})
