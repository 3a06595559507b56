/**
 * The pages' sections in the staff panel (docs/decisions/044-site-content-in-the-database.md): an editor changes a
 * hero slide's title in English and Dari and the home page and /fa show it; a solution page's text change shows; a
 * second save from an editor opened before the first is refused with the changed fields; sales gets 403. Every change
 * is put back at the end, so specs that read the seeded pages still find today's content.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const field = (page: Page, locale: 'en' | 'fa' | 'ps', path: string) => page.locator(`#page-${locale}-${path}`)

async function saveAndWait(page: Page) {
  await page.getByRole('button', { name: 'Save page' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 30_000 })
}

async function openPage(page: Page, slug: string) {
  await page.goto(`/admin/content/pages/${slug}`)
  await waitForHydration(page)
}

test('an editor changes a hero slide title in English and Dari; the home page and /fa show it', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/content/pages')
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
  await expectNoAxeViolations(page, 'pages list')
  await page.getByRole('link', { name: 'Home page' }).click()
  await waitForHydration(page)
  const en = field(page, 'en', 'heroSlides-0-title')
  const fa = field(page, 'fa', 'heroSlides-0-title')
  const [oldEn, oldFa] = [await en.inputValue(), await fa.inputValue()]
  await expect(fa).toHaveAttribute('dir', 'rtl')
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`content-pages-home-${width}.png`) })
  }
  await expectNoAxeViolations(page, 'page editor')
  await en.fill('Survey-grade positioning for every crew')
  await fa.fill('موقعیت‌یابی دقیق برای هر تیم')
  await saveAndWait(page)

  const visitor = await page.context().browser()!.newPage()
  await expect
    .poll(async () => {
      await visitor.goto('/')
      return visitor.getByRole('heading', { level: 2, name: 'Survey-grade positioning for every crew' }).count()
    })
    .toBe(1)
  await visitor.goto('/fa')
  await expect(visitor.getByRole('heading', { level: 2, name: 'موقعیت‌یابی دقیق برای هر تیم' })).toBeVisible()

  // A Dari text left empty: /fa shows the page's English, the slide's words marked as English (decision 032).
  await fa.fill('')
  await saveAndWait(page)
  await visitor.goto('/fa')
  const slideTitle = visitor.getByRole('heading', { level: 2, name: 'Survey-grade positioning for every crew' })
  await expect(slideTitle).toBeVisible()
  expect(await slideTitle.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('en')
  expect(await visitor.locator('html').getAttribute('lang')).toBe('fa-AF')
  await visitor.close()

  await en.fill(oldEn)
  await fa.fill(oldFa)
  await saveAndWait(page)
})

test("an editor uploads a section's image; the page shows it at the picture's own shape", async ({ page }) => {
  await signInAs(page, 'editor', '/admin/content/pages')
  await openPage(page, 'about')
  const address = field(page, 'en', 'mission-image-src')
  const old = await address.inputValue()
  const [oldWidth, oldHeight] = [
    await field(page, 'en', 'mission-image-width').inputValue(),
    await field(page, 'en', 'mission-image-height').inputValue(),
  ]
  const width = 800
  const height = 500
  const pixels = Buffer.alloc(width * height * 3, 90)
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
  // The seed's drawing is there already: the button offers to replace it.
  await page.getByLabel('Replace image').setInputFiles({ name: 'crew.png', mimeType: 'image/png', buffer: png })
  await expect(address).toHaveValue(/^\/uploads\/images\/upload-[a-z0-9-]+\.webp$/, { timeout: 30_000 })
  // The picture's shape (16:10), not the drawing's 1200×675: the page reserves the right box.
  const shape = async () =>
    Number(await field(page, 'en', 'mission-image-width').inputValue()) /
    Number(await field(page, 'en', 'mission-image-height').inputValue())
  expect(await shape()).toBeCloseTo(1.6, 2)
  const [newWidth, newHeight] = [
    await field(page, 'en', 'mission-image-width').inputValue(),
    await field(page, 'en', 'mission-image-height').inputValue(),
  ]
  const src = await address.inputValue()
  await saveAndWait(page)

  const visitor = await page.context().browser()!.newPage()
  await visitor.goto('/about')
  const image = visitor.locator(`img[src="${src}"]`)
  await expect(image).toHaveAttribute('width', newWidth)
  await expect(image).toHaveAttribute('height', newHeight)
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await visitor.close()

  await address.fill(old)
  await field(page, 'en', 'mission-image-width').fill(oldWidth)
  await field(page, 'en', 'mission-image-height').fill(oldHeight)
  await saveAndWait(page)
})

test('the home page pins an article chosen from the list', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/content/pages')
  await openPage(page, 'home')
  await field(page, 'en', 'news-mode').selectOption('pinned')
  await page.getByRole('button', { name: 'Add article' }).click()
  const pick = field(page, 'en', 'news-pinned-0')
  await expect(pick.getByRole('option', { name: /^K8 series/ })).toHaveCount(1)
  // By its slug: the content-flow spec may rename the article meanwhile.
  await pick.selectOption('k8-series-launch')
  await saveAndWait(page)

  const visitor = await page.context().browser()!.newPage()
  await visitor.goto('/')
  const news = visitor.getByRole('region', { name: 'News & Events' })
  await expect(news.getByRole('heading', { level: 3 })).toHaveCount(1)
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(/^K8 series/)
  await visitor.close()

  await page.getByRole('button', { name: 'Remove Article 1' }).click()
  await field(page, 'en', 'news-mode').selectOption('latest')
  await saveAndWait(page)
})

test('a solution page text change shows on the page', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/content/pages')
  await openPage(page, 'mining')
  const subtitle = field(page, 'en', 'subtitle')
  const old = await subtitle.inputValue()
  await subtitle.fill('Wall monitoring and volumes for open-pit mines')
  await saveAndWait(page)
  const visitor = await page.context().browser()!.newPage()
  await expect
    .poll(async () => {
      await visitor.goto('/solutions/mining')
      return visitor.getByText('Wall monitoring and volumes for open-pit mines').count()
    })
    .toBeGreaterThan(0)
  await visitor.close()
  await subtitle.fill(old)
  await saveAndWait(page)
})

test('a hostile link is refused and the input kept; a second, conflicting save is refused with the fields', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'editor', '/admin/content/pages')
  await openPage(page, 'about')
  const other = await (await browser.newContext()).newPage()
  await signInAs(other, 'editor', '/admin/content/pages')
  await openPage(other, 'about')

  const href = field(page, 'en', 'cta-links-0-href')
  const oldHref = await href.inputValue()
  await href.fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Save page' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'One field needs attention.' })).toBeVisible()
  await expect(href).toHaveValue('javascript:alert(1)')
  await href.fill(oldHref)

  const heading = field(page, 'en', 'mission-title')
  const old = await heading.inputValue()
  await heading.fill('Our Mission Today')
  await saveAndWait(page)

  await field(other, 'en', 'values-title').fill('What We Value')
  await other.getByRole('button', { name: 'Save page' }).click()
  await expect(other.getByRole('alert').filter({ hasText: 'Someone else saved this page' })).toBeVisible()
  await expect(other.getByRole('list', { name: 'Fields they changed' })).toContainText('Mission')
  await expect(field(other, 'en', 'values-title')).toHaveValue('What We Value')
  await other.context().close()

  await heading.fill(old)
  await saveAndWait(page)
})

test('sales is refused the pages screens', async ({ browser }) => {
  const sales = await (await browser.newContext()).newPage()
  await signInAs(sales, 'sales', '/admin/leads')
  for (const path of ['/admin/content/pages', '/admin/content/pages/home']) {
    const response = await sales.goto(path)
    expect(response?.status(), path).toBe(403)
  }
  await sales.context().close()
})
