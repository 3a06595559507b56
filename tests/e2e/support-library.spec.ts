/**
 * The support library in the browser (docs/support-library.md): an editor creates a firmware release for a product,
 * its file sent with tus while the connection is cut twice (the upload resumes by itself), with a Dari title beside
 * the English; once published, a Dari visitor finds it from the product page's Support section and in the support hub,
 * downloads the file and gets the very bytes (their SHA-256 as shown). axe clean. Shares the main test server.
 */
import { createHash, randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

const PRODUCT = {
  slug: 'plumbline-p03-digital-level',
  name: 'Plumbline P03 Digital Level',
  dari: 'ترازیاب دیجیتال Plumbline P03',
}
const VERSION = `2.${Date.now() % 100_000}`
const DARI_TITLE = 'فرم‌ور ترازیاب دیجیتل Plumbline'
const FIRMWARE = Buffer.concat([Buffer.from(`PLUMBLINE-FW ${VERSION}\n`), randomBytes(300_000)])
const SHA256 = createHash('sha256').update(FIRMWARE).digest('hex')

test('an editor publishes a release through a cut upload; a Dari visitor downloads it', async ({ page, request }) => {
  test.setTimeout(120_000)
  await signInAs(page, 'editor', '/admin/library/releases/new')
  await waitForHydration(page)
  await expectNoAxeViolations(page)

  await page.locator('#release-kind').selectOption('firmware')
  await page.locator('#release-title').fill('Plumbline level firmware')
  await page.locator('#release-version').fill(VERSION)
  await page.getByRole('tab', { name: /Dari/ }).click()
  await page.locator('#library-fa-title').fill(DARI_TITLE)
  await page.getByLabel('Filter the list').fill('Plumbline P03')
  await page.getByLabel(PRODUCT.name).check()

  // The first two attempts to send the bytes are cut; tus's retries carry the upload through by themselves.
  let cuts = 0
  await page.route('**/api/admin/library/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH' && cuts < 2) {
      cuts++
      return route.abort('connectionreset')
    }
    return route.continue()
  })
  await page.getByLabel('Add a file').setInputFiles({
    name: 'plumbline-firmware.bin',
    mimeType: 'application/octet-stream',
    buffer: FIRMWARE,
  })
  await expect(page.getByText(`Uploaded. SHA-256: ${SHA256}`)).toBeVisible({ timeout: 30_000 })
  expect(cuts).toBe(2)

  await page.getByRole('radio', { name: /^Recommended/ }).check()
  await page.getByRole('radio', { name: /^Published:/ }).check()
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page.getByText('Release created.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(VERSION)

  // A Dari visitor: the product page's Support section leads to the product's support page, with the file and its
  // checksum.
  await page.goto(`/fa/product/${PRODUCT.slug}`)
  const summary = page.locator('#support')
  await summary.getByRole('link', { name: 'پشتیبانی و دانلودها' }).click()
  await expect(page).toHaveURL(new RegExp(`/fa/support/products/${PRODUCT.slug}$`))
  const support = page.locator('#support')
  await expect(support.getByRole('heading', { name: 'پشتیبانی و دانلودها' })).toBeVisible()
  await expect(support.getByRole('heading', { name: `${DARI_TITLE} ${VERSION}` })).toBeVisible()
  await expect(support.getByText(SHA256).first()).toBeVisible()
  await expectNoAxeViolations(page)
  const href = await support
    .getByRole('link', { name: /plumbline-firmware\.bin/ })
    .first()
    .getAttribute('href')
  const download = await request.get(href!)
  expect(download.status()).toBe(200)
  expect(
    createHash('sha256')
      .update(await download.body())
      .digest('hex'),
  ).toBe(SHA256)
  const part = await request.get(href!, { headers: { Range: 'bytes=0-99' } })
  expect(part.status()).toBe(206)
  expect(Buffer.compare(await part.body(), FIRMWARE.subarray(0, 100))).toBe(0)

  // The release's page and the hub, in Dari.
  await support
    .getByRole('heading', { name: `${DARI_TITLE} ${VERSION}` })
    .getByRole('link')
    .click()
  // The hero isolates Latin runs in Dari text (U+2068…U+2069): the words, then the version.
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toContainText('فرم‌ور ترازیاب دیجیتل')
  await expect(h1).toContainText(VERSION)
  await expect(page.getByRole('link', { name: /plumbline-firmware\.bin/ })).toBeVisible()
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const ld = scripts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'SoftwareApplication')
  expect(ld).toMatchObject({ '@type': 'SoftwareApplication', softwareVersion: VERSION, inLanguage: 'fa-AF' })
  expect(ld.downloadUrl[0]).toContain('/downloads/')
  await expectNoAxeViolations(page)
  await page.goto('/fa/support?q=Plumbline')
  await expect(page.getByText('۲ محصول با')).toBeVisible()
  await expect(page.getByRole('link', { name: PRODUCT.dari }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: `${DARI_TITLE} ${VERSION}` })).toBeVisible()
  await expectNoAxeViolations(page)
})
