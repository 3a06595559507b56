/**
 * A repair quotation's link revoked from the desk (docs/service-desk.md), on the shared test server (the production
 * server, its private page cache on): a customer files a request in Dari; the technician diagnoses it and sends a
 * repair quotation; the customer's status page offers approve and decline (and is then sent from the private cache);
 * the technician revokes it from the request page's quotation panel, behind the panel's confirmation; the customer's
 * next visit, at once, says the quotation was withdrawn (its status card too) and offers neither button; a new
 * revision sent in its place reads as "repair quotation sent" again.
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
  const nextStep = page.getByRole('region', { name: 'Next step' })
  await expect(nextStep.getByRole('button')).toHaveCount(0)
  await panel.getByRole('button', { name: 'Revoke' }).click()
  await dialog.getByRole('button', { name: 'Revoke' }).click()
  await expect(panel.getByTestId('repair-quotation-answer')).toContainText('Withdrawn')
  await expect(panel.getByText('Revoked', { exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Revoke' })).toHaveCount(0)
  // The request waits for a new revision, not "closed", and not for an answer nobody can give.
  await expect(page.getByTestId('service-next-step')).toContainText('The repair quotation was withdrawn')
  await expect(page.getByTestId('service-next-step')).not.toContainText("Waiting for the customer's answer")
  await expect(panel.getByRole('button', { name: 'New revision' })).toBeVisible()
  // Or, for a customer who wants no new quotation, back to them as it is: a button only once it is withdrawn.
  await expect(nextStep.getByRole('button', { name: 'Returned unrepaired' })).toBeVisible()
  await expectNoAxeViolations(page, 'request with a revoked repair quotation')
  await shot(page, 'service-quotation-revoked')

  await page.goto(statusUrl)
  // The status card says it was withdrawn, not "sent: approve or decline it on this page".
  await expect(page.getByTestId('service-status')).toHaveText('پیشنهاد قیمت ترمیم پس گرفته شد')
  await expect(page.getByText('دفتر ما پیشنهاد تازه‌ای برای شما می‌فرستد یا با شما تماس می‌گیرد')).toBeVisible()
  await expect(page.getByText('در همین صفحه تأیید یا رد کنید')).toHaveCount(0)
  await expect(page.getByTestId('quotation-withdrawn')).toHaveText(/ما این پیشنهاد قیمت ترمیم را پس گرفتیم/)
  await expect(page.getByRole('button', { name: 'تأیید ترمیم' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'رد ترمیم' })).toHaveCount(0)
  await expectNoAxeViolations(page, 'status page with a withdrawn repair quotation')
  await shot(page, 'service-status-withdrawn-fa')
})

test('a new revision sent in its place reads as "repair quotation sent" again', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto(requestUrl)
  const panel = page.getByRole('region', { name: 'Repair quotation' })
  await panel.getByRole('button', { name: 'New revision' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Repair quotation Q-\d{4}-\d{4,}/)
  await page.getByRole('button', { name: 'Send to the customer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation sent' })).toBeVisible()

  await page.goto(statusUrl)
  await expect(page.getByTestId('service-status')).toHaveText('پیشنهاد قیمت ترمیم فرستاده شد')
  await expect(page.getByTestId('quotation-withdrawn')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'تأیید ترمیم' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'رد ترمیم' })).toBeVisible()
})
