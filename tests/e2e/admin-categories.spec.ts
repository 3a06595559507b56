/**
 * The category tree editor, old-URL redirects and the panel's import/export, on a server of their own (they change
 * the catalogue): an editor creates, validates, renames (the old URL answers 308), reorders by keyboard, deactivates
 * and deletes categories; downloads the catalogue, uploads an edited copy, reads the dry run, applies it and sees the
 * site change; broken and hostile archives are refused with their reasons.
 */
import { expect, test, type Page } from '@playwright/test'
import { strToU8, unzipSync, zipSync } from 'fflate'
import { readFileSync } from 'node:fs'

import { signInAs, waitForHydration } from './admin-helpers'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import { expectNoAxeViolations } from './axe'
import type { AppServer } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

let data: CatalogueData
let app: AppServer
test.beforeAll(async () => {
  // Seeding and creating the accounts are three CLI runs: about 10 s on an idle machine, minutes on a loaded one.
  test.setTimeout(420_000)
  // With the site's content: the last test reads the home page.
  data = prepareCatalogueData({ content: true })
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  data?.dispose()
})

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Categories in display order' }).getByRole('listitem').filter({ hasText: name })
/** The tree's own live region (dnd-kit adds another role="status" for its announcements). */
const status = (page: Page) => page.locator('#category-status')
/** Our alerts, not Next's route announcer (which also has role="alert"). */
const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)')

async function publicTree(): Promise<{ slug: string; children: { slug: string }[] }[]> {
  const response = await fetch(`${app.baseURL}/api/public/categories/tree`)
  return ((await response.json()) as { categories: { slug: string; children: { slug: string }[] }[] }).categories
}

test('the tree: create, validate, rename with a redirect, reorder by keyboard, deactivate, delete', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'editor', '/admin/categories', app.baseURL)
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
  await expect(row(page, 'GNSS Receivers')).toBeVisible()
  await expectNoAxeViolations(page, '/admin/categories')
  await page.screenshot({ path: test.info().outputPath('categories-1280.png'), fullPage: true })
  // On a phone a nested row's buttons wrap under its name instead of squeezing it to a few letters a line (it was
  // about 80 px wide at 375 px, and the "Move up" button drew over a long slug).
  await page.setViewportSize({ width: 375, height: 812 })
  const nested = row(page, 'Base & Reference Stations')
  expect((await nested.getByText('Base & Reference Stations', { exact: true }).boundingBox())!.width).toBeGreaterThan(
    150,
  )
  const slugBox = (await nested.getByText('/base-stations', { exact: false }).boundingBox())!
  const upBox = (await nested.getByRole('button', { name: 'Move Base & Reference Stations up' }).boundingBox())!
  expect(upBox.y).toBeGreaterThanOrEqual(slugBox.y + slugBox.height - 1)
  await page.screenshot({ path: test.info().outputPath('categories-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  // Create: the slug follows the name; the import schema checks the form as you type.
  await page.getByRole('button', { name: 'New category' }).click()
  const form = page.getByRole('form', { name: 'New category' })
  await form.getByRole('textbox', { name: /^Name/ }).fill('Marine Sonar')
  await expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('marine-sonar')
  await form.getByRole('textbox', { name: /^Slug/ }).fill('Marine Sonar!')
  await expect(form.getByText('expected a lowercase slug like "rtk-rovers"')).toBeVisible()
  await form.getByRole('textbox', { name: /^Slug/ }).fill('marine-sonar')
  await form.getByRole('combobox', { name: 'Parent' }).selectOption({ label: 'Survey Instruments' })
  // A line's problem names the line while one types, as the server's answer does.
  await form.getByRole('textbox', { name: /^Features/ }).fill(`Multibeam\n${'x'.repeat(121)}`)
  await expect(form.getByText(/^Line 2: /)).toBeVisible()
  await form.getByRole('textbox', { name: /^Features/ }).fill('Multibeam\nSide-scan')
  await expect(form.getByText(/^Line 2: /)).toHaveCount(0)
  await expectNoAxeViolations(page, '/admin/categories (form open)')
  await page.setViewportSize({ width: 768, height: 1024 })
  await page.screenshot({ path: test.info().outputPath('categories-768-form.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await form.getByRole('button', { name: 'Create category' }).click()
  await expect(status(page)).toHaveText('Marine Sonar created.')
  await expect(row(page, 'Marine Sonar')).toBeVisible()
  const created = await fetch(`${app.baseURL}/products/category/marine-sonar`)
  expect(created.status).toBe(200)
  expect(await created.text()).toContain('Marine Sonar')

  // A slug in use is refused on its field.
  await row(page, 'Marine Sonar').getByRole('button', { name: 'Edit Marine Sonar' }).click()
  await page.getByRole('textbox', { name: /^Slug/ }).fill('rtk-rovers')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(alert(page)).toContainText('The slug "rtk-rovers" is already used by the category "RTK Rovers".')

  // Rename with a new slug: the old URL (and its alias) answers a permanent redirect to the new one.
  await page.getByRole('textbox', { name: /^Name/ }).fill('Marine Sonars')
  await page.getByRole('textbox', { name: /^Slug/ }).fill('marine-sonars')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(status(page)).toHaveText('Marine Sonars saved.')
  const old = await fetch(`${app.baseURL}/products/category/marine-sonar?q=beam`, { redirect: 'manual' })
  expect(old.status).toBe(308)
  expect(
    new URL(old.headers.get('location')!, app.baseURL).pathname +
      new URL(old.headers.get('location')!, app.baseURL).search,
  ).toBe('/products/category/marine-sonars?q=beam')
  await page.goto(`${app.baseURL}/category/marine-sonar`)
  await expect(page).toHaveURL(`${app.baseURL}/products/category/marine-sonars`)
  await expect(page.getByRole('heading', { level: 1, name: 'Marine Sonars' })).toBeVisible()
  expect((await fetch(`${app.baseURL}/products/category/never-was`, { redirect: 'manual' })).status).toBe(404)
  await page.goto(`${app.baseURL}/admin/categories`)
  await waitForHydration(page)

  // Reorder by keyboard: lift "Base & Reference Stations" with Space, one up, drop. Each key waits for what a screen
  // reader hears (dnd-kit's live region): the sensor starts listening for arrows a task after the lift and measures
  // the rows first, so keys sent back to back can outrun it (CI failed here once), which no person's typing does.
  const before = (await publicTree()).find((c) => c.slug === 'gnss-receivers')!.children.map((c) => c.slug)
  expect(before.slice(0, 2)).toEqual(['rtk-rovers', 'base-stations'])
  const announced = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
  await row(page, 'Base & Reference Stations').getByRole('button', { name: 'Drag Base & Reference Stations' }).focus()
  await page.keyboard.press('Space')
  // "Picked up …", at once replaced by where it is: over its own place.
  await expect(
    announced(/^(Picked up Base & Reference Stations|Base & Reference Stations is over Base & Reference Stations)\.$/),
  ).toBeAttached()
  await page.keyboard.press('ArrowUp')
  await expect(announced('Base & Reference Stations is over RTK Rovers.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(status(page)).toHaveText('Base & Reference Stations moved.')
  await expect
    .poll(async () =>
      (await publicTree())
        .find((c) => c.slug === 'gnss-receivers')!
        .children.map((c) => c.slug)
        .slice(0, 2),
    )
    .toEqual(['base-stations', 'rtk-rovers'])
  // And with the Move down button.
  await row(page, 'Base & Reference Stations')
    .getByRole('button', { name: 'Move Base & Reference Stations down' })
    .click()
  await expect
    .poll(async () =>
      (await publicTree())
        .find((c) => c.slug === 'gnss-receivers')!
        .children.map((c) => c.slug)
        .slice(0, 2),
    )
    .toEqual(['rtk-rovers', 'base-stations'])

  // Deactivate: gone from the public site; activate: back.
  await row(page, 'Marine Sonars').getByRole('button', { name: 'Deactivate Marine Sonars' }).click()
  await expect(row(page, 'Marine Sonars').getByText('Inactive')).toBeVisible()
  expect((await fetch(`${app.baseURL}/products/category/marine-sonars`)).status).toBe(404)

  // Delete asks in the panel's in-page dialog, never the browser's confirm(). A category with products inside is
  // refused before anyone confirms: the dialog says why and offers no delete; an empty category goes.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`)
  })
  await row(page, 'RTK Rovers').getByRole('button', { name: 'Delete RTK Rovers' }).click()
  const refusal = page.getByRole('dialog', { name: 'Delete “RTK Rovers”?' })
  // It names the first products, each a link to its editor, and counts the rest.
  await expect(refusal.getByRole('alert')).toHaveText(
    '"RTK Rovers" cannot be deleted: it still has 4 products ("Vireo G5 Network Rover", "Vireo G6 RTK Rover", ' +
      '"Vireo G7 RTK Rover" and 1 more). Move or delete them first, or deactivate the category to hide it.',
  )
  const named = refusal.getByRole('alert').getByRole('link')
  await expect(named).toHaveText(['"Vireo G5 Network Rover"', '"Vireo G6 RTK Rover"', '"Vireo G7 RTK Rover"'])
  await expect(refusal.getByRole('button', { name: 'Delete category' })).toHaveCount(0)
  await expectNoAxeViolations(page, '/admin/categories (delete refused)')
  await page.screenshot({ path: test.info().outputPath('categories-delete-refused-1280.png') })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: test.info().outputPath('categories-delete-refused-375.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await named.first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Vireo G5 Network Rover' })).toBeVisible()
  await page.goBack()
  await row(page, 'RTK Rovers').getByRole('button', { name: 'Delete RTK Rovers' }).click()
  await refusal.getByRole('button', { name: 'Close' }).click()
  await expect(refusal).toBeHidden()
  await expect(row(page, 'RTK Rovers')).toBeVisible()
  await row(page, 'Marine Sonars').getByRole('button', { name: 'Delete Marine Sonars' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “Marine Sonars”?' })
  await confirm.getByRole('button', { name: 'Delete category' }).click()
  await expect(status(page)).toHaveText('Category deleted.')
  await expect(row(page, 'Marine Sonars')).toHaveCount(0)
  await expectNoAxeViolations(page, '/admin/categories (after edits)')
})

async function editedExport(
  page: Page,
  edit: (json: Record<string, unknown> & { products: Record<string, unknown>[] }) => void,
) {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download catalogue (.zip)' }).click()
  const file = await (await download).path()
  const files = unzipSync(new Uint8Array(readFileSync(file)))
  const json = JSON.parse(Buffer.from(files['catalogue.json']!).toString('utf8'))
  edit(json)
  files['catalogue.json'] = strToU8(JSON.stringify(json, null, 2))
  return { zip: Buffer.from(zipSync(files)), fileCount: Object.keys(files).length }
}

test('import/export: download, dry run with the changes named, apply, refusals', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAs(page, 'editor', '/admin/catalogue', app.baseURL)
  await expect(page.getByRole('heading', { level: 1, name: 'Import / export' })).toBeVisible()
  await expectNoAxeViolations(page, '/admin/catalogue')

  const { zip, fileCount } = await editedExport(page, (json) => {
    const g9 = json.products.find((p) => p.slug === 'vireo-g9-rtk-rover')!
    g9.price = 14900
    g9.subtitle = 'Now with tilt compensation'
    json.products.find((p) => p.slug === 'vireo-g7-rtk-rover')!.is_active = false
  })
  expect(fileCount).toBeGreaterThan(40)

  const upload = async (name: string, buffer: Buffer) => {
    await page.getByLabel(/Catalogue archive/).setInputFiles({ name, mimeType: 'application/zip', buffer })
    await page.getByRole('button', { name: 'Check file (dry run)' }).click()
  }

  // A broken file: every problem with its path, nothing written.
  const broken = await editedExport(page, (json) => {
    json.products[0]!.price = -1
    json.products[1]!.slug = 'Not A Slug'
  })
  await upload('broken.zip', broken.zip)
  const problems = page.getByRole('list', { name: 'Problems in the file' })
  await expect(problems).toContainText('products[0].price')
  await expect(problems).toContainText('products[1].slug')

  // A hostile archive: refused before anything is unpacked.
  await upload('evil.zip', Buffer.from(zipSync({ 'catalogue.json': strToU8('{}'), '../../escape.txt': strToU8('x') })))
  await expect(alert(page)).toContainText('The archive contains a path that leaves its folder')
  await upload('not-a-zip.zip', Buffer.from('MZ\x90\x00 renamed executable'))
  await expect(alert(page)).toContainText('not a zip archive')

  // The real edit: the dry run names what changes, per product and field; nothing is public yet.
  await upload('catalogue.zip', zip)
  await expect(page.getByRole('heading', { name: 'Dry run of catalogue.zip' })).toBeVisible()
  const changes = page.getByRole('list', { name: 'Products to change' })
  await expect(changes).toContainText('Vireo G9 RTK Rover (vireo-g9-rtk-rover): subtitle, price')
  await expect(changes).toContainText('Vireo G7 RTK Rover (vireo-g7-rtk-rover), deactivated: is_active')
  await expect(page.getByText('0 to create, 2 to change')).toBeVisible()
  await expectNoAxeViolations(page, '/admin/catalogue (dry run)')
  await page.screenshot({ path: test.info().outputPath('catalogue-1280-dry-run.png'), fullPage: true })
  await page.setViewportSize({ width: 768, height: 1024 })
  await page.screenshot({ path: test.info().outputPath('catalogue-768-dry-run.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  let g9 = await (await fetch(`${app.baseURL}/api/public/products/slug/vireo-g9-rtk-rover`)).json()
  expect(g9.product.price).toBe(15800)

  await page.getByRole('button', { name: 'Apply import' }).click()
  // Two products' datasheets are made again: seconds on an idle machine, longer on a loaded one. Exactly what the
  // dry run listed is written, and the report counts the same (every entry was written again before).
  await expect(page.getByText('Imported: categories 0 created, 0 updated; products 0 created, 2 updated')).toBeVisible({
    timeout: 120_000,
  })
  g9 = await (await fetch(`${app.baseURL}/api/public/products/slug/vireo-g9-rtk-rover`)).json()
  expect(g9.product.price).toBe(14900)
  expect((await fetch(`${app.baseURL}/product/vireo-g7-rtk-rover`)).status).toBe(404)
  const sitemap = await (await fetch(`${app.baseURL}/sitemap.xml`)).text()
  expect(sitemap).not.toContain('/product/vireo-g7-rtk-rover<')
})

test('categories and import/export need the catalogue permission', async ({ page, request }) => {
  const anonymous = await request.get(`${app.baseURL}/api/admin/catalogue/export`, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)
  const post = await request.post(`${app.baseURL}/api/admin/catalogue/import`, { data: Buffer.from('x') })
  expect(post.status()).toBe(401)
  // A cross-site import is refused like every other staff API's cross-site request: 403, before any reading.
  const crossSite = await request.post(`${app.baseURL}/api/admin/catalogue/import`, {
    data: Buffer.from('x'),
    headers: { origin: 'https://attacker.example' },
  })
  expect(crossSite.status()).toBe(403)
  // Sales reads leads only.
  await signInAs(page, 'sales', '/admin/leads', app.baseURL)
  const forbidden = await page.goto(`${app.baseURL}/admin/categories`)
  expect(forbidden?.status()).toBe(403)
  expect((await page.request.get(`${app.baseURL}/api/admin/catalogue/export`)).status()).toBe(403)
})

/** The footer's links to the equipment families, and the home page's cards, as a visitor reads them. */
async function families(page: Page, path: string): Promise<{ footer: string[]; cards: string[] }> {
  await page.goto(`${app.baseURL}${path}`)
  const footer = page.getByRole('contentinfo').getByRole('navigation').locator('div').first().getByRole('link')
  const heading = path.startsWith('/fa') ? 'راه‌حل‌های تخصصی' : 'Professional Solutions'
  const cards = page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 })
  return { footer: await footer.allInnerTexts(), cards: await cards.allInnerTexts() }
}

test('the footer and the home page follow the category tree: a rename, a hidden category', async ({ page }) => {
  test.setTimeout(120_000)
  const spec = ['GNSS Receivers', '3D Laser Scanners', 'Radar Monitoring', 'OEM Boards & Modules']
  expect(await families(page, '/')).toEqual({ footer: spec, cards: spec })

  // Renamed in the panel, in English and Dari: the footer of every page and the home cards say the new names.
  await signInAs(page, 'editor', '/admin/categories', app.baseURL)
  await waitForHydration(page)
  await row(page, 'GNSS Receivers').getByRole('button', { name: 'Edit GNSS Receivers' }).first().click()
  await page.getByRole('textbox', { name: /^Name/ }).first().fill('Survey GNSS')
  await page.getByText('Dari (دری)').click()
  await page.getByRole('textbox', { name: /^Name in Dari/ }).fill('جی‌ان‌اس‌اس سروی')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(status(page)).toHaveText('Survey GNSS saved.')
  const renamed = ['Survey GNSS', ...spec.slice(1)]
  expect(await families(page, '/')).toEqual({ footer: renamed, cards: renamed })
  expect((await families(page, '/about')).footer).toEqual(renamed)
  const dari = await families(page, '/fa')
  expect(dari.footer[0]).toBe('جی‌ان‌اس‌اس سروی')
  expect(dari.cards[0]).toBe('جی‌ان‌اس‌اس سروی')

  // Hidden: no longer linked; the next top-level category in the tree's order takes its place.
  await page.goto(`${app.baseURL}/admin/categories`)
  await waitForHydration(page)
  await row(page, 'Radar Monitoring').getByRole('button', { name: 'Deactivate Radar Monitoring' }).click()
  await expect(row(page, 'Radar Monitoring').getByText('Inactive')).toBeVisible()
  const hidden = ['Survey GNSS', '3D Laser Scanners', 'OEM Boards & Modules', 'Drones & LiDAR']
  expect(await families(page, '/')).toEqual({ footer: hidden, cards: hidden })
  const home = await page.content()
  expect(home).not.toContain('/products/category/radar-monitoring')
  await expectNoAxeViolations(page, '/ (families from the tree)')
  await page.setViewportSize({ width: 375, height: 812 })
  await page.getByRole('region', { name: 'Professional Solutions' }).screenshot({
    path: test.info().outputPath('home-families-375.png'),
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('region', { name: 'Professional Solutions' }).screenshot({
    path: test.info().outputPath('home-families-1280.png'),
  })
})
