/**
 * Decision 032, "Catalogue data can be translated", in the staff panel, on a server of its own (it changes the
 * catalogue, which the shared e2e server's other specs read), seeded with the real seed catalogue (every category
 * and product in Dari and Pashto) less the translations of the two Bastion products, English only here:
 * - the product list shows each product's Dari and Pashto state and filters the products still missing Dari;
 * - an editor gives a product a Dari name in the product form (a right-to-left Dari input beside the English),
 *   saves it, and it is stored: back in the form, in the public API's Dari answer, and in the list's state;
 * - an editor gives a category a Pashto name in the category form, and the Pashto category tree has it.
 * Axe on the forms with the translations open; screenshots at 1280 px (test-results/admin-translations-*.png).
 */
import { expect, test, type Page } from '@playwright/test'

import { signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import type { AppServer } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

/** Imported without their translations: the products still to translate, as a catalogue in progress has. */
const UNTRANSLATED = ['bastion-b5-base-station', 'bastion-b3-reference-station']

let app: AppServer
let data: CatalogueData
test.beforeAll(async () => {
  test.setTimeout(300_000)
  data = prepareCatalogueData({ untranslated: UNTRANSLATED })
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  data?.dispose()
})

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`admin-translations-${name}-1280.png`), fullPage: true })
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name }) })

test('the product list shows each product’s Dari and Pashto state and filters those missing Dari', async ({ page }) => {
  const base = app.baseURL
  await signInAs(page, 'editor', '/admin/products', base)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: 'Dari' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Pashto' })).toBeVisible()
  // A translated product is translated whole; one imported without translations not at all.
  await expect(row(page, 'K8 GNSS Module').getByText('Translated')).toHaveCount(2)
  await expect(row(page, 'Bastion B5 Base Station').getByText('Missing')).toHaveCount(2)

  await page.getByRole('combobox', { name: 'Translation' }).selectOption({ label: 'Missing Dari' })
  await page.getByRole('button', { name: 'Apply' }).click()
  // A plain GET form: the other filters come along empty.
  await expect(page).toHaveURL(/\/admin\/products\?.*\bmissing=fa(&|$)/)
  // 42 products, all but the two Bastion ones fully in Dari.
  await expect(page.getByText(`${UNTRANSLATED.length} products match the filters.`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'K8 GNSS Module' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Bastion B5 Base Station' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Translation' })).toHaveValue('fa')
  await expectNoAxeViolations(page, 'product list filtered by missing Dari')
  await screenshot(page, 'list')
})

test('a Dari name typed in the product form is saved: in the form, the Dari API and the list', async ({ page }) => {
  // The whole editor round trip (open, type, axe, save, API, reload, list): its save alone may take up to a minute on
  // a loaded machine (the wait below), so the test gets the time the other editor walks have.
  test.setTimeout(120_000)
  const base = app.baseURL
  const dariName = 'ایستگاه بیس Bastion B5'
  await signInAs(page, 'editor', '/admin/products?missing=fa', base)
  await page.getByRole('link', { name: 'Bastion B5 Base Station' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bastion B5 Base Station')
  await waitForHydration(page)

  // The Dari panel is closed until opened; its inputs are written right to left, in Dari.
  await expect(page.getByRole('textbox', { name: 'Name in Dari' })).toBeHidden()
  await page.getByText(/^Dari \(دری\)/).click()
  const name = page.getByRole('textbox', { name: 'Name in Dari' })
  await expect(name).toBeVisible()
  await expect(name).toHaveAttribute('dir', 'rtl')
  await expect(name).toHaveAttribute('lang', 'fa-AF')
  await expect(page.getByTestId('translation-fa').getByText('0 of', { exact: false })).toBeVisible()
  await name.fill(dariName)
  await expect(page.getByTestId('translation-fa').getByText(/^1 of \d+ texts translated$/)).toBeVisible()
  await expectNoAxeViolations(page, 'product form with the Dari translations open')
  await screenshot(page, 'product-form')

  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible({ timeout: 60_000 })

  // Stored: the public API answers in Dari with it (the rest falls back to English and says so) ...
  const api = await page.request.get(`${base}/api/public/products/slug/bastion-b5-base-station?locale=fa`)
  expect(api.status()).toBe(200)
  const { product } = (await api.json()) as { product: { name: string; title: string; fallback: string[] } }
  expect(product.name).toBe(dariName)
  expect(product.fallback).not.toContain('name')
  expect(product.fallback).toContain('title')
  const english = await page.request.get(`${base}/api/public/products/slug/bastion-b5-base-station`)
  expect(((await english.json()) as { product: { name: string } }).product.name).toBe('Bastion B5 Base Station')

  // ... the form shows it after a reload ...
  await page.reload()
  await waitForHydration(page)
  await page.getByText(/^Dari \(دری\)/).click()
  await expect(page.getByRole('textbox', { name: 'Name in Dari' })).toHaveValue(dariName)

  // ... and the list calls it partly translated into Dari, still missing in Pashto; it stays in "Missing Dari".
  await page.goto(`${base}/admin/products?missing=fa&q=bastion+b5`)
  const bastion = row(page, 'Bastion B5 Base Station')
  await expect(bastion.getByText(/^Partly/)).toBeVisible()
  await expect(bastion.getByText('Missing')).toHaveCount(1)
})

test('a Pashto name typed in the category form is saved and shown in the Pashto category tree', async ({ page }) => {
  const base = app.baseURL
  await signInAs(page, 'editor', '/admin/categories', base)
  await page.getByRole('button', { name: 'Edit Base & Reference Stations' }).click()
  const form = page.getByRole('form', { name: 'Edit Base & Reference Stations' })
  await form.getByText(/^Pashto \(پښتو\)/).click()
  const name = form.getByRole('textbox', { name: 'Name in Pashto' })
  await expect(name).toHaveAttribute('dir', 'rtl')
  await expect(name).toHaveAttribute('lang', 'ps-AF')
  await expect(name).toHaveValue('بیس او مرجع سټېشنونه')
  await name.fill('بیس او د مرجع سټېشنونه')
  await expectNoAxeViolations(page, 'category form with the Pashto translations open')
  await screenshot(page, 'category-form')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: /saved\./ })).toBeVisible({ timeout: 30_000 })

  const tree = await page.request.get(`${base}/api/public/categories/slug/base-stations?locale=ps`)
  expect(((await tree.json()) as { category: { name: string } }).category.name).toBe('بیس او د مرجع سټېشنونه')
})
