/**
 * A repair quotation's link revoked from the desk (docs/service-desk.md), on the shared test server (the production
 * server, its private page cache on): a customer files a request in Dari; the technician diagnoses it and sends a
 * repair quotation; the customer's status page offers approve and decline (and is then sent from the private cache);
 * the technician revokes it from the request page's quotation panel, behind the panel's confirmation; the customer's
 * next visit, at once, says the quotation was withdrawn and offers neither button.
 */
import { expect, test } from '@playwright/test'

import { signInAs } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { shot } from './site-helpers'

test.describe.configure({ mode: 'serial' })

const SERIAL = `RV${Date.now().toString(36).toUpperCase()}`
const PRODUCT = 'vireo-g9-rtk-rover'
let statusUrl = ''
let reference = ''
let requestUrl = ''

test('a customer files a request and the technician sends a repair quotation', async ({ page }) => {
  await page.goto(`/fa/service?product=${PRODUCT}`)
  const form = page.locator('form[action="/api/service/requests"]')
  await form.locator('[name=serial]').fill(SERIAL)
  await form.locator('[name=fault]').fill('گیرنده موقعیت را ثابت نمی‌کند.')
  await form.locator('[name=office]').selectOption({ index: 1 })
  await form.locator('[name=name]').fill('احمد شاه کریمی')
  await form.locator('[name=phone]').fill('0700 222 3344')
  await form.getByRole('button').last().click()
  await expect(page).toHaveURL(/\/fa\/service\/status\/[A-Za-z0-9_-]{43}\?new=1$/)
  statusUrl = page.url().replace(/\?.*$/, '')
  reference = /R-\d{4}-\d{4,}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0]

  await signInAs(page, 'service')
  await page.goto(`/admin/service?q=${SERIAL}`)
  await page.getByRole('link', { name: reference }).click()
  await page.getByRole('button', { name: 'Diagnosing', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Moved to Diagnosing' })).toBeVisible()
  requestUrl = page.url().replace(/\?.*$/, '')
  await page.getByRole('button', { name: 'Make a repair quotation' }).click()
  await page.getByRole('button', { name: 'Add free line' }).click()
  await page.locator('[id="lines.0.name"]').fill('تعویض آنتن')
  await page.locator('[id="lines.0.unitPrice"]').fill('60')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation saved.' })).toBeVisible()
  await page.getByRole('button', { name: 'Send to the customer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation sent' })).toBeVisible()
})

test('the status page offers approve and decline', async ({ page }) => {
  // Twice: the second visit may come from the private cache, which the revocation must not outlive.
  for (let i = 0; i < 2; i++) {
    await page.goto(statusUrl)
    await expect(page.getByRole('button', { name: 'تأیید ترمیم' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'رد ترمیم' })).toBeVisible()
  }
})

test('the technician revokes it behind a confirmation; the customer sees it withdrawn at once', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto(requestUrl)
  const panel = page.getByRole('region', { name: 'Repair quotation' })
  await panel.getByRole('button', { name: 'Revoke' }).click()
  const dialog = page.getByRole('dialog', { name: /^Revoke Q-\d{4}-\d{4,}\?$/ })
  await expect(dialog).toContainText('withdrawn')
  await expectNoAxeViolations(page, 'revoke confirmation')
  // Cancelled first: nothing changes.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(panel.getByTestId('repair-quotation-answer')).toContainText('Waiting for the customer')
  await panel.getByRole('button', { name: 'Revoke' }).click()
  await dialog.getByRole('button', { name: 'Revoke' }).click()
  await expect(panel.getByTestId('repair-quotation-answer')).toContainText('Withdrawn')
  await expect(panel.getByText('Revoked', { exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Revoke' })).toHaveCount(0)
  // The request waits for a new revision, not "closed".
  await expect(page.getByTestId('service-next-step')).toContainText('a new revision can be sent instead')
  await expectNoAxeViolations(page, 'request with a revoked repair quotation')
  await shot(page, 'service-quotation-revoked')

  await page.goto(statusUrl)
  await expect(page.getByTestId('quotation-withdrawn')).toHaveText(/ما این پیشنهاد قیمت ترمیم را پس گرفتیم/)
  await expect(page.getByRole('button', { name: 'تأیید ترمیم' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'رد ترمیم' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'status page with a withdrawn repair quotation')
  await shot(page, 'service-status-withdrawn-fa')
})
