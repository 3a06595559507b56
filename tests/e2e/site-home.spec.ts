import { expect, test, type Page } from '@playwright/test'

import { gotoWithPausedClock, pointerAway } from './site-helpers'

// docs/product.md §2.3; docs/design.md decisions 3, 5, 9. Timings (5000 ms hero, 6000 ms industries) driven by a
// paused fake clock, never by sleeping.

const HERO_TITLES = [
  'Centimeter positioning for every field crew',
  'Capture sites as measured point clouds',
  'K8 GNSS module: multi-band RTK for your own products',
]
const INDUSTRIES = ['Construction', 'Agriculture', 'Transportation', 'Aviation', 'Marine', 'Surveying']

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' })
const activeSlide = (page: Page) => hero(page).locator('[aria-roledescription="slide"][data-active="true"]')

async function expectSlide(page: Page, index: number) {
  await expect(activeSlide(page)).toHaveAttribute('aria-label', `Slide ${index + 1} of 3`)
  await expect(page.getByRole('heading', { name: HERO_TITLES[index] })).toBeVisible()
}

const industryTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

async function expectIndustry(page: Page, name: string) {
  await expect(industryTab(page, name)).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByRole('tabpanel', { name, exact: true }).getByRole('heading', { name, exact: true }),
  ).toBeVisible()
}

test.describe('hero carousel', () => {
  test('three slides, autoplay every 5000 ms, wrapping to the first', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await expectSlide(page, 0)
    await expect(hero(page).locator('[aria-roledescription="slide"]')).toHaveCount(3)
    await page.clock.runFor(5000)
    await expectSlide(page, 1)
    await page.clock.runFor(4999)
    await expectSlide(page, 1)
    await page.clock.runFor(1)
    await expectSlide(page, 2)
    await page.clock.runFor(5000)
    await expectSlide(page, 0)
  })

  test('hover holds the slideshow; leaving resumes it', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.getByRole('heading', { name: HERO_TITLES[0] }).hover()
    await page.clock.runFor(20_000)
    await expectSlide(page, 0)
    await pointerAway(page)
    await page.clock.runFor(5000)
    await expectSlide(page, 1)
  })

  test('previous/next and dots select slides and stop autoplay until the pointer leaves', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(page, 1)
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(page, 2)
    await page.getByRole('button', { name: 'Slide 2 of 3' }).click()
    await expectSlide(page, 1)
    await expect(page.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(20_000)
    await expectSlide(page, 1)
    await pointerAway(page)
    await page.clock.runFor(5000)
    await expectSlide(page, 2)
  })

  test('the visible pause control stops it until Play', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await pointerAway(page)
    await page.clock.runFor(30_000)
    await expectSlide(page, 0)
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await pointerAway(page)
    await page.clock.runFor(5000)
    await expectSlide(page, 1)
  })

  test('keyboard focus inside holds it', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await page.getByRole('link', { name: 'Explore GNSS Receivers' }).focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await page.clock.runFor(20_000)
    await expectSlide(page, 0)
  })

  test('no autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoWithPausedClock(page, '/')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(30_000)
    await expectSlide(page, 0)
  })

  test('slide 1 image is the eager, high-priority LCP candidate; the others load lazily', async ({ page }) => {
    await page.goto('/')
    const images = hero(page).locator('img')
    await expect(images).toHaveCount(3)
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager')
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high')
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
    await expect(images.nth(2)).toHaveAttribute('loading', 'lazy')
    // Renditions for the LCP image; explicit size on every image (no layout shift).
    await expect(hero(page).locator('source[type="image/webp"]').first()).toHaveAttribute(
      'srcset',
      /slide-1-800\.webp 800w/,
    )
    for (const i of [0, 1, 2]) {
      await expect(images.nth(i)).toHaveAttribute('width', '1600')
      await expect(images.nth(i)).toHaveAttribute('height', '900')
    }
  })

  test('buttons lead to the spec destinations', async ({ page }) => {
    await page.goto('/')
    const region = hero(page)
    // Inactive slides are inert, so their links are checked in the DOM rather than by role.
    const hrefs = await region.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    for (const href of [
      '/products',
      '/products/category/3d-scanners',
      '/products/category/gnss-receivers',
      '/contact',
      '/product/k8-gnss-module',
    ]) {
      expect(hrefs).toContain(href)
    }
  })

  test('no layout shift while the page loads and the carousels start', async ({ page }) => {
    // A slow phone: Chromium then paints before the whole document is parsed. Half a header once moved the menu
    // (CLS 0.012 in CI); the first paint now waits for the header's end (src/app/inline-site-css.tsx).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await page.goto('/')
    await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached()
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
        }),
    )
    expect(shift).toBeLessThan(0.01)
  })
})

test.describe('home sections', () => {
  test('featured products: up to 4 cards with Featured badges, linking to their pages', async ({ page, request }) => {
    const api = await (await request.get('/api/public/products?active=true&featured=true&limit=4')).json()
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Featured Products' })
    const cards = section.getByTestId('product-card')
    await expect(cards).toHaveCount(api.products.length)
    expect(api.products.length).toBeGreaterThan(0)
    expect(api.products.length).toBeLessThanOrEqual(4)
    for (const product of api.products as Array<{ slug: string; name: string }>) {
      const card = cards.filter({ hasText: product.name })
      await expect(card.getByText('Featured', { exact: true })).toBeVisible()
      await expect(card.getByRole('link', { name: new RegExp(product.name) })).toHaveAttribute(
        'href',
        `/product/${product.slug}`,
      )
    }
    await expect(section.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products')
  })

  test('professional solutions: four cards to the category listings', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Professional Solutions' })
    for (const [name, slug] of [
      ['GNSS Receivers', 'gnss-receivers'],
      ['3D Laser Scanners', '3d-scanners'],
      ['Radar Monitoring', 'radar-monitoring'],
      ['OEM Boards & Modules', 'oem-boards'],
    ]) {
      await expect(section.getByRole('link', { name })).toHaveAttribute('href', `/products/category/${slug}`)
    }
  })

  test('industries: six, selectable by list, dots and arrows, wrapping both ways', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Industries We Serve' })
    await expect(section.getByRole('tab')).toHaveText(INDUSTRIES)
    await expectIndustry(page, 'Construction')
    await section.getByRole('button', { name: 'Previous industry' }).click()
    await expectIndustry(page, 'Surveying')
    await section.getByRole('button', { name: 'Next industry' }).click()
    await expectIndustry(page, 'Construction')
    await industryTab(page, 'Marine').click()
    await expectIndustry(page, 'Marine')
    await section.getByRole('button', { name: 'Show Aviation' }).click()
    await expectIndustry(page, 'Aviation')
    await expect(section.getByRole('button', { name: 'Show Aviation' })).toHaveAttribute('aria-current', 'true')
    // The list is a tablist: arrows move the selection, wrapping.
    await industryTab(page, 'Aviation').focus()
    await page.keyboard.press('ArrowDown')
    await expectIndustry(page, 'Marine')
    await page.keyboard.press('End')
    await expectIndustry(page, 'Surveying')
    await page.keyboard.press('ArrowDown')
    await expectIndustry(page, 'Construction')
    await expect(industryTab(page, 'Construction')).toBeFocused()
  })

  test('each industry has four applications, Explore Solutions and Get Custom Quote', async ({ page }) => {
    await page.goto('/')
    for (const name of INDUSTRIES) {
      await industryTab(page, name).click()
      const panel = page.getByRole('tabpanel', { name, exact: true })
      await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible()
      await expect(panel.getByRole('listitem')).toHaveCount(4)
      await expect(panel.getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute(
        'href',
        `/solutions/${name.toLowerCase()}`,
      )
      await expect(panel.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', /^\/contact/)
    }
  })

  test('industries rotate every 6000 ms and can be paused', async ({ page }) => {
    await gotoWithPausedClock(page, '/')
    await expectIndustry(page, 'Construction')
    await page.clock.runFor(6000)
    await expectIndustry(page, 'Agriculture')
    await page.clock.runFor(5999)
    await expectIndustry(page, 'Agriculture')
    await page.clock.runFor(1)
    await expectIndustry(page, 'Transportation')
    await page.getByRole('button', { name: 'Pause rotation' }).click()
    await pointerAway(page)
    await page.clock.runFor(60_000)
    await expectIndustry(page, 'Transportation')
    await page.getByRole('button', { name: 'Resume rotation' }).click()
    await pointerAway(page)
    await page.clock.runFor(6000)
    await expectIndustry(page, 'Aviation')
    // Four more steps wrap past Surveying to Construction.
    await page.clock.runFor(6000)
    await page.clock.runFor(6000)
    await expectIndustry(page, 'Surveying')
    await page.clock.runFor(6000)
    await expectIndustry(page, 'Construction')
  })

  test('news & events: three items linking to their articles, and View All', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'News & Events' })
    const links = section.getByRole('article').getByRole('link')
    await expect(links).toHaveCount(3)
    // The listing's order: the expo first (upcoming until 10 December 2026 is over in Kabul, and the newest item
    // after that), then the newest news.
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/news/geospatial-expo-kabul-2026',
      '/news/k8-series-launch',
      '/news/construction-partnership',
    ])
    await expect(section.getByText('Event', { exact: true })).toBeVisible()
    await expect(section.getByText('News', { exact: true })).toHaveCount(2)
    await expect(section.getByRole('link', { name: 'View All News & Events' })).toHaveAttribute('href', '/news')
    await links.nth(1).click()
    await expect(page).toHaveURL(/\/news\/k8-series-launch$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/K8 series/)
  })

  test('why choose: the four figures and calls to action', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: /^Why Choose/ })
    for (const [value, label] of [
      ['500+', 'Clients'],
      ['50+', 'Countries'],
      ['99.9%', 'Precision'],
      ['24/7', 'Support'],
    ] as const) {
      await expect(section.getByText(value, { exact: true })).toBeVisible()
      await expect(section.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(section.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
    await expect(section.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact')
    await expect(section.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products')
  })
})
