/**
 * Data saver (docs/decisions/024-data-saver.md): with `Save-Data: on` the carousels do not autoplay or
 * fetch slides beyond the first, images come in their smallest rendition, and no link prefetches. Each check has a twin
 * without the header, so a test fails when the behaviour is missing rather than passing on a quiet page.
 */
import { expect, test, type Page, type Request } from '@playwright/test'

import { gotoWithPausedClock } from './site-helpers'

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' })
const activeSlide = (page: Page) => hero(page).locator('[aria-roledescription="slide"][data-active="true"]')
const pathOf = (r: Request) => new URL(r.url()).pathname

/** The image paths of the industries panels (all in the HTML, one shown at a time). */
function panelImages(page: Page): Promise<string[]> {
  return page
    .locator('[role="tabpanel"] img')
    .evaluateAll((els) => els.map((e) => new URL((e as HTMLImageElement).src).pathname))
}

/** Every image path requested from now on. */
function recordImages(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') seen.push(pathOf(r))
  })
  return seen
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
  })
  await page.waitForLoadState('networkidle')
}

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  test('the hero does not autoplay; Play still starts it', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(30_000)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 3')
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await page.mouse.move(2, 2)
    await page.clock.runFor(5000)
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 3')
  })

  test('only the first slide and panel images load, in the smallest rendition; the others when shown', async ({
    page,
  }) => {
    const images = recordImages(page)
    await page.goto('/')
    await scrollThrough(page)
    const hero = images.filter((p) => p.startsWith('/images/hero/'))
    expect(hero).toEqual(['/images/hero/slide-1-800.webp'])
    const panels = await panelImages(page)
    expect(panels).toHaveLength(6)
    expect(images.filter((p) => panels.includes(p))).toEqual([panels[0]])

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => images.filter((p) => p.startsWith('/images/hero/slide-2'))).toHaveLength(1)
  })

  test('catalogue images offer only their smallest rendition', async ({ page }) => {
    const images = recordImages(page)
    await page.goto('/products/category/gnss-receivers')
    await scrollThrough(page)
    const sources = await page
      .locator('main picture source')
      .evaluateAll((els) => els.map((e) => (e as HTMLSourceElement).srcset))
    expect(sources.length).toBeGreaterThan(3)
    for (const srcset of sources) expect(srcset).toMatch(/^\S+-320\.(webp|avif) 320w$/)
    const catalogue = images.filter((p) => p.startsWith('/uploads/images/'))
    expect(catalogue.length).toBeGreaterThan(3)
    for (const path of catalogue) expect(path).toMatch(/-320\.(webp|avif)$/)
  })

  test('links never prefetch, not even on intent', async ({ page }) => {
    const prefetches: string[] = []
    page.on('request', (r) => {
      if (r.headers()['next-router-prefetch']) prefetches.push(pathOf(r))
    })
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'About' }).hover()
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).focus()
    await page.waitForTimeout(1500)
    expect(prefetches).toEqual([])
    // Navigation itself still works.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
  })
})

test.describe('without Save-Data (the same checks, for contrast)', () => {
  test('the hero autoplays, slides beyond the first and large renditions may load, links prefetch on intent', async ({
    page,
  }) => {
    const images = recordImages(page)
    await gotoWithPausedClock(page, '/')
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    await expect(hero(page).locator('source[type="image/webp"]').first()).toHaveAttribute('srcset', /1600w/)
    await page.clock.resume()
    await scrollThrough(page)
    const panels = await panelImages(page)
    expect(images.filter((p) => panels.includes(p)).length).toBeGreaterThan(1)

    const prefetches: string[] = []
    page.on('request', (r) => {
      if (r.headers()['next-router-prefetch']) prefetches.push(pathOf(r))
    })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('banner').getByRole('link', { name: 'About' }).hover()
    await expect.poll(() => prefetches).toContain('/about')
  })

  test('catalogue images offer every rendition', async ({ page }) => {
    await page.goto('/products/category/gnss-receivers')
    const sources = await page
      .locator('main picture source')
      .evaluateAll((els) => els.map((e) => (e as HTMLSourceElement).srcset))
    expect(sources.some((s) => s.includes(', '))).toBe(true)
  })
})
