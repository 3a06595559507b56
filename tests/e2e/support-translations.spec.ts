/**
 * The support library's texts in the panel's translation files (docs/decisions/045-translation-files-po.md, "The
 * support library"): an editor publishes a calibration procedure, downloads the Dari file to translate from the
 * Translation files screen, translates the procedure's title and requirements as a translator's tool would, imports
 * it, and the Dari support page shows them; a file naming a release that does not exist is refused whole, naming it.
 * Shares the main test server.
 */
import { readFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'
import { po } from 'gettext-parser'

import { signInAs, waitForHydration } from './admin-helpers'

const PRODUCT = { slug: 'halo-ga3-survey-antenna', name: 'Halo GA3 Survey Antenna' }
const VERSION = `1.${Date.now() % 100_000}`
const TITLE = `Halo GA3 phase-centre calibration ${VERSION}`
const REQUIREMENTS = 'Needs a calibrated tribrach and a known baseline.'
const DARI = {
  title: 'کالیبراسیون مرکز فاز Halo GA3',
  requirements: 'به یک تریبراک کالیبره‌شده و یک خط مبنای معلوم نیاز دارد.',
}
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n% ${TITLE}\n%%EOF\n`,
)

async function importFile(page: Page, file: Buffer) {
  await page.goto('/admin/content/translations')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'Dari' }).check()
  await page.getByLabel('Translation file (.po)').setInputFiles({
    name: 'fa.po',
    mimeType: 'text/x-gettext-translation',
    buffer: file,
  })
  await page.getByRole('button', { name: 'Import translations' }).click()
}

test('a translator translates a library release in the Dari file; the Dari support page shows it', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAs(page, 'editor', '/admin/library/releases/new')
  await waitForHydration(page)
  await page.locator('#release-kind').selectOption('calibration')
  await page.locator('#release-title').fill(TITLE)
  await page.locator('#release-version').fill(VERSION)
  await page.getByLabel('Minimum requirements').first().fill(REQUIREMENTS)
  await page.getByLabel('Filter the list').fill('Halo GA3')
  await page.getByLabel(PRODUCT.name).check()
  await page
    .getByLabel('Add a file')
    .setInputFiles({ name: 'halo-ga3-calibration.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.getByText(/^Uploaded\. SHA-256/)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('radio', { name: /^Recommended/ }).check()
  await page.getByRole('radio', { name: /^Published:/ }).check()
  await page.getByRole('button', { name: 'Create release' }).click()
  await expect(page.getByText('Release created.')).toBeVisible()

  await page.goto('/admin/content/translations')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Dari: to translate' }).click()
  const parsed = po.parse(readFileSync(await (await download).path()))
  const [context] = Object.entries(parsed.translations).find(([, byId]) => TITLE in byId)!
  expect(context).toMatch(/^library\/release\/\d+\/title$/)
  const base = context.replace(/\/title$/, '')
  const message = (field: string) => Object.values(parsed.translations[`${base}/${field}`] ?? {})[0]!
  expect(message('requirements').msgid).toBe(REQUIREMENTS)
  expect(message('title').comments?.extracted).toBe(`release "${TITLE} ${VERSION}": title`)
  message('title').msgstr = [DARI.title]
  message('requirements').msgstr = [DARI.requirements]
  await importFile(page, po.compile(parsed))
  await expect(page.getByRole('status')).toContainText('Imported 2 texts into 1 item.')

  await page.goto(`/fa/support/products/${PRODUCT.slug}`)
  await expect(page.getByRole('heading', { level: 4, name: `${DARI.title} ${VERSION}` })).toBeVisible()
  await expect(page.getByText(DARI.requirements)).toBeVisible()

  // A release that is not in the library (deleted, or another site's file): nothing is imported, and it is named.
  parsed.translations['library/release/999999/title'] = {
    'Ghost firmware': { msgctxt: 'library/release/999999/title', msgid: 'Ghost firmware', msgstr: ['فرم‌ویر'] },
  }
  message('title').msgstr = ['عنوانی که نباید ذخیره شود']
  await importFile(page, po.compile(parsed))
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible()
  await expect(page.getByText(/the library has no release 999999/)).toBeVisible()
  await page.goto(`/fa/support/products/${PRODUCT.slug}`)
  await expect(page.getByRole('heading', { level: 4, name: `${DARI.title} ${VERSION}` })).toBeVisible()
})
