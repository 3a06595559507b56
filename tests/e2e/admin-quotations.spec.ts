/**
 * Quotations from a quote request to the customer's answer (docs/decisions/051-quotations.md), on a server of its
 * own with the seed catalogue and a local SMTP server: sales builds a quotation with a discount and an afghani rate
 * and sends it; the e-mail carries the link and the PDF; the PDF's text holds the number and the total; the customer
 * accepts on the link and the lead is Won; a sent revision turns the old link into a 410 page naming the new one,
 * which the old link then shows read only (its lines, totals and PDF, no answers); a forged token gets a clear 404
 * page. The editor steps are shared with sales-journey.spec.ts (sales-helpers.ts).
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { waitForHydration } from './admin-helpers'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import { startSmtp, validMessage, type AppServer, type Smtp } from './leads-helpers'
import { createQuotation, linkFromMail, openLead, priceQuotation, sendRevision, sendToCustomer } from './sales-helpers'

test.describe.configure({ mode: 'serial' })

let smtp: Smtp
let data: CatalogueData
let app: AppServer
const stamp = Date.now().toString(36)
const CUSTOMER = `Farid Quote ${stamp}`
const EMAIL = `farid-${stamp}@balkh-survey.af`

test.beforeAll(async () => {
  // Importing the seed catalogue and starting a server of its own takes a while on a busy 2-core machine.
  test.setTimeout(300_000)
  smtp = await startSmtp()
  data = prepareCatalogueData()
  Object.assign(data.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_EMAIL_TO: 'sales@meridiangeo.af',
    LEADS_EMAIL_FROM: 'website@meridiangeo.af',
  })
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  await smtp?.close()
  data?.dispose()
})

/** Full-page screenshots at a phone's and a desktop's width, kept with the test's output. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
}

test('sales quotes a quote request; the customer accepts; a revision replaces the link', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const api = await page.request.post(`${app.baseURL}/api/contact`, {
    data: validMessage({
      name: CUSTOMER,
      email: EMAIL,
      items: [
        { product: 'vireo-g7-rtk-rover', quantity: 2 },
        { product: 'relay-rm35-radio-modem', quantity: 1 },
        { product: 'fieldbook-c8-controller', quantity: 1 },
      ],
    }),
  })
  expect(api.status()).toBe(201)

  await openLead(page, app.baseURL, CUSTOMER)
  const number = await createQuotation(page)
  await expect(page.getByLabel('Unit price (USD)').first()).toHaveValue('11400.00')

  // Refused: a discount over 100 %, a negative quantity and a rate of zero, each named; the form keeps what was typed.
  const line1 = page.getByRole('group', { name: 'Line 1' })
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await line1.getByLabel('Discount (%)').fill('120')
  await line1.getByLabel('Quantity').fill('-2')
  await page.getByLabel('AFN per USD').fill('0')
  await save.click()
  await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toBeVisible()
  await expect(page.getByText('A discount is 0 to 100 %.')).toBeVisible()
  await expect(page.getByText('The quantity is a whole number, 1 or more.')).toBeVisible()
  await expect(page.getByText('The rate is more than zero.')).toBeVisible()
  await expect(line1.getByLabel('Discount (%)')).toHaveValue('120')
  await expect(line1.getByLabel('Quantity')).toHaveValue('-2')
  await expect(page.getByLabel('AFN per USD')).toHaveValue('0')
  await line1.getByLabel('Quantity').fill('2')
  await line1.getByLabel('Discount (%)').fill('')
  await page.getByLabel('AFN per USD').fill('')
  // A validity date already past: the server refuses it (Kabul's today), the field keeps it.
  const validUntil = page.getByLabel('Valid until')
  const valid = await validUntil.inputValue()
  await validUntil.fill('2020-01-31')
  await save.click()
  await expect(page.getByText('The validity date has passed: choose today or a later day.')).toBeVisible()
  await expect(validUntil).toHaveValue('2020-01-31')
  await expect(validUntil).toHaveAttribute('aria-invalid', 'true')
  await validUntil.fill(valid)

  // Two staff on one draft: the other saves first; this save is refused, says what they changed, and loads theirs.
  const other = await page.context().newPage()
  await other.goto(page.url())
  await waitForHydration(other)
  await other.getByLabel('Warranty').fill('24 months, parts and labour')
  await other.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(other.getByRole('status').filter({ hasText: 'Quotation saved.' })).toBeVisible()
  await other.close()
  await save.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else saved this quotation first' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'They changed:' })).toContainText(
    'Warranty: 24 months, parts and labour',
  )
  await page.getByRole('button', { name: 'Load their version' }).click()
  await expect(page.getByLabel('Warranty')).toHaveValue('24 months, parts and labour')

  // 2 × $11,400 − 5 % + $2,380 + $1,650 = $25,690.00; × 70.35 = 1,807,291.5 → 1,807,292 AFN (rounded once).
  await priceQuotation(page, {
    paymentTerms: '50 % with the order, 50 % on delivery',
    total: '$25,690.00',
    totalAfn: '1,807,292 AFN',
  })
  await sendToCustomer(page)

  const link = await linkFromMail(smtp, EMAIL, 1)
  // The PDF as sent: its text holds the number and the total.
  const pdf = await page.request.get(`${link}/pdf`)
  expect(pdf.status()).toBe(200)
  const file = test.info().outputPath('quotation.pdf')
  writeFileSync(file, await pdf.body())
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain(number)
  expect(text).toContain('$25,690.00')

  // The customer: no account, the page in English, accept once (a second post changes nothing).
  const customer = await browser.newContext()
  const visitor = await customer.newPage()
  const first = await visitor.goto(link)
  expect(first?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your quotation' })).toBeVisible()
  await visitor.getByRole('button', { name: 'Accept the quotation' }).click()
  await expect(visitor.getByRole('status')).toContainText('you accepted this quotation')

  await page.goto(page.url().replace(/\/quotations\/\d+$/, ''))
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER }).locator('..')).toContainText('Won')
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible()

  // A new revision, sent: the old link now names it, with 410, and leads to it.
  await sendRevision(page, number)
  const second = await linkFromMail(smtp, EMAIL, 2)
  expect(second).not.toBe(link)
  const old = await visitor.goto(link)
  expect(old?.status()).toBe(410)
  await expect(visitor.getByRole('heading', { level: 1, name: 'This quotation was replaced' })).toBeVisible()
  await expect(visitor.getByText(`replaced by ${number} Rev 2`)).toBeVisible()
  await shoot(visitor, 'replaced-en')
  await visitor.getByRole('link', { name: `View ${number} Rev 2` }).click()
  // Rev 2 through the old link: its number, lines and total, read only (answers go through the newer e-mail).
  await expect(visitor).toHaveURL(`${link}/latest`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your quotation' })).toBeVisible()
  await expect(visitor.getByRole('note')).toContainText(`You are reading ${number} Rev 2`)
  await expect(visitor.getByRole('note')).toContainText(`open the link in the e-mail that brought ${number} Rev 2`)
  await expect(visitor.getByRole('row').filter({ hasText: /Vireo G7/ })).toHaveCount(1)
  await expect(visitor.getByRole('table')).toContainText('$25,690.00')
  await expect(visitor.getByRole('button')).toHaveCount(0)
  await shoot(visitor, 'latest-en')
  const latestPdf = await visitor.request.get(`${link}/latest/pdf`)
  expect(latestPdf.status()).toBe(200)
  expect(latestPdf.headers()['content-disposition']).toContain(`${number}-rev2.pdf`)
  const revFile = test.info().outputPath('quotation-rev2.pdf')
  writeFileSync(revFile, await latestPdf.body())
  expect(execFileSync('pdftotext', ['-layout', revFile, '-'], { encoding: 'utf8' })).toContain('$25,690.00')
  // The newer link itself still takes the answer.
  expect((await visitor.goto(second))?.status()).toBe(200)
  await expect(visitor.getByRole('button', { name: 'Accept the quotation' })).toBeVisible()

  // Sales withdraws Rev 2 (behind the one confirmation): its link says so, and the old one no longer offers it.
  await page.getByRole('button', { name: 'Revoke' }).click()
  const dialog = page.getByRole('dialog', { name: `Revoke ${number} Rev 2?` })
  await dialog.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible()
  expect((await visitor.goto(second))?.status()).toBe(410)
  await expect(visitor.getByText('This quotation was withdrawn.')).toBeVisible()
  expect((await visitor.goto(link))?.status()).toBe(410)
  await expect(visitor.getByText(`replaced by ${number} Rev 2, which has since been withdrawn`)).toBeVisible()

  // A forged token: a clear page, 404, not an error.
  const forged = await visitor.goto(`${app.baseURL}/q/${'A'.repeat(43)}`)
  expect(forged?.status()).toBe(404)
  await expect(visitor.getByRole('heading', { level: 1, name: 'This quotation link does not work' })).toBeVisible()
  await customer.close()
})

test('a Dari quote request gets a Dari quotation: the PDF, the page right to left', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const api = await page.request.post(`${app.baseURL}/api/contact`, {
    data: validMessage({
      name: `فرید ${stamp}`,
      email: EMAIL,
      locale: 'fa',
      items: [{ product: 'bastion-b5-base-station', quantity: 1 }],
    }),
  })
  expect(api.status()).toBe(201)
  await openLead(page, app.baseURL, `فرید ${stamp}`)
  const number = await createQuotation(page)
  await expect(page.getByLabel('Language of the quotation')).toHaveValue('fa')
  // No line at all is refused; the product comes back from the catalogue picker, under its Dari name.
  await page.getByRole('button', { name: 'Remove line 1' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('A quotation needs at least one line.')).toBeVisible()
  await page.getByLabel('Catalogue product').selectOption({ label: 'Bastion B5 Base Station ($9850.00)' })
  await page.getByRole('button', { name: 'Add product' }).click()
  await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Name')).not.toHaveValue(
    'Bastion B5 Base Station',
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quotation saved.' })).toBeVisible()
  await sendToCustomer(page)
  const link = await linkFromMail(smtp, EMAIL, 3)

  const pdf = await page.request.get(`${link}/pdf`)
  const file = test.info().outputPath('quotation-fa.pdf')
  writeFileSync(file, await pdf.body())
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain(number)
  // $9,850.00 in Eastern Arabic digits.
  expect(text).toContain('۹٬۸۵۰٫۰۰')

  const customer = await browser.newContext()
  const visitor = await customer.newPage()
  await visitor.goto(link)
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fa-AF')
  await expect(visitor.getByRole('heading', { level: 1, name: 'پیشنهاد قیمت شما' })).toBeVisible()
  // Asking for changes without a message is refused in Dari and keeps the page.
  await visitor.getByRole('button', { name: 'فرستادن درخواست' }).click()
  await expect(visitor.getByRole('alert')).toContainText('بنویسید چه چیزی باید تغییر کند')
  await visitor.getByRole('textbox').fill('لطفاً دو دستگاه.')
  await visitor.getByRole('button', { name: 'فرستادن درخواست' }).click()
  await expect(visitor.getByRole('status')).toContainText('درخواست شما فرستاده شد')
  await customer.close()
})
