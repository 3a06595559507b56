/**
 * The owner's Backups page (docs/operations-backups.md): back up now, download the file, and restore it through the
 * confirmation that names what will be replaced; a lead that arrived after the backup is gone after restoring it.
 * Its own server and data directory: a restore replaces the whole site's data, which the shared test server's other
 * specs rely on.
 */
import { expect, test } from '@playwright/test'

import { STAFF_ACCOUNTS, signInAs, waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import { validMessage, type AppServer } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

let data: CatalogueData
let app: AppServer
test.beforeAll(async () => {
  test.setTimeout(300_000)
  data = prepareCatalogueData({
    accounts: (['owner', 'editor'] as const).map((role) => ({ ...STAFF_ACCOUNTS[role], role })),
  })
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  data?.dispose()
})

test('an editor may not open the backups', async ({ page }) => {
  await signInAs(page, 'editor', undefined, app.baseURL)
  await page.goto(`${app.baseURL}/admin/backups`)
  await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible()
  const download = await page.request.get(`${app.baseURL}/api/admin/backups/backup-20261206-220000z-manual-1a2b.tar`)
  expect(download.status()).toBe(403)
})

test('back up now, download it, and restore it over a lead that came later', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  await signInAs(page, 'owner', '/admin/backups', app.baseURL)
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'No backups yet.' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status')).toContainText(/Backed up: backup-\d{8}-\d{6}z-manual-[0-9a-f]+\.tar \(/, {
    timeout: 60_000,
  })
  const row = page.getByRole('row').filter({ hasText: 'Back up now' })
  await expect(row).toContainText('Done')
  await expect(row).toContainText('42 products')
  const link = row.getByRole('link', { name: /^Download the backup of / })
  const file = await page.request.get(new URL((await link.getAttribute('href'))!, app.baseURL).toString())
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/x-tar')
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="backup-.*\.tar"$/)
  expect((await file.body()).length).toBeGreaterThan(1_000_000)

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`backups-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // A lead arrives after the backup.
  const lead = await fetch(`${app.baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validMessage({ name: 'Late Visitor' })),
  })
  expect(lead.status).toBe(201)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText(/^Now: 42 products, 1 lead, /)).toBeVisible()

  await row.getByRole('button', { name: /^Restore the backup of / }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(/The site's data now \(42 products, 1 lead, .*\) will be replaced by this backup/)
  await page.screenshot({ path: testInfo.outputPath('backups-restore-dialog.png') })
  await dialog.getByRole('button', { name: 'Replace and restore' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toContainText(
    /Restored backup-.*\.tar\. What it replaced is kept in backup-.*-pre-restore-.*\.tar\./,
    { timeout: 60_000 },
  )
  await page.goto(`${app.baseURL}/admin/leads`)
  await expect(page.getByText('Late Visitor')).toHaveCount(0)
  await page.goto(`${app.baseURL}/admin/backups`)
  await expect(page.getByRole('row').filter({ hasText: 'Before a restore' })).toContainText('Done')
})
