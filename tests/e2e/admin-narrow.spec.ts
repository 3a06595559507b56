/**
 * The staff panel on a phone and without JavaScript: the products list and the accounts table read at 375 px without
 * scrolling sideways (a card per row, every column's value in view), the section tabs wrap so the current one is
 * always in view (no script needed to scroll it there), and a page a role may not open shows the 403 page as HTML.
 * Read-only, on the shared e2e server. Screenshots at 375 and 1280 px in test-results/.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'

import { signInAs, type TestRole } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

const PHONE = { width: 375, height: 812 }

/** A page signed in as `role` (through the real form), in a context with or without JavaScript. */
async function signedIn(browser: Browser, role: TestRole, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await signInAs(page, role)
  if (javaScriptEnabled) return page
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  await noScript.addCookies(await context.cookies())
  await context.close()
  return noScript.newPage()
}

/** Nothing on the page reaches past the viewport's right edge, and the document does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(widths.document, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(widths.viewport)
}

async function expectInView(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const box = (await locator.boundingBox())!
  expect(box, what).not.toBeNull()
  expect(box.x, what).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE.width)
}

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true })
  await page.setViewportSize(PHONE)
}

test('the products list at 375 px: a card per product, every value in view', async ({ browser }) => {
  const page = await signedIn(browser, 'editor')
  await page.goto('/admin/products')
  const cards = page.getByRole('list', { name: /^Products, page 1 of/ }).getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
  await expectNoSidewaysScroll(page, '/admin/products')
  const first = cards.first()
  for (const term of ['Category', 'Price', 'Status', 'Dari', 'Pashto', 'Last changed']) {
    const value = first.locator('dt', { hasText: term }).locator('+ dd')
    await expect(value, term).not.toBeEmpty()
    await expectInView(page, value, term)
  }
  await expectInView(page, first.getByRole('link'), 'the product link')
  await expectNoAxeViolations(page, '/admin/products at 375 px')
  await screenshots(page, 'admin-products-list')
  // At 1280 px the table, sortable by its headers, as before.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: /Last changed/ })).toBeVisible()
})

test('the accounts at 375 px: a card per account; the current tab in view, without JavaScript', async ({ browser }) => {
  const page = await signedIn(browser, 'owner')
  await page.goto('/admin/accounts')
  const cards = page.getByRole('list', { name: 'Staff accounts, enabled first' }).getByRole('listitem')
  await expect(cards).not.toHaveCount(0)
  await expect(page.getByRole('table')).toBeHidden()
  await expectNoSidewaysScroll(page, '/admin/accounts')
  const owner = cards.filter({ hasText: 'Olga Owner' })
  for (const term of ['Role', 'Last sign-in'])
    await expectInView(page, owner.locator('dt', { hasText: term }).locator('+ dd'), term)
  await expect(owner.getByText('Owner', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, '/admin/accounts at 375 px')
  await screenshots(page, 'admin-accounts')

  // The owner's tabs are the most; the last of them is current here, and a script-free page still shows it.
  const noScript = await signedIn(browser, 'owner', false)
  for (const path of ['/admin/accounts', '/admin/audit', '/admin/catalogue']) {
    await noScript.goto(path)
    const current = noScript.getByRole('navigation', { name: 'Staff panel' }).locator('[aria-current="page"]')
    await expect(current, path).toBeVisible()
    await expectInView(noScript, current, `the current tab on ${path}`)
  }
  await expectNoSidewaysScroll(noScript, 'the tabs')
})

test('a page the role may not open shows the 403 page without JavaScript', async ({ browser }) => {
  const page = await signedIn(browser, 'sales', false)
  const answer = await page.goto('/admin/categories')
  expect(answer?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to your start page' })).toHaveAttribute('href', '/admin')
  await page.screenshot({ path: test.info().outputPath('admin-403-no-script-375.png'), fullPage: true })
})
