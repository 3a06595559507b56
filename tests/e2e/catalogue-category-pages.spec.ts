/**
 * A category's listing in pages of 24 (a category of a big catalogue held thousands of products and showed the
 * first hundred: docs/decisions/056-big-catalogue-memory.md). The seed's largest category has 11 products, so this
 * file has a server of its own whose GNSS Receivers family holds every active product: pages 1 and 2, with and
 * without JavaScript.
 */
import { expect, test } from '@playwright/test'

import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import { expectNoAxeViolations } from './axe'
import type { AppServer } from './leads-helpers'

const GNSS = '/products/category/gnss-receivers'
let data: CatalogueData
let app: AppServer

test.describe.configure({ mode: 'serial' })
test.use({ serviceWorkers: 'block' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  data = prepareCatalogueData({
    accounts: [],
    edit: (catalogue) => {
      for (const product of catalogue.products) product.category = 'rtk-rovers'
    },
  })
  app = await startCatalogueApp(data)
})

test.afterAll(async () => {
  await app?.stop()
  data?.dispose()
})

/** The family's public products, as the API counts them. */
async function publicTotal(): Promise<number> {
  const res = await fetch(`${app.baseURL}/api/public/products?active=true&category=gnss-receivers&limit=1`)
  return ((await res.json()) as { total: number }).total
}

test('a page of 24 and links to the others; a search or sort made in the browser starts again at page 1', async ({
  page,
}) => {
  await page.goto(`${app.baseURL}${GNSS}`, { waitUntil: 'networkidle' })
  const total = await publicTotal()
  expect(total).toBeGreaterThan(24)
  expect(total).toBeLessThanOrEqual(48)
  const cards = page.getByTestId('product-card')
  const pages = page.getByRole('navigation', { name: 'Product pages' })
  await expect(page.getByTestId('product-count')).toHaveText(`${total} product(s) found`)
  await expect(cards).toHaveCount(24)
  await expect(pages).toContainText('Page 1 of 2')
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `${GNSS}?page=2`)
  await expectNoAxeViolations(page, `${GNSS} (page 1 of 2)`)
  const first = await cards.first().textContent()

  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(`${app.baseURL}${GNSS}?page=2`)
  await expect(cards).toHaveCount(total - 24)
  await expect(pages).toContainText('Page 2 of 2')
  expect(await cards.first().textContent()).not.toBe(first)
  await page.setViewportSize({ width: 375, height: 800 })
  await pages.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('category-pages-375.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await pages.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('category-pages-1280.png') })

  await page.goBack()
  await expect(page).toHaveURL(`${app.baseURL}${GNSS}`)
  await expect(cards).toHaveCount(24)
  await expect(cards.first()).toHaveText(first!)

  // A sort made here shows its first page, and links to the server's next one.
  await page.getByLabel('Sort by').selectOption('price')
  await expect(page).toHaveURL(`${app.baseURL}${GNSS}?sort=price`)
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${GNSS}?sort=price&page=2`)
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(`${app.baseURL}${GNSS}?sort=price&page=2`)
  await expect(pages).toContainText('Page 2 of 2')
  await expect(cards).toHaveCount(total - 24)

  // On page 2, a search shows its results from their first page.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('vireo')
  await expect(page).toHaveURL(/[?&]q=vireo/)
  expect(new URL(page.url()).searchParams.get('page')).toBeNull()
  await expect(pages).toHaveCount(0)
  await expect(page.getByTestId('product-count')).not.toHaveText(`${total} product(s) found`)
})

test('without JavaScript: page 2 is served with its own canonical URL; a page past the last goes to the last', async ({
  request,
}) => {
  const html = await (await request.get(`${app.baseURL}${GNSS}?page=2`)).text()
  expect(html).toContain('Page 2 of 2')
  expect(html.match(/data-testid="product-card"/g)).toHaveLength((await publicTotal()) - 24)
  expect(html).toContain(`<link rel="canonical" href="${app.baseURL}${GNSS}?page=2"/>`)
  const past = await request.get(`${app.baseURL}${GNSS}?page=9&sort=price`, { maxRedirects: 0 })
  expect([303, 307]).toContain(past.status())
  expect(past.headers()['location']).toBe(`${GNSS}?sort=price&page=2`)
  // Dari: the same pages, numbers in Eastern Arabic digits.
  const fa = await (await request.get(`${app.baseURL}/fa${GNSS}?page=2`)).text()
  expect(fa).toContain(`href="/fa${GNSS}"`)
  expect(fa).toMatch(/aria-current="page"[^>]*>۲</)
})
