import { expect, test } from '@playwright/test'

import {
  allProducts,
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

// Products index (docs/product.md §2.4; docs/design.md decisions 5, 7 and 10).

const isPageTwo = (url: URL) => url.pathname === '/api/public/products' && url.searchParams.get('page') === '2'

test.describe('products index', () => {
  test('hero, category cards, Technical Excellence and the custom-solutions call to action', async ({
    page,
    request,
  }) => {
    const tree = (await (await request.get('/api/public/categories/tree')).json()) as {
      categories: { name: string; slug: string }[]
    }
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Products' })).toBeVisible()

    // Category cards from the catalogue: title, description, features, "Learn More" to the canonical listing.
    for (const category of tree.categories) {
      await expect(page.getByRole('heading', { level: 3, name: category.name, exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: `Learn More about ${category.name}` })).toHaveAttribute(
        'href',
        `/products/category/${category.slug}`,
      )
    }

    const excellence = page.getByRole('region', { name: 'Technical Excellence' })
    for (const [label, value] of [
      ['Accuracy', 'sub-centimeter precision'],
      ['Update Rate', 'up to 50Hz'],
      ['Constellations', 'GPS/GLONASS/Galileo/BeiDou'],
      ['Operating Temperature', '-40°C to +65°C'],
    ] as const) {
      await expect(excellence.getByText(label, { exact: true })).toBeVisible()
      await expect(excellence.getByText(value, { exact: true })).toBeVisible()
    }

    const cta = page.getByRole('region', { name: 'Need Custom Solutions?' })
    await expect(cta.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
  })

  test('"Download Specifications" downloads a real PDF of every product', async ({ page, request }) => {
    await page.goto('/products')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Specifications' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/-product-specifications\.pdf$/)
    const href = await page.getByRole('link', { name: 'Download Specifications' }).getAttribute('href')
    const res = await request.get(href!)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/)
    const body = await res.body()
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(body.length).toBeGreaterThan(20_000)
    // A second request is answered from the cache by its ETag.
    const again = await request.get(href!, { headers: { 'If-None-Match': res.headers()['etag']! } })
    expect(again.status()).toBe(304)
  })

  test('the grid shows every product in pages of 20, server-rendered and reachable by links', async ({
    page,
    request,
    baseURL,
  }) => {
    const products = await allProducts(request)
    expect(products.length).toBeGreaterThan(20)
    const pages = Math.ceil(products.length / 20)

    // Server-rendered: page 2 opened directly has its own products and canonical URL.
    const html = await (await request.get('/products?page=2')).text()
    expect(html).toContain(`href="/product/${products[20]!.slug}"`)
    expect(html).not.toContain(`href="/product/${products[0]!.slug}"`)
    expect(canonicalOf(html)).toBe(`${baseURL}/products?page=2`)
    expect(html).toMatch(/<title>Products \| [^<]+<\/title>/)
    expect(metaContent(html, 'property', 'og:title')).toMatch(/^Products \| /)

    await page.goto('/products')
    const grid = page.getByRole('region', { name: 'Our Products' })
    const seen: string[] = []
    for (let n = 1; n <= pages; n++) {
      const headings = grid.getByTestId('product-card').getByRole('heading')
      await expect(headings).toHaveText(products.slice((n - 1) * 20, n * 20).map((p) => p.name))
      seen.push(...(await headings.allTextContents()))
      await expect(grid.getByText(`Page ${n} of ${pages}`)).toBeVisible()
      if (n < pages) {
        await grid.getByRole('link', { name: 'Next' }).click()
        await expect(page).toHaveURL(`/products?page=${n + 1}`)
        await expect(page.getByRole('heading', { name: 'Our Products' })).toBeFocused()
      }
    }
    expect(new Set(seen).size).toBe(products.length)

    // Back returns to the previous page without a reload.
    await page.goBack()
    await expect(page).toHaveURL(pages > 2 ? `/products?page=${pages - 1}` : '/products')
    await expect(grid.getByTestId('product-card').first().getByRole('heading')).toHaveText(
      products[(pages - 2) * 20]!.name,
    )
  })

  test('cards: image, Featured badge, category, name, description, 2 key features, View Details', async ({
    page,
    request,
  }) => {
    const first = (await apiList(request, 'active=true&sort=created_at&limit=20')).products
    const featured = first.find((p) => p.is_featured)!
    await page.goto('/products')
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { name: featured.name, exact: true }) })
    await expect(card.getByText('Featured', { exact: true })).toBeVisible()
    await expect(card.getByText(featured.category!.name, { exact: true })).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveCount(Math.min(2, featured.key_features.length))
    await expect(card.locator('img')).toHaveAttribute('width', String(featured.images[0]!.width))
    await expect(card.getByRole('link', { name: `View Details: ${featured.name}` })).toHaveAttribute(
      'href',
      `/product/${featured.slug}`,
    )
  })

  // Three states, three tests: as one, three page loads and an axe scan outlasted the 30 s limit on a busy CI machine.
  test('loading keeps the page dimmed until the next page arrives', async ({ page, request }) => {
    const second = await apiList(request, 'active=true&sort=created_at&limit=20&page=2')
    await page.goto('/products')
    const grid = page.getByRole('region', { name: 'Our Products' })

    const hold = await holdRequests(page, isPageTwo)
    await grid.getByRole('link', { name: 'Next' }).click()
    await expect(grid.getByRole('status')).toHaveText('Loading products...')
    await expect(grid.locator('[aria-busy="true"] > ul')).toHaveClass(/opacity-50/)
    await hold.release()
    await expect(grid.getByTestId('product-card').first().getByRole('heading')).toHaveText(second.products[0]!.name)
  })

  test('a failed page shows the visitor hint and retries', async ({ page, request }) => {
    const second = await apiList(request, 'active=true&sort=created_at&limit=20&page=2')
    const grid = page.getByRole('region', { name: 'Our Products' })
    // The spec's error text with a retry hint for visitors, not the admin-server hint.
    await page.goto('/products')
    await page.route(isPageTwo, (route) =>
      route.fulfill({ status: 503, json: { error: { message: 'down', issues: [] } } }),
    )
    await grid.getByRole('link', { name: 'Next' }).click()
    const alert = grid.getByRole('alert')
    await expect(alert).toContainText('Error loading products: HTTP error! status: 503')
    await expect(alert).toContainText('Check your connection and try again.')
    await expect(alert).not.toContainText(/3001|admin/i)
    await page.unroute(isPageTwo)
    await alert.getByRole('button', { name: 'Try Again' }).click()
    await expect(grid.getByTestId('product-card').first().getByRole('heading')).toHaveText(second.products[0]!.name)
  })

  test('an empty page says so', async ({ page }) => {
    const grid = page.getByRole('region', { name: 'Our Products' })
    await page.goto('/products')
    await page.route(isPageTwo, (route) => route.fulfill({ json: { products: [], total: 21, limit: 20, offset: 20 } }))
    await grid.getByRole('link', { name: 'Next' }).click()
    await expect(grid.getByText('No products found.')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a product without a category is labelled "Product"', async ({ page, request }) => {
    const second = await apiList(request, 'active=true&sort=created_at&limit=20&page=2')
    const uncategorised = { ...second, products: [{ ...second.products[0]!, category: null, category_id: null }] }
    await page.route(isPageTwo, (route) => route.fulfill({ json: uncategorised }))
    await page.goto('/products')
    await page.getByRole('region', { name: 'Our Products' }).getByRole('link', { name: 'Next' }).click()
    const card = page.getByTestId('product-card')
    await expect(card).toHaveCount(1)
    await expect(card.getByText('Product', { exact: true })).toBeVisible()
  })

  test('"Loading products..." shows while a client navigation waits for the index', async ({ page }) => {
    await expectLoadingOnNavigation(page, {
      from: '/product/k8-gnss-module',
      link: () => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }),
      path: '/products',
      text: 'Loading products...',
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Products' })).toBeVisible()
  })
})
