/**
 * No element carries two Tailwind utilities that fight over one property (`text-sm` and `text-base`, `mt-4` and
 * `mt-5`). Server components' `cn` resolves such pairs with tailwind-merge, but the browser's `cn` is a plain join
 * (src/lib/cn.ts: tailwind-merge stays out of the pages' JavaScript), so a client component that passed a pair would
 * get whichever rule the stylesheet happens to list last. tailwind-merge is the judge here: a class list it would
 * shorten has a conflict.
 */
import { expect, test, type Page } from '@playwright/test'
import { twMerge } from 'tailwind-merge'

const ROUTES = [
  '/',
  '/products',
  '/products/category/gnss-receivers',
  '/product/k8-gnss-module',
  '/product/k8-gnss-module?tab=specifications',
  '/solutions',
  '/solutions/surveying',
  '/about',
  '/contact?subject=quote-request&product=k8-gnss-module',
  '/news',
]

/** Class lists that tailwind-merge would shorten, with what it would drop. */
async function conflicts(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].map((el) => el.getAttribute('class') ?? ''),
  )
  const found = new Set<string>()
  for (const list of lists) {
    const classes = list.split(/\s+/).filter(Boolean)
    const kept = new Set(twMerge(classes.join(' ')).split(' '))
    const dropped = classes.filter((c) => !kept.has(c))
    if (dropped.length > 0) found.add(`dropped ${dropped.join(' ')} from "${list}"`)
  }
  return [...found]
}

for (const path of ROUTES) {
  test(`${path}: no conflicting utilities, as served and with the menus open`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('[data-hydrated="true"], main').first()).toBeAttached()
    expect(await conflicts(page)).toEqual([])

    // The Products menu and the mobile menu render more client markup when opened.
    await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Products' }).click()
    expect(await conflicts(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: /open menu/i }).click()
    expect(await conflicts(page)).toEqual([])
  })
}
