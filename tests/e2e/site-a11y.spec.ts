import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from './site-helpers'

// docs/design.md "Accessible": axe-core finds nothing on the site's pages, at desktop and phone widths, including with
// the header menus and the mobile menu open.

const PAGES = [
  '/',
  '/about',
  '/solutions',
  '/solutions/surveying',
  '/solutions/aviation',
  '/news',
  '/news/k8-series-launch',
  '/news/geospatial-expo-kabul-2026',
  '/no-such-page',
  '/solutions/unknown',
]

test.describe('desktop (1280 px)', () => {
  for (const path of PAGES) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page, path)
    })
  }

  test('axe: Products menu open', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).click()
    await expect(page.getByRole('link', { name: 'View All Products' }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'Products menu')
  })

  test('axe: Solutions menu open', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click()
    await expect(page.getByRole('link', { name: /^Mining & Safety/ }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'Solutions menu')
  })

  test('axe: second hero slide and another industry selected', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await page.getByRole('tab', { name: 'Aviation' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Aviation' })).toBeVisible()
    await expectNoAxeViolations(page, 'home, slide 2, Aviation')
  })
})

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const path of [
    '/',
    '/about',
    '/solutions',
    '/solutions/mining',
    '/news',
    '/news/construction-partnership',
    '/no-such-page',
  ]) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page, `${path} at 375 px`)
    })
  }

  test('axe: mobile menu open with the product tree expanded', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await menu.getByRole('button', { name: 'Products' }).click()
    await expect(menu.getByRole('link', { name: 'View All Products' })).toBeVisible()
    await expectNoAxeViolations(page, 'mobile menu')
  })

  test('nothing is wider than the screen at 375 px (no sideways scrolling, no clipped text)', async ({ page }) => {
    for (const path of [
      '/',
      '/about',
      '/solutions',
      '/solutions/transportation',
      '/news',
      '/news/geospatial-expo-kabul-2026',
      '/no-such-page',
    ]) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
      // Sections clip their decoration (overflow: hidden), which would also hide text pushed off-screen: check the
      // text itself. Visible text blocks must end inside the viewport.
      const offenders = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        return [...document.querySelectorAll('main h1, main h2, main h3, main p, main li, main a, footer p, footer a')]
          .filter((el) => {
            const box = el.getBoundingClientRect()
            const style = getComputedStyle(el)
            return box.width > 0 && style.visibility !== 'hidden' && box.right > width + 1
          })
          .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`)
      })
      expect(offenders, path).toEqual([])
    }
  })
})
