/**
 * The service desk end to end in Dari (docs/service-desk.md), on the shared test server: a technician records a unit
 * sold; its customer files a repair request for that serial with two photos from the Dari form, gets the reference,
 * the private status page (under warranty) and the drop-off slip; the technician finds it on the board, diagnoses,
 * repairs, calibrates and marks it ready (each move's notice, in Dari, is the WhatsApp message offered); the customer
 * sees the history in Dari with both calendars and the office to collect it from; collection closes it. The warranty
 * check answers for the serial and says nothing of an unknown one; a sales account cannot open the board, a service
 * account cannot open the sales figures. Not here yet: the repair quotation and the certificate screens (see the
 * branch's report).
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs } from './admin-helpers'
import { expectNoAxeViolations } from './axe'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36).toUpperCase()
const SERIAL = `SV${stamp}`
const PRODUCT = { slug: 'vireo-g9-rtk-rover', name: 'Vireo G9 RTK Rover' }
const CUSTOMER = 'زرغونه احمدزی'
let statusUrl = ''
let reference = ''

/** A photo a phone would send (big enough to be one). */
async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

async function forbidden(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(403)
}

test('a technician records the unit sold', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto('/admin/service/units')
  await page.getByLabel('Product').selectOption({ label: PRODUCT.name })
  await page.getByLabel('Serial number').fill(SERIAL)
  await page.getByLabel('Sale date').fill(new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10))
  await page.getByLabel('Warranty (months)').fill('24')
  await page.getByRole('button', { name: 'Record unit' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Unit ${SERIAL} recorded.` })).toBeVisible()
  await page.goto(`/admin/service/units?q=${SERIAL}`)
  await expect(page.getByRole('cell', { name: SERIAL })).toBeVisible()
})

test('the customer files a request in Dari with two photos and gets the reference, status page and slip', async ({
  page,
}) => {
  await page.goto(`/fa/service?product=${PRODUCT.slug}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoAxeViolations(page)
  const form = page.locator('form[action="/api/service/requests"]')
  await expect(form.locator(`input[name=product][value="${PRODUCT.slug}"]`)).toBeChecked()
  // A first try with a phone that is not one comes back with the error and everything typed, photos included.
  await form.locator('[name=serial]').fill(SERIAL)
  await form.locator('[name=fault]').fill('صفحه روشن نمی‌شود.')
  await form.locator('[name=office]').selectOption({ index: 1 })
  await form.locator('[name=name]').fill(CUSTOMER)
  await form.locator('[name=phone]').fill('تلفن')
  await form.locator('[name=whatsapp]').check()
  await form.locator('[name=photos]').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#345') },
    { name: 'screen.jpg', mimeType: 'image/jpeg', buffer: await photo('#543') },
  ])
  await form.getByRole('button').last().click()
  await expect(page).toHaveURL(/\/fa\/service\?draft=/)
  await expect(page.locator('#form-errors')).toBeVisible()
  await expect(form.locator('[name=name]')).toHaveValue(CUSTOMER)
  await expect(form.locator('[name=keep]')).toHaveCount(2)
  await expect(form.locator('[name=whatsapp]')).toBeChecked()
  await expectNoAxeViolations(page, 'service form with errors')
  await form.locator('[name=phone]').fill('۰۷۰۰ ۱۲۳ ۴۵۶۷')
  await form.getByRole('button').last().click()
  await expect(page).toHaveURL(/\/fa\/service\/status\/[A-Za-z0-9_-]{43}\?new=1$/)
  statusUrl = page.url().replace(/\?.*$/, '')
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  reference = /R-\d{4}-\d{4,}/.exec(title ?? '')![0]
  await expect(page.getByTestId('service-status')).toHaveText('دریافت شد')
  await expect(page.getByText(/دارای گرانتی تا/)).toBeVisible()
  await expectNoAxeViolations(page)
  const slip = await page.request.get(`${statusUrl}/slip.pdf`)
  expect(slip.status()).toBe(200)
  expect(slip.headers()['content-type']).toBe('application/pdf')
  expect(slip.headers()['cache-control']).toContain('no-store')
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the technician takes it through the flow; each notice is offered on WhatsApp in Dari', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto(`/admin/service?q=${SERIAL}`)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('img', { name: /sent by the customer/ })).toHaveCount(2)
  for (const [button, dari] of [
    ['Diagnosing', 'در حال عیب‌یابی'],
    ['Repairing', 'در حال ترمیم'],
    ['Calibrating and testing', 'کالیبراسیون و آزمایش'],
    ['Ready for collection', 'آماده'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: `Moved to ${button}` })).toBeVisible()
    const href = (await page.getByTestId('service-whatsapp').getAttribute('href'))!
    expect(decodeURIComponent(href)).toContain(dari)
    expect(decodeURIComponent(href)).toContain(reference)
  }
  await expectNoAxeViolations(page)
})

test('the customer sees the history in Dari with both calendars and where to collect it', async ({ page }) => {
  await page.goto(statusUrl)
  await expect(page.getByTestId('service-status')).toContainText('آماده')
  const history = page.getByTestId('service-history').locator('li')
  await expect(history).toHaveCount(5)
  // Solar Hijri first, the Gregorian date in brackets.
  await expect(history.first()).toContainText(/۱۴۰[۰-۹].*\(.*۲۰[۰-۹]{2}\)/)
  await expect(page.getByText('ساعات کاری', { exact: false }).first()).toBeVisible()
})

test('collection closes the request', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto(`/admin/service?q=${SERIAL}`)
  await page.getByRole('link', { name: reference }).click()
  await page.getByRole('button', { name: 'Collected', exact: true }).click()
  await expect(page.getByText('Closed: nothing more happens to it.')).toBeVisible()
  await page.goto(statusUrl)
  await expect(page.getByTestId('service-status')).toHaveText('تحویل گرفته شد')
})

test('the warranty check answers for the serial and gives nothing away for an unknown one', async ({ page }) => {
  await page.goto(`/fa/warranty?serial=${SERIAL}`)
  await expect(page.getByTestId('warranty-result')).toContainText(PRODUCT.name)
  await expect(page.getByTestId('warranty-result')).toContainText('دارای گرانتی تا')
  await expect(page.locator('main')).not.toContainText(CUSTOMER)
  await expectNoAxeViolations(page)
  await page.goto(`/fa/warranty?serial=ZZ${stamp}`)
  await expect(page.getByTestId('warranty-result')).toHaveCount(0)
  await expect(page.getByText('از این شماره سریال معلوماتی نداریم', { exact: false })).toBeVisible()
})

test('a sales account cannot open the board; a service account cannot open the sales figures', async ({ page }) => {
  await signInAs(page, 'sales')
  await forbidden(page, '/admin/service')
  await forbidden(page, '/admin/service/units')
  await page.context().clearCookies()
  await signInAs(page, 'service')
  await forbidden(page, '/admin/leads/figures')
  await forbidden(page, '/admin/leads')
})
