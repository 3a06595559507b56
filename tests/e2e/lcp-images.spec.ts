/**
 * The largest image in a page's first screen is its likely largest paint: it must not wait for lazy loading
 * (Chromium starts a lazy image only after layout, which on a slow phone is the largest paint arriving late: the
 * news listing's first cover did, 2.1 s against 1.5). On every public page template, on a phone and a desktop screen:
 * the largest image that shows in the first screen loads eagerly, and at high priority when it is the page's only
 * large one.
 */
import { expect, test, type Page } from '@playwright/test'

const PAGES = [
  '/',
  '/about',
  '/news',
  '/products',
  '/products/category/gnss-receivers',
  '/product/k8-gnss-module',
  '/solutions',
  '/solutions/mining',
  '/contact',
  '/fa/news',
  '/fa/product/k8-gnss-module',
]

/**
 * The first screen's largest image, as Chromium picks a page's largest paint: the largest area shown, and among
 * images of (nearly) one size, such as a row of cards, the first in the page.
 */
async function largestFirstScreenImage(page: Page) {
  const images = await firstScreenImages(page)
  const largest = images.reduce((max, image) => Math.max(max, image.area), 0)
  return images.find((image) => image.area >= largest * 0.9)
}

/** The images inside the first screen, in page order, with how they are asked to load. */
function firstScreenImages(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .map((img) => {
        const box = img.getBoundingClientRect()
        const visible = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0))
        const wide = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0))
        return {
          src: img.currentSrc || img.src,
          area: visible * wide,
          loading: img.getAttribute('loading') ?? 'eager',
          priority: img.getAttribute('fetchpriority') ?? 'auto',
        }
      })
      .filter((image) => image.area > 0),
  )
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })
    test('the largest image of the first screen is never lazy', async ({ page }) => {
      const article = await (async () => {
        await page.goto('/news')
        return page.locator('main article a').first().getAttribute('href')
      })()
      for (const path of [...PAGES, article!]) {
        await page.goto(path)
        const largest = await largestFirstScreenImage(page)
        if (!largest) continue
        expect(largest.loading, `${path}: ${largest.src}`).toBe('eager')
        expect(largest.priority, `${path}: ${largest.src}`).not.toBe('low')
      }
    })
  })
}
