/**
 * The sales journey from a visitor's quote list to a won lead (docs/decisions/047-lead-clock.md,
 * 051-quotations.md, 053-lead-figures.md), on a server of its own (own database, own SMTP server), so nothing here
 * races the other specs: the owner lists a public holiday (a bad date is refused and kept) and a rule giving rovers
 * to sales; a visitor adds three products to the quote list in Dari and sends it; it is assigned on arrival and the
 * owner sees it with its clock; a second lead passes its deadline (time moved with the x-e2e-now header the server
 * reads under E2E_CLOCK=on, src/server/page/request-now.ts) and is overdue and in the digest; sales sends a Dari
 * quotation with a discount and an afghani rate, whose PDF is read with pdftotext and drawn with pdftoppm; the
 * customer accepts and the lead is Won; the figures count it; a revision turns the old link into a 410 page that
 * leads to the new revision read only; the new link expires after its validity (the old one then says so too), and
 * a forged link gets a 404 page. The editor steps are shared with admin-quotations.spec.ts (sales-helpers.ts).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { signInAs, STAFF_ACCOUNTS } from './admin-helpers'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import { expectNoAxeViolations } from './axe'
import { startSmtp, validMessage, type AppServer, type Smtp } from './leads-helpers'
import { createQuotation, linkFromMail, openLead, priceQuotation, sendRevision, sendToCustomer } from './sales-helpers'

test.describe.configure({ mode: 'serial' })

const SALES = STAFF_ACCOUNTS.sales
const OWNER = STAFF_ACCOUNTS.owner
const stamp = Date.now().toString(36)
const CUSTOMER = `فرید احمدی ${stamp}`
const EMAIL = `farid-${stamp}@herat-survey.af`
const LATE = `Sima Late ${stamp}`
const DAY = 86_400_000

let smtp: Smtp
let data: CatalogueData
let app: AppServer

/** `days` on, at 10:00 Kabul time (UTC+4:30). */
function daysLater(days: number): string {
  const later = Date.now() + days * DAY
  const kabulMidnight = Math.floor((later + 4.5 * 3_600_000) / DAY) * DAY - 4.5 * 3_600_000
  return new Date(kabulMidnight + 10 * 3_600_000).toISOString()
}

test.beforeAll(async () => {
  // Importing the seed catalogue and starting a server of its own takes a while on a busy 2-core machine.
  test.setTimeout(300_000)
  smtp = await startSmtp()
  data = prepareCatalogueData()
  data.cli(
    'scripts/admin-create-user.ts',
    ['--email', OWNER.email, '--name', OWNER.name, '--role', 'owner', '--password-stdin'],
    `${OWNER.password}\n`,
  )
  Object.assign(data.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_EMAIL_TO: 'sales@meridiangeo.af',
    LEADS_EMAIL_FROM: 'website@meridiangeo.af',
    // The browser tests' clock (never set in a deployment): pages read "now" from the x-e2e-now header.
    E2E_CLOCK: 'on',
  })
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  await smtp?.close()
  data?.dispose()
})

/** The share of a PGM image's pixels that are not near white (pdftoppm -gray). */
function inkShare(file: string): number {
  const bytes = readFileSync(file)
  // P5 header: magic, width, height, maxval, each followed by whitespace; then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'))!
  const pixels = bytes.subarray(header[0].length)
  let ink = 0
  for (const value of pixels) if (value < 200) ink++
  return ink / pixels.length
}

/** Full-page screenshots at a phone's and a desktop's width, kept with the test's output. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
}

async function leadRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name })
}

test('the owner lists a holiday and a rule; a Dari quote list arrives, assigned, with its clock', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await signInAs(page, 'owner', '/admin/leads/assignment', app.baseURL)
  const holidays = page.getByRole('textbox', { name: 'Public holidays' })
  await holidays.fill('2027-03-21\n2027-02-30')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toBeVisible()
  await expect(page.getByText('Not a date: 2027-02-30.')).toBeVisible()
  await expect(holidays).toHaveValue('2027-03-21\n2027-02-30')
  await expect(holidays).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: test.info().outputPath('assignment-holidays-refused.png'), fullPage: true })

  await holidays.fill('2027-03-21\n2027-03-20')
  const rule = page.getByRole('group', { name: 'Rule 1' })
  await rule.getByRole('combobox', { name: 'When' }).selectOption('category')
  await rule.getByRole('combobox', { name: 'Value' }).selectOption('rtk-rovers')
  await rule.getByRole('combobox', { name: 'Owner' }).selectOption({ label: SALES.name })
  await page.getByRole('checkbox', { name: new RegExp(SALES.name) }).check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Assignment settings saved.' })).toBeVisible()
  await page.reload()
  // Stored sorted.
  await expect(page.getByRole('textbox', { name: 'Public holidays' })).toHaveValue('2027-03-20\n2027-03-21')
  await expectNoAxeViolations(page)

  // The visitor, in Dari, without JavaScript: three products from their pages into the quote list, then sent.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false, baseURL: app.baseURL })
  const visitor = await visitorContext.newPage()
  for (const [slug, times] of [
    ['vireo-g7-rtk-rover', 2],
    ['relay-rm35-radio-modem', 1],
    ['fieldbook-c8-controller', 1],
  ] as const) {
    for (let i = 0; i < times; i++) {
      await visitor.goto(`/fa/product/${slug}`)
      await visitor
        .getByRole('button', { name: /به درخواست قیمت/ })
        .first()
        .click()
    }
  }
  await visitor.goto('/fa/quote')
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(visitor.getByTestId('quote-line')).toHaveCount(3)
  await visitor.getByRole('textbox', { name: /نام کامل/ }).fill(CUSTOMER)
  await visitor.getByRole('textbox', { name: /آدرس ایمیل/ }).fill(EMAIL)
  await visitor.getByRole('button', { name: 'ارسال درخواست قیمت' }).click()
  await expect(visitor).toHaveURL(/\/fa\/quote\/sent\/[0-9a-f-]{36}$/)
  await visitorContext.close()

  // The owner sees it, assigned to sales by the rovers rule, with its clock running.
  await page.goto(`${app.baseURL}/admin/leads`)
  const row = await leadRow(page, CUSTOMER)
  await expect(row).toContainText(SALES.name)
  await expect(row.getByTestId('lead-clock')).toContainText(/(On time|Due soon) · .* left/)
  await expect(row.getByTestId('lead-items').getByRole('listitem')).toHaveCount(3)
})

test('a second lead passes its deadline: overdue in the list and in the digest', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const api = await page.request.post(`${app.baseURL}/api/contact`, {
    data: validMessage({ name: LATE, email: `sima-${stamp}@kabul-mapping.af` }),
  })
  expect(api.status()).toBe(201)
  // Ten days on: far past a 24-hour promise in business hours, whatever the weekday and the holidays.
  await page.setExtraHTTPHeaders({ 'x-e2e-now': daysLater(10) })
  await signInAs(page, 'sales', '/admin/leads?clock=overdue', app.baseURL)
  const late = await leadRow(page, LATE)
  await expect(late).toContainText(SALES.name)
  await expect(late.getByTestId('lead-clock')).toContainText(/Overdue · .* over/)

  const owner = await browser.newPage()
  await owner.setExtraHTTPHeaders({ 'x-e2e-now': daysLater(10) })
  await signInAs(owner, 'owner', '/admin/leads/assignment', app.baseURL)
  // The digest is written for the moved day (its e-mail is due then too, so the outbox keeps it until that time).
  const digests = owner.getByTestId('digests')
  await expect(digests).toContainText(`${SALES.email}: Leads for`)
  // The overdue lead is in Sami's digest.
  await digests.getByText('What it lists').first().click()
  await expect(digests.getByText(`past reply promise: ${LATE}`)).toBeVisible()
  await owner.close()
})

test('sales sends a Dari quotation with a discount and a rate; the customer accepts; the lead is Won', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await openLead(page, app.baseURL, CUSTOMER)
  await expect(page.getByTestId('lead-clock')).toContainText(/On time|Due soon/)
  const number = await createQuotation(page)
  await expect(page.getByLabel('Language of the quotation')).toHaveValue('fa')
  await expect(page.getByLabel('Unit price (USD)')).toHaveCount(3)
  // 2 × $11,400 − 5 % + $2,380 + $1,650 = $25,690.00; × 70.35 = 1,807,291.5 → 1,807,292 AFN (rounded once).
  await priceQuotation(page, { total: '$25,690.00', totalAfn: '1,807,292 AFN' })
  await sendToCustomer(page)

  // The Dari PDF as e-mailed: its text holds the number and both totals in Eastern Arabic digits, and its first
  // page, drawn, is not blank.
  const link = await linkFromMail(smtp, EMAIL, 1)
  const pdf = await page.request.get(`${link}/pdf`)
  expect(pdf.status()).toBe(200)
  const file = test.info().outputPath('quotation-fa.pdf')
  writeFileSync(file, await pdf.body())
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain(number)
  expect(text).toContain('۲۵٬۶۹۰٫۰۰')
  expect(text).toContain('۱٬۸۰۷٬۲۹۲')
  const image = test.info().outputPath('quotation-fa-page1')
  execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, image])
  expect(inkShare(`${image}.pgm`)).toBeGreaterThan(0.01)

  // The customer accepts on the link; the lead is Won and its clock answered.
  const customer = await browser.newContext()
  const visitor = await customer.newPage()
  expect((await visitor.goto(link))?.status()).toBe(200)
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fa-AF')
  await visitor.getByRole('button', { name: 'پذیرفتن پیشنهاد' }).click()
  await expect(visitor.getByRole('status')).toContainText('شما این پیشنهاد را پذیرفتید')
  await customer.close()

  await page.goto(page.url().replace(/\/quotations\/\d+$/, ''))
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER }).locator('..')).toContainText('Won')
  await expect(page.getByTestId('lead-clock')).toContainText('Answered')
  // The quotation's e-mail went out: its delivery state is beside it.
  const quotations = page.getByRole('region', { name: 'Quotations' })
  await expect(quotations.getByRole('listitem').filter({ hasText: number })).toContainText('Emailed')
})

test('the figures count the month: leads, replies within the promise, quotations sent and won', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAs(page, 'owner', '/admin/leads', app.baseURL)
  await page.getByRole('link', { name: 'Figures', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lead figures' })).toBeVisible()
  const owners = page.getByRole('table', { name: 'Figures by owner, twelve months' })
  // Sami: the Dari lead (answered by the quotation, within the promise) and the late one (not yet judged today).
  const sami = owners.getByRole('row', { name: new RegExp(SALES.name) })
  await expect(sami.getByRole('cell')).toHaveText(['2', /\d\.\d|<0\.1/, /min|h/, '100% (1 of 1)', '1', '1'])
  const month = page.getByRole('table', { name: 'Figures by month, Everyone' })
  await expect(month.getByRole('row')).toHaveCount(14) // header, twelve months, total
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 375, height: 900 })
  await page.screenshot({ path: test.info().outputPath('figures-everyone-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('navigation', { name: 'Figures for' }).getByRole('link', { name: SALES.name }).click()
  await expect(page).toHaveURL(/owner=\d+/)
  await expect(page.getByRole('table', { name: `Figures by month, ${SALES.name}` })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // The page never scrolls sideways; a table may, inside its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: test.info().outputPath(`figures-${width}.png`), fullPage: true })
  }
  await expectNoAxeViolations(page)
})

test('a revision replaces the link, which leads to it; expired and forged links get clear pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const link = await linkFromMail(smtp, EMAIL, 1)
  await openLead(page, app.baseURL, CUSTOMER)
  const number = (await page
    .getByRole('link', { name: /^Q-\d{4}-\d{4}$/ })
    .first()
    .textContent())!
  await sendRevision(page, number)
  const second = await linkFromMail(smtp, EMAIL, 2)
  expect(second).not.toBe(link)

  const customer = await browser.newContext()
  const visitor = await customer.newPage()
  const old = await visitor.goto(link)
  expect(old?.status()).toBe(410)
  // In the quotation's language (Dari): replaced by the newer revision, which the old link offers to show.
  await expect(visitor.getByRole('heading', { level: 1, name: 'این پیشنهاد قیمت جایگزین شد' })).toBeVisible()
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
  // The reference sits in a left-to-right isolate inside the Dari sentence.
  await expect(visitor.locator('bdi', { hasText: `${number} Rev 2` }).first()).toBeVisible()
  await expect(visitor.locator('body')).toContainText('جایگزین شد')
  // Chromium names the link with the reference's isolate marks around it, hence the text check beside the name.
  await shoot(visitor, 'replaced-fa')
  await expectNoAxeViolations(visitor)
  const view = visitor.getByRole('link', { name: /^دیدن/ })
  await expect(view).toContainText(`${number} Rev 2`)
  await view.click()
  // Rev 2 through the old link, in Dari: its lines and totals, read only, saying where to answer.
  await expect(visitor).toHaveURL(`${link}/latest`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'پیشنهاد قیمت شما' })).toBeVisible()
  await expect(visitor.getByRole('note')).toContainText('تازه‌ترین نسخهٔ پیشنهادی')
  await expect(visitor.getByRole('note')).toContainText(`${number} Rev 2`)
  await expect(visitor.getByRole('table')).toContainText('۲۵٬۶۹۰٫۰۰')
  await expect(visitor.getByRole('button')).toHaveCount(0)
  await shoot(visitor, 'latest-fa')
  await expectNoAxeViolations(visitor)
  const latestPdf = await visitor.request.get(`${link}/latest/pdf`)
  expect(latestPdf.status()).toBe(200)
  expect(latestPdf.headers()['content-disposition']).toContain(`${number}-rev2.pdf`)
  // Forty days on, the new revision's 30-day validity has passed.
  await visitor.setExtraHTTPHeaders({ 'x-e2e-now': daysLater(40) })
  const unavailable = visitor.getByRole('heading', { level: 1, name: 'این پیوند پیشنهاد قیمت کار نمی‌کند' })
  const expired = await visitor.goto(second)
  expect(expired?.status()).toBe(410)
  await expect(unavailable).toBeVisible()
  await expect(visitor.locator('body')).toContainText('معتبر بود')
  // The old link says so too, and no longer offers the revision.
  expect((await visitor.goto(link))?.status()).toBe(410)
  await expect(unavailable).toBeVisible()
  await expect(visitor.locator('body')).toContainText('جایگزین شد که تا')
  await expect(visitor.getByRole('link', { name: /دیدن/ })).toHaveCount(0)
  expect((await visitor.goto(`${link}/latest`))?.status()).toBe(410)
  const forged = await visitor.goto(`${app.baseURL}/q/${'A'.repeat(43)}`)
  expect(forged?.status()).toBe(404)
  await expect(visitor.getByRole('heading', { level: 1, name: 'This quotation link does not work' })).toBeVisible()
  const malformed = await visitor.goto(`${app.baseURL}/q/not-a-token`)
  expect(malformed?.status()).toBe(404)
  await customer.close()
})
