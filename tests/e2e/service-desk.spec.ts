/**
 * The service desk end to end in Dari (docs/service-desk.md), on the shared test server: a technician records a unit
 * sold; its customer files a repair request for that serial with two photos from the Dari form, gets the reference,
 * the private status page (under warranty) and the drop-off slip; the technician finds it on the board, diagnoses it
 * and sends a repair quotation of parts and labour that the customer approves from the status page in Dari; the
 * technician repairs and calibrates it, issues a certificate whose public verification page shows its SHA-256 (and
 * an unknown code answers 404), and marks it ready (each move's notice, in Dari, is the WhatsApp message offered);
 * the customer sees the history in Dari with both calendars and the office to collect it from; collection closes it.
 * Units also come in by CSV, with a dry run. A second request by the same customer gets a record of its own; the two
 * are found by their phone and merged. The warranty check answers for the serial and says nothing of an unknown one;
 * a sales account cannot open the board, a service account cannot open the sales figures.
 */
import { createHash } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { shot } from './site-helpers'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36).toUpperCase()
const SERIAL = `SV${stamp}`
const PRODUCT = { slug: 'vireo-g9-rtk-rover', name: 'Vireo G9 RTK Rover' }
const CUSTOMER = 'زرغونه احمدزی'
let statusUrl = ''
let requestUrl = ''
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

test('units come in by CSV: the dry run names the refused line and writes nothing, then the import', async ({
  page,
}) => {
  await signInAs(page, 'service')
  await page.goto('/admin/service/units')
  const form = page.getByRole('form', { name: 'Import units' })
  const csv = (rows: string[]) => ({
    name: 'units.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['serial,product,sale_date,warranty_months', ...rows].join('\n')),
  })
  const good = `CSV${stamp}A,${PRODUCT.slug},2026-02-01,12`
  await form.getByLabel('CSV file').setInputFiles(csv([good, `CSV${stamp}B,no-such-instrument,2026-02-01,12`]))
  await form.getByRole('button', { name: 'Check the file (dry run)' }).click()
  await expect(form.getByRole('alert')).toContainText('Dry run, nothing written: 1 to create, 0 skipped, 1 refused.')
  const refusedRow = form.getByTestId('units-import-plan').getByRole('row').nth(2)
  await expect(refusedRow).toContainText('3')
  await expect(refusedRow).toContainText('Refused: Unknown product "no-such-instrument"')
  await expect(form.getByRole('button', { name: /^Import/ })).toHaveCount(0)
  await page.goto(`/admin/service/units?q=CSV${stamp}`)
  await expect(page.getByRole('status').filter({ hasText: '0 units' })).toBeVisible()
  await form.getByLabel('CSV file').setInputFiles(csv([good]))
  await form.getByRole('button', { name: 'Check the file (dry run)' }).click()
  await expect(form.getByRole('status').filter({ hasText: '1 to create' })).toBeVisible()
  await expectNoAxeViolations(page, 'units import dry run')
  await shot(page, 'service-units-import')
  await form.getByRole('button', { name: 'Import 1 unit' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'Imported 1 unit.' })).toBeVisible()
  await page.goto(`/admin/service/units?q=CSV${stamp}`)
  await expect(page.getByRole('cell', { name: `CSV${stamp}A` })).toBeVisible()
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

/** Presses a status button on the open request page and checks the Dari notice offered on WhatsApp. */
async function move(page: Page, button: string, dari: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: `Moved to ${button}` })).toBeVisible()
  const href = (await page.getByTestId('service-whatsapp').getAttribute('href'))!
  expect(decodeURIComponent(href)).toContain(dari)
  expect(decodeURIComponent(href)).toContain(reference)
}

test('the technician diagnoses it and sends a repair quotation of parts and labour', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto(`/admin/service?q=${SERIAL}`)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('img', { name: /sent by the customer/ })).toHaveCount(2)
  await move(page, 'Diagnosing', 'در حال عیب‌یابی')
  requestUrl = page.url().replace(/\?.*$/, '')
  await page.getByRole('button', { name: 'Make a repair quotation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Repair quotation Q-\d{4}-\d{4,}/)
  // The quotation is in the customer's language: Dari.
  await expect(page.getByLabel('Language of the quotation')).toHaveValue('fa')
  for (const [i, name, price] of [
    [0, 'تعویض صفحهٔ نمایش', '85'],
    [1, 'اجرت ترمیم', '40'],
  ] as const) {
    await page.getByRole('button', { name: 'Add free line' }).click()
    await page.locator(`[id="lines.${i}.name"]`).fill(name)
    await page.locator(`[id="lines.${i}.unitPrice"]`).fill(price)
  }
  await expect(page.getByTestId('quotation-totals')).toContainText('$125.00')
  await expectNoAxeViolations(page, 'repair quotation editor')
  await shot(page, 'service-quotation')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation saved.' })).toBeVisible()
  await page.getByRole('button', { name: 'Send to the customer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation sent' })).toBeVisible()
  await page.goto(requestUrl)
  await expect(page.getByTestId('staff-service-status')).toContainText('Repair quotation sent')
  await expect(page.getByTestId('repair-quotation-answer')).toContainText('Waiting for the customer')
})

test('the customer approves the repair quotation from the status page, in Dari', async ({ page }) => {
  await page.goto(statusUrl)
  await expect(page.getByTestId('service-status')).toHaveText('پیشنهاد قیمت ترمیم فرستاده شد')
  const pdf = await page.request.get(
    (await page
      .getByRole('link', { name: /پیشنهاد قیمت/ })
      .first()
      .getAttribute('href'))!,
  )
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expectNoAxeViolations(page, 'status page with a repair quotation')
  await page.getByRole('button', { name: 'تأیید ترمیم' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'شما این پیشنهاد قیمت ترمیم را تأیید کردید.' })).toBeVisible()
  await expect(page.getByTestId('service-status')).toHaveText('تأیید شد')
})

test('the technician repairs and calibrates it and issues a certificate its verification page shows', async ({
  page,
}) => {
  await signInAs(page, 'service')
  await page.goto(requestUrl)
  await expect(page.getByTestId('repair-quotation-answer')).toContainText('The customer approved it')
  await move(page, 'Repairing', 'در حال ترمیم')
  await move(page, 'Calibrating and testing', 'کالیبراسیون و آزمایش')
  const form = page.getByRole('form', { name: 'Calibration certificate' })
  await expect(form.getByLabel('Serial')).toHaveValue(SERIAL)
  await expect(form.getByLabel('Language of the certificate')).toHaveValue('fa')
  // A first try without the checks' numbers is refused with the fields marked.
  await form.getByRole('button', { name: 'Issue certificate' }).click()
  await expect(form.getByRole('alert')).toContainText('The certificate was not issued')
  await expect(form.locator('[id="tests.0.nominal"]')).toHaveAttribute('aria-invalid', 'true')
  for (const [field, value] of [
    ['name', 'Horizontal angle'],
    ['unit', '"'],
    ['nominal', '90.0000'],
    ['measured', '90.0003'],
    ['tolerance', '0.0005'],
  ] as const) {
    await form.locator(`[id="tests.0.${field}"]`).fill(value)
  }
  await expect(form.getByTestId('check-verdict')).toHaveText('Deviation +0.0003 ": pass')
  await form.getByLabel('Temperature').fill('21.5 °C')
  await form.getByLabel('Reference standards (one a line)').fill('Baseline KBL-1')
  await expectNoAxeViolations(page, 'certificate form')
  await shot(page, 'service-certificate')
  await form.getByRole('button', { name: 'Issue certificate' }).click()
  await expect(form.getByRole('status')).toContainText(/Certificate C-\d{4}-\d{4,} issued\./)
  const issued = page.getByTestId('certificates').locator('li').first()
  await expect(issued).toContainText('Pass')
  const sha256 = /[0-9a-f]{64}/.exec((await issued.textContent())!)![0]
  const file = await page.request.get((await issued.getByRole('link', { name: /PDF as issued/ }).getAttribute('href'))!)
  expect(
    createHash('sha256')
      .update(await file.body())
      .digest('hex'),
  ).toBe(sha256)
  const verify = (await issued.getByRole('link', { name: /Verification page/ }).getAttribute('href'))!
  await page.context().clearCookies()
  await page.goto(`/fa${verify}`)
  await expect(page.getByTestId('certificate')).toContainText(SERIAL)
  await expect(page.getByTestId('certificate-sha256')).toHaveText(sha256)
  await expectNoAxeViolations(page, 'certificate verification')
  await shot(page, 'certificate-fa')
  // A code nobody was given is a page that does not exist.
  const unknown = await page.goto(`/fa/service/certificates/${'A'.repeat(20)}`)
  expect(unknown?.status()).toBe(404)
})

test('the technician marks it ready; the notice is offered on WhatsApp in Dari', async ({ page }) => {
  await signInAs(page, 'service')
  await page.goto(requestUrl)
  await move(page, 'Ready for collection', 'آماده')
  await expectNoAxeViolations(page)
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

test('two records of one customer are found by their phone and merged, behind a confirmation', async ({ page }) => {
  // A second request from the same customer, the phone typed another way.
  await page.goto('/fa/service?product=' + PRODUCT.slug)
  const form = page.locator('form[action="/api/service/requests"]')
  await form.locator('[name=serial]').fill(`${SERIAL}B`)
  await form.locator('[name=fault]').fill('باتری شارژ نمی‌شود.')
  await form.locator('[name=office]').selectOption({ index: 1 })
  await form.locator('[name=name]').fill(CUSTOMER)
  await form.locator('[name=phone]').fill('+93 700 123 4567')
  await form.getByRole('button').last().click()
  await expect(page).toHaveURL(/\/fa\/service\/status\//)
  const second = /R-\d{4}-\d{4,}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0]
  await signInAs(page, 'service')
  // Each request gets a record of its own (as two desks might have done).
  for (const number of [reference, second]) {
    await page.goto(`/admin/service?q=${number}`)
    await page.getByRole('link', { name: number }).click()
    await page.getByRole('button', { name: 'New record from this request' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Customer record made and linked.' })).toBeVisible()
  }
  await page.getByRole('region', { name: 'Customer record' }).getByRole('link', { name: CUSTOMER }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CUSTOMER)
  await expect(page.getByTestId('customer-timeline')).toContainText(second)
  await expect(page.getByTestId('customer-timeline')).not.toContainText(reference)
  const duplicates = page.getByTestId('customer-duplicates')
  await expect(duplicates).toContainText('Same phone')
  await expectNoAxeViolations(page, 'customer record')
  await duplicates.getByRole('button', { name: /Merge into this record/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Merge ${CUSTOMER} into ${CUSTOMER}?`)
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Merged' })).toBeVisible()
  await expect(page.getByTestId('customer-timeline')).toContainText(reference)
  await expect(page.getByTestId('customer-timeline')).toContainText(second)
  await expect(page.getByText('No other record shares an e-mail address or phone line.')).toBeVisible()
  await shot(page, 'customer')
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
