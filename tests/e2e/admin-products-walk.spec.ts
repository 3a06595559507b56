/**
 * Decision 017's walk through the product editor, on a server of its own (it changes the catalogue, which the shared
 * e2e server's other specs read): sign in → create a category → create a product with images and a pasted
 * specification table → it is on its category page, its detail page, the API and the sitemap → change the slug →
 * the old URL redirects → an edit conflict from two sessions → unpublish → 404. Plus refused uploads, role checks,
 * axe on the editor pages and screenshots at 1280 and 768 px (test-results/admin-products-*.png).
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import type { AppServer } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

let app: AppServer
let data: CatalogueData
test.beforeAll(async () => {
  test.setTimeout(300_000)
  data = prepareCatalogueData()
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  data?.dispose()
})

/** A photo-like PNG (a gradient) of the given size. */
async function photo(width: number, height: number, hue: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256
    pixels[i * 3 + 1] = hue
    pixels[i * 3 + 2] = Math.floor(i / width) % 256
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`admin-products-${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Pastes text into a field as the clipboard would (a paste event carrying text/plain). */
async function paste(page: Page, label: RegExp, text: string) {
  await page.getByLabel(label).evaluate((el, value) => {
    const data = new DataTransfer()
    data.setData('text/plain', value)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

const SPEC_TABLE = [
  'Parameter\tValue',
  'Frequency\t200 / 400 kHz',
  'Swath coverage\tUp to 140°',
  'Depth range\t0.5–150 m',
].join('\n')

test('the issue walk: create, publish, find everywhere, rename with a redirect, conflict, unpublish', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const base = app.baseURL
  await signInAs(page, 'editor', '/admin/products', base)
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expectNoAxeViolations(page, 'product list')
  await screenshots(page, 'list')

  // 1. A category for the new product, in the category editor.
  await page.goto(`${base}/admin/categories`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'New category' }).click()
  const categoryForm = page.getByRole('form', { name: 'New category' })
  await categoryForm.getByRole('textbox', { name: /^Name/ }).fill('Hydrographic Sonar')
  await expect(categoryForm.getByRole('textbox', { name: /^Slug/ })).toHaveValue('hydrographic-sonar')
  await categoryForm.getByRole('button', { name: 'Create category' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Hydrographic Sonar/ })).toBeVisible()

  // 2. The product: name (the slug follows), category, title, two uploaded images with alt text, a pasted table.
  await page.goto(`${base}/admin/products/new`)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /^Name/ }).fill('SB-40 Multibeam Echosounder')
  await expect(page.getByRole('textbox', { name: /^Slug/ })).toHaveValue('sb-40-multibeam-echosounder')
  await expect(page.getByText('Available: the page will be /product/sb-40-multibeam-echosounder')).toBeVisible()
  await page.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Hydrographic Sonar' })
  await page.getByRole('textbox', { name: /^Title/ }).fill('SB-40 compact multibeam for rivers and reservoirs')
  await page.getByRole('textbox', { name: /^Short description/ }).fill('Bathymetry from a small boat.')
  await page.getByRole('textbox', { name: /^Price/ }).fill('38500')
  await page.getByRole('checkbox', { name: 'Published (visible on the site)' }).check()
  await page.getByLabel('Upload images').setInputFiles([
    { name: 'sb40-front.png', mimeType: 'image/png', buffer: await photo(900, 600, 40) },
    { name: 'sb40-side.png', mimeType: 'image/png', buffer: await photo(800, 600, 160) },
  ])
  await expect(page.getByRole('textbox', { name: /^Image 2: alt text/ })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('textbox', { name: /^Image 1 \(main\): alt text/ }).fill('SB-40 transducer head, front')
  await page.getByRole('textbox', { name: /^Image 2: alt text/ }).fill('SB-40 on its pole mount')
  await expect(page.getByText(/Optimis(ing|ed)/).first()).toBeVisible()

  await page.getByRole('button', { name: 'Add a specification group' }).click()
  await page.getByRole('textbox', { name: /^Group name/ }).fill('Acoustic performance')
  await paste(page, /^Paste a table into/, SPEC_TABLE)
  await expect(page.getByText('3 rows added.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Row 2 value/ })).toHaveValue('Up to 140°')

  await expectNoAxeViolations(page, 'new product form')
  await screenshots(page, 'editor')
  await page.getByRole('button', { name: 'Create product' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?created=1$/, { timeout: 60_000 })
  await expect(page.getByText('Product created.')).toBeVisible()
  const editorUrl = page.url().replace(/\?.*$/, '')

  // 3. Public at once: category page, detail page (with the pasted rows), API, sitemap.
  await page.goto(`${base}/products/category/hydrographic-sonar`)
  await expect(page.getByRole('heading', { name: 'SB-40 Multibeam Echosounder' })).toBeVisible()
  await page.goto(`${base}/product/sb-40-multibeam-echosounder?tab=specifications`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'SB-40 compact multibeam for rivers and reservoirs' }),
  ).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Swath coverage' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Up to 140°' })).toBeVisible()
  const api = await page.request.get(`${base}/api/public/products/slug/sb-40-multibeam-echosounder`)
  expect(api.status()).toBe(200)
  expect(await api.json()).toMatchObject({
    product: { name: 'SB-40 Multibeam Echosounder', price: 38500, category: { slug: 'hydrographic-sonar' } },
  })
  expect(await (await page.request.get(`${base}/sitemap.xml`)).text()).toContain(
    '/product/sb-40-multibeam-echosounder<',
  )

  // 4. A new slug; the old URL redirects permanently.
  await page.goto(editorUrl)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /^Slug/ }).fill('sb-40-multibeam')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 30_000 })
  const old = await page.request.get(`${base}/product/sb-40-multibeam-echosounder`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers().location).toMatch(/\/product\/sb-40-multibeam$/)

  // 5. Two sessions edit the same version: the second save is refused, shows what changed, keeps its input.
  const other = await browser.newContext({ baseURL: base })
  const otherPage = await other.newPage()
  await signInAs(otherPage, 'editor', new URL(editorUrl).pathname, base)
  await waitForHydration(otherPage)
  await page.reload()
  await waitForHydration(page)
  await otherPage.getByRole('textbox', { name: /^Price/ }).fill('36900')
  await otherPage.getByRole('button', { name: 'Save changes' }).click()
  await expect(otherPage.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 30_000 })
  await other.close()

  await page.getByRole('textbox', { name: /^Subtitle/ }).fill('Single-head multibeam, 512 beams')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this product after you opened it' })
  await expect(conflict).toBeVisible({ timeout: 30_000 })
  // Prices read as the site shows them, not as stored numbers.
  await expect(conflict.getByRole('listitem')).toHaveText(['Price: $38,500.00 → $36,900.00'])
  await expect(page.getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Single-head multibeam, 512 beams')
  await expectNoAxeViolations(page, 'editor with a conflict')
  await screenshots(page, 'conflict')
  await conflict.getByRole('button', { name: 'Save mine over theirs' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 30_000 })

  // 6. Unpublish: the public page answers 404.
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByText('Unpublished: the product is a draft again, hidden from the site.')).toBeVisible()
  const gone = await page.request.get(`${base}/product/sb-40-multibeam`)
  expect(gone.status()).toBe(404)
  expect((await page.request.get(`${base}/api/public/products/slug/sb-40-multibeam`)).status()).toBe(404)

  // The draft can still be previewed by staff, as the public page would show it.
  await page.goto(`${editorUrl}/preview`)
  await expect(page.getByRole('note')).toContainText('Preview of a draft')
  await expect(page.getByRole('heading', { level: 1, name: /SB-40 compact multibeam/ })).toBeVisible()

  // 7. The audit log names the product (linked while it exists), not "Product 43"; the create entry lists what it
  // set, without empty → empty rows or raw JSON.
  await page.goto(`${base}/admin/audit?type=product`)
  const entries = page.getByRole('list', { name: /^Changes, page/ }).locator(':scope > li')
  const created = entries.filter({ has: page.getByText('create', { exact: true }) })
  await expect(created.getByRole('link', { name: 'SB-40 Multibeam Echosounder' })).toHaveAttribute(
    'href',
    new URL(editorUrl).pathname,
  )
  await expect(created.getByRole('rowheader', { name: 'Title' })).toBeVisible()
  await expect(created.getByRole('rowheader', { name: 'Series' })).toHaveCount(0)
  await expect(created).not.toContainText('{}')

  // 8. Delete asks in the panel's in-page dialog. The audit log still names the deleted product, without a link.
  await page.goto(editorUrl)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete “SB-40 Multibeam Echosounder”?' })
  await dialog.getByRole('button', { name: 'Delete product' }).click()
  await expect(page).toHaveURL(`${base}/admin/products`)
  await page.goto(`${base}/admin/audit?type=product`)
  const deleted = entries.filter({ has: page.getByText('delete', { exact: true }) })
  await expect(deleted).toContainText('Product SB-40 Multibeam Echosounder')
  await expect(deleted.getByRole('link', { name: 'SB-40 Multibeam Echosounder' })).toHaveCount(0)
  await expect(deleted).not.toContainText('{}')
})

test('uploads are checked by content and refusals say why', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAs(page, 'editor', '/admin/products/new', app.baseURL)
  await waitForHydration(page)
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)])
  await page.getByLabel('Upload images').setInputFiles({ name: 'brochure.png', mimeType: 'image/png', buffer: elf })
  const images = page.getByRole('region', { name: 'Images' })
  await expect(images.getByRole('alert')).toContainText(
    'Refused: brochure.png: This file is a program, not an image (its content was checked, not its name).',
  )
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
  await page.getByLabel('Upload images').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg })
  await expect(images.getByRole('alert')).toContainText(
    'SVG images are not accepted, because an SVG file can carry script.',
  )
  await page.getByLabel('Upload a PDF').setInputFiles({
    name: 'manual.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just text'),
  })
  await expect(page.getByRole('region', { name: 'Downloads' }).getByRole('alert')).toContainText(
    'manual.pdf: This file is not a PDF',
  )
})

test('sales cannot open or use the product editor', async ({ page }) => {
  await signInAs(page, 'sales', '/admin/leads', app.baseURL)
  const response = await page.goto(`${app.baseURL}/admin/products`)
  expect(response?.status()).toBe(403)
  await expect(page.getByText("You don't have access to this page")).toBeVisible()
  // The editor's writes are server actions (each checks the permission); its one route handler is the upload.
  const api = await page.request.post(`${app.baseURL}/api/admin/uploads/images`, { data: 'not an image' })
  expect(api.status()).toBe(403)
})
