/**
 * "Keep on this device" (docs/decisions/094-keep-on-this-device.md): on a product's support page a visitor keeps a
 * manual with the keyboard; the page shows what is kept of the quota; with the browser offline the saved support page
 * still knows it is kept and the file comes from the worker's cache with the SHA-256 the page shows; the offline page
 * lists it with a link; it can be removed. A document that would go over the quota is refused with the room left.
 * Without JavaScript no button is offered, the field pack is. Each test has its own browser context, so its own
 * worker and caches. Dari, as a Dari-speaking surveyor would use it. Shares the main test server: an editor publishes
 * the manual first.
 */
import { createHash } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { offlineCopy } from '../../src/content/fa/offline'
import { supportLibrary } from '../../src/content/fa/library'
import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { waitUntilSaved } from './site-helpers'

// The config blocks service workers for every other spec (page.route() cannot see what a worker answers).
test.use({ serviceWorkers: 'allow' })
// One worker for the file: the manual is published once, before both tests.
test.describe.configure({ mode: 'serial' })

const PRODUCT = { slug: 'fieldbook-c6-controller', name: 'Fieldbook C6 Compact Controller' }
const PAGE = `/fa/support/products/${PRODUCT.slug}`
const MANUAL = 'fieldbook-c6-user-manual.pdf'
const VERSION = `3.${Date.now() % 100_000}`
/** A small but real PDF (the upload checks that a .pdf is one). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n' +
    `% Fieldbook C6 user manual ${VERSION}\n${'x'.repeat(20_000)}\n%%EOF\n`,
)
const SHA256 = createHash('sha256').update(PDF).digest('hex')
const copy = supportLibrary.keep

// The shared test server starts with an empty library: an editor publishes the manual first, as in the panel.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ javaScriptEnabled: true })
  const page = await context.newPage()
  await signInAs(page, 'editor', '/admin/library/releases/new')
  await waitForHydration(page)
  await page.locator('#release-kind').selectOption('manual')
  await page.locator('#release-title').fill('Fieldbook C6 user manual')
  await page.locator('#release-version').fill(VERSION)
  await page.getByLabel('Filter the list').fill('Fieldbook C6')
  await page.getByLabel(PRODUCT.name).check()
  await page.getByLabel('Add a file').setInputFiles({ name: MANUAL, mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText(`Uploaded. SHA-256: ${SHA256}`)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('radio', { name: /^Recommended/ }).check()
  await page.getByRole('radio', { name: /^Published:/ }).check()
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page.getByText('Release created.')).toBeVisible()
  await context.close()
})

/** The SHA-256 of what `href` answers inside the page (through its service worker), with the answer's status. */
function fetchedSha256(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer())
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
    return { status: response.status, sha256: hex }
  }, href)
}

test('a kept manual opens offline, and the offline page lists it', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.goto(PAGE)
  const keep = page.getByRole('button', { name: copy.keepNamed(MANUAL) })
  await expect(keep).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 3, name: copy.heading })).toBeVisible()
  await expect(page.getByText(/^نگه‌داشته‌شده روی این دستگاه: ۰ فایل، ۰ B از ۲۰۰ MB$/)).toBeVisible()
  await expectNoAxeViolations(page)

  const link = page.getByRole('link', { name: new RegExp(MANUAL.replace(/\./g, '\\.')) })
  const href = (await link.getAttribute('href'))!
  await expect(page.getByText(SHA256)).toBeVisible()

  await keep.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: copy.kept(MANUAL) })).toBeVisible({ timeout: 20_000 })
  const remove = page.getByRole('button', { name: copy.removeNamed(MANUAL) })
  await expect(remove).toBeFocused()
  await expect(page.getByText(/^نگه‌داشته‌شده روی این دستگاه: یک فایل، .+ KB از ۲۰۰ MB$/)).toBeVisible()
  await waitUntilSaved(page, PAGE)

  await context.setOffline(true)
  await page.goto(PAGE)
  await expect(page.locator('saved-copy-notice')).toBeVisible()
  await expect(page.getByRole('button', { name: copy.removeNamed(MANUAL) })).toBeVisible({ timeout: 20_000 })
  expect(await fetchedSha256(page, href)).toEqual({ status: 200, sha256: SHA256 })

  await page.goto('/fa/about')
  await expect(page.getByRole('heading', { level: 1, name: offlineCopy.page.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: offlineCopy.page.keptHeading })).toBeVisible()
  const kept = page.locator('[data-kept-files] li')
  await expect(kept).toHaveCount(1)
  await expect(kept.getByRole('link')).toHaveAttribute('href', href)
  await expect(kept.getByRole('link')).toContainText(MANUAL)
  await expectNoAxeViolations(page)

  // Back online: removed with the keyboard, and no longer listed.
  await context.setOffline(false)
  await page.goto(PAGE)
  const again = page.getByRole('button', { name: copy.removeNamed(MANUAL) })
  await expect(again).toBeVisible({ timeout: 20_000 })
  await again.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: copy.removed(MANUAL) })).toBeVisible()
  await expect(page.getByText(/^نگه‌داشته‌شده روی این دستگاه: ۰ فایل، ۰ B از ۲۰۰ MB$/)).toBeVisible()
  expect(await page.evaluate(async () => (await (await caches.open('mg-kept-v1')).keys()).length)).toBe(0)
})

test('a document that would go over the quota is refused, saying how much room is left', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(PAGE)
  const keep = page.getByRole('button', { name: copy.keepNamed(MANUAL) })
  await expect(keep).toBeVisible({ timeout: 20_000 })
  // Another document kept earlier takes all but 10 KiB of the 200 MB (the worker reads sizes from its own cache).
  await page.evaluate(async () => {
    const cache = await caches.open('mg-kept-v1')
    const headers = { 'x-mg-kept-title': 'Other%20manual', 'x-mg-kept-bytes': String(200 * 1024 * 1024 - 10_240) }
    await cache.put(`${location.origin}/downloads/999999/other-manual.pdf`, new Response('x', { headers }))
  })
  await page.reload()
  await expect(page.getByText(/^نگه‌داشته‌شده روی این دستگاه: یک فایل، ۲۰۰ MB از ۲۰۰ MB$/)).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: copy.keepNamed(MANUAL) }).click()
  await expect(page.getByRole('status').filter({ hasText: copy.tooBig(MANUAL, '۱۰ KB') })).toBeVisible()
  await expect(page.getByRole('button', { name: copy.keepNamed(MANUAL) })).toBeVisible()
  expect(
    await page.evaluate(async () =>
      (await (await caches.open('mg-kept-v1')).keys()).map((r) => r.url.split('/').pop()),
    ),
  ).toEqual(['other-manual.pdf'])
})

test('without JavaScript no button to keep is offered, the field pack is', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(PAGE)
  await expect(page.getByRole('link', { name: new RegExp(MANUAL.replace(/\./g, '\\.')) })).toBeVisible()
  await expect(page.getByText(SHA256)).toBeVisible()
  await expect(page.getByRole('button', { name: copy.keepNamed(MANUAL) })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: copy.heading })).toHaveCount(0)
  // The page isolates "zip" for bidirectional text: the name is matched without it.
  await expect(page.getByRole('link', { name: /^دانلود بسته ساحوی/ })).toHaveAttribute(
    'href',
    `/downloads/field-pack/${PRODUCT.slug}.fa.zip`,
  )
  await context.close()
})
