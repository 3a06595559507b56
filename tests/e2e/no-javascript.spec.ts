/**
 * Every public route with JavaScript off (decision 018): scripts disabled, data-saver proxies and link-preview crawlers
 * must get the whole page from the server, never a loading screen waiting for a script. The contact form's post
 * without JavaScript is walked in leads-contact.spec.ts ("without JavaScript"); here the listings' GET forms.
 */
import { expect, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

/** Each public route with its h1 and one piece of main content that only the page itself renders. */
const ROUTES: { path: string; h1: string | RegExp; content: string | RegExp }[] = [
  { path: '/', h1: /./, content: 'Featured Products' },
  { path: '/products', h1: /./, content: 'K10 Reference Board' },
  { path: '/products?page=2', h1: /./, content: /Page 2 of/ },
  { path: '/products/category/gnss-receivers', h1: 'GNSS Receivers', content: 'Vireo G9 RTK Rover' },
  { path: '/product/k8-gnss-module', h1: /^K8 /, content: 'Key Features' },
  { path: '/product/k8-gnss-module?tab=specifications', h1: /^K8 /, content: 'Channels' },
  { path: '/solutions', h1: /./, content: 'Surveying' },
  { path: '/solutions/surveying', h1: /./, content: 'Surveying' },
  { path: '/about', h1: /./, content: /./ },
  { path: '/contact', h1: 'Contact Us', content: 'Send Message' },
  { path: '/news', h1: /./, content: /./ },
  { path: '/news/k8-series-launch', h1: /./, content: /K8/ },
]

for (const { path, h1, content } of ROUTES) {
  test(`${path} shows its content without JavaScript, and no loading screen`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(main.getByText(content).first()).toBeVisible()
    // Nothing says "Loading" anywhere on the page, visible or not (a hidden page behind a visible spinner was the bug).
    await expect(page.getByText(/Loading/i)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: /Loading/i })).toHaveCount(0)
    // The page's own content is in place, not streamed into a hidden segment (React's `S:n`) for a script to swap in
    // where a fallback's `B:n` marker stands.
    await expect(page.locator('[id^="S:"], template[id^="B:"]')).toHaveCount(0)
  })
}

test('a category listing searches and sorts as plain GET forms', async ({ page }) => {
  await page.goto('/products/category/gnss-receivers')
  // The listing's own form (the header has a site search form too).
  const search = page.locator('main').getByRole('searchbox')
  await search.fill('Vireo')
  await page.locator('main').getByRole('search').getByRole('button').last().click()
  await expect(page).toHaveURL(/[?&]q=Vireo\b/)
  await expect(page.getByTestId('product-count')).toHaveText('5 product(s) found')
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Vireo G9/ })
      .first(),
  ).toBeVisible()

  await page.getByRole('combobox', { name: /Sort/ }).selectOption('price')
  await page.locator('main').getByRole('search').getByRole('button').last().click()
  await expect(page).toHaveURL(/[?&]sort=price\b/)
  await expect(page).toHaveURL(/[?&]q=Vireo\b/)
  await expect(page.getByRole('combobox', { name: /Sort/ })).toHaveValue('price')
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue('Vireo')
})

test('the products grid pages with plain links', async ({ page }) => {
  await page.goto('/products')
  const next = page.getByRole('link', { name: /Next/ }).first()
  await next.click()
  await expect(page).toHaveURL(/[?&]page=2\b/)
  await expect(page.getByText(/Page 2 of/).first()).toBeVisible()
})

test('the contact form posts to the server without JavaScript', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })
  await expect(form).toHaveAttribute('method', /post/i)
  await expect(form.getByRole('textbox', { name: /Full Name/ })).toBeEditable()
})
