/**
 * The screenshots of docs/sales.md (npm run docs:screenshots): the production build on a fresh data directory with
 * the seed catalogue, a mail server of its own and a sales team of three; the owner sets the assignment rules; six
 * enquiries arrive (their arrival moved back in time with the x-e2e-now header the server reads under E2E_CLOCK=on,
 * so the list shows each state of the reply clock); sales quotes the Dari quote request, the owner the English and
 * Pashto ones; the customers open their links. Every screen is checked for what it must show before it is
 * photographed, at 1280 px and the main ones at 375 px, and the first page of each quotation PDF is drawn with
 * pdftoppm. The pictures are written as WebP into docs/screenshots/ (PNG copies beside the test's output, to look at).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { workingMsBetween } from '../../src/lib/sales/business-clock'
import {
  prepareCatalogueData,
  startCatalogueApp,
  type CatalogueData,
  type StaffAccount,
} from '../e2e/admin-categories-helpers'
import { signInWith, waitForHydration } from '../e2e/admin-helpers'
import { startSmtp, validMessage, type AppServer, type Smtp } from '../e2e/leads-helpers'
import { createQuotation, linkFromMail, priceQuotation, sendToCustomer } from '../e2e/sales-helpers'

const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots')
const H = 3_600_000

const OWNER: StaffAccount = {
  email: 'laila@meridiangeo.af',
  name: 'Laila Noori',
  password: 'north arrow benchmark 17',
  role: 'owner',
}
const SAMI: StaffAccount = {
  email: 'sami@meridiangeo.af',
  name: 'Sami Rahimi',
  password: 'tripod level bubble 28',
  role: 'sales',
}
const OMID: StaffAccount = {
  email: 'omid@meridiangeo.af',
  name: 'Omid Haidari',
  password: 'prism pole height 39',
  role: 'sales',
}

/** The enquiries of the day: who, what, and how many business hours ago each arrived. */
const LEADS = {
  overdue: {
    name: 'Ahmad Wali Noori',
    email: 'ahmad.noori@afghan-geodesy.af',
    company: 'Afghan Geodesy Institute',
    subject: 'technical-support',
    message: 'Our C5 total station shows an EDM error after the firmware update. Can someone call us?',
    workedHoursAgo: 27,
  },
  dueSoon: {
    name: 'Sima Karimi',
    email: 'sima@kabul-mapping.af',
    company: 'Kabul Mapping Services',
    subject: 'product-inquiry',
    message: 'Does the T130 scanner work with our existing registration software, and is training included?',
    product: 'lumen-t130-laser-scanner',
    sourcePage: '/product/lumen-t130-laser-scanner',
    workedHoursAgo: 21.5,
  },
  pashto: {
    name: 'ګل احمد وردګ',
    email: 'gul.wardak@nangarhar-survey.af',
    company: 'د ننګرهار سروې شرکت',
    subject: 'quote-request',
    message: 'د کرنیزو ځمکو د نقشه کولو لپاره یوه ډرون ته اړتیا لرو.',
    locale: 'ps',
    sourcePage: '/ps/quote',
    items: [{ product: 'tern-q4-mapping-drone', quantity: 1 }],
    workedHoursAgo: 7,
  },
  english: {
    name: 'Karim Haidari',
    email: 'karim@kandahar-roads.af',
    company: 'Kandahar Road Engineering',
    subject: 'quote-request',
    message: 'Two total stations and a level for the Kandahar ring road, delivered to Kandahar.',
    sourcePage: '/quote',
    items: [
      { product: 'sightline-m2-total-station', quantity: 2 },
      { product: 'plumbline-p10-digital-level', quantity: 1 },
    ],
    workedHoursAgo: 5,
  },
  dari: {
    name: 'فرید احمدی',
    email: 'farid@herat-survey.af',
    company: 'شرکت سروی هرات',
    subject: 'quote-request',
    message: 'برای پروژهٔ کاداستر هرات دو روور، یک رادیو و یک کنترلر می‌خواهیم.',
    locale: 'fa',
    sourcePage: '/fa/quote',
    items: [
      { product: 'vireo-g7-rtk-rover', quantity: 2 },
      { product: 'relay-rm35-radio-modem', quantity: 1 },
      { product: 'fieldbook-c8-controller', quantity: 1 },
    ],
    workedHoursAgo: 2,
  },
  onTime: {
    name: 'Maryam Siddiqi',
    email: 'maryam@balkh-university.af',
    company: 'Balkh University',
    subject: 'other',
    message: 'We would like a demonstration of GNSS equipment for our geomatics students in Mazar-i-Sharif.',
    workedHoursAgo: 1,
  },
} as const

let smtp: Smtp
let data: CatalogueData
let app: AppServer
/** The scene's now: the real time, so the history's entries (stamped by the database) agree with it. */
const now = new Date()
const shots: string[] = []

/** The latest instant that lies `hours` of business hours (Sat–Thu 8:00–17:00 Kabul) before now. */
function workedHoursBefore(hours: number): Date {
  let early = now.getTime() - 60 * 24 * H
  let late = now.getTime()
  while (late - early > 30_000) {
    const mid = Math.floor((early + late) / 2)
    if (workingMsBetween(new Date(mid), now) >= hours * H) early = mid
    else late = mid
  }
  return new Date(early)
}

/** Kabul's date today (YYYY-MM-DD), shifted by `days`. */
const kabulDay = (days = 0) => new Date(now.getTime() + 4.5 * H + days * 24 * H).toISOString().slice(0, 10)

test.beforeAll(async () => {
  test.setTimeout(300_000)
  smtp = await startSmtp()
  data = prepareCatalogueData({ accounts: [OWNER, SAMI, OMID] })
  // The site's own content (offices, contact details): the quotation PDF prints the offices.
  data.cli('scripts/content-import.ts', ['catalogue/seed/content.json'])
  Object.assign(data.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_EMAIL_TO: 'sales@meridiangeo.af',
    LEADS_EMAIL_FROM: 'website@meridiangeo.af',
    E2E_CLOCK: 'on',
    // Each visitor writes from an address of their own (the contact form takes five messages per address).
    TRUST_PROXY_HOPS: '1',
  })
  // The company's own address on its documents and in the links it e-mails (the browser goes to the local server).
  app = await startCatalogueApp(data, { siteUrl: 'https://www.meridiangeo.af' })
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
})
test.afterAll(async () => {
  await app?.stop()
  await smtp?.close()
  data?.dispose()
})

/** A full-page picture at each width: a PNG with the test's output, a WebP in docs/screenshots. */
async function shoot(page: Page, name: string, widths: readonly number[] = [1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    // The page never scrolls sideways at any width (a table may, inside its box); soft, so every picture is taken.
    expect
      .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`)
      .toBeLessThanOrEqual(width)
    const png = test.info().outputPath(`${name}-${width}.png`)
    await page.screenshot({ path: png, fullPage: true })
    await toWebp(png, `${name}-${width}.webp`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function toWebp(png: string, name: string) {
  await sharp(png).webp({ quality: 70, effort: 6 }).toFile(path.join(OUT, name))
  shots.push(name)
}

/** Posts an enquiry as its visitor would, arriving when the lead says. */
async function arrive(page: Page, lead: (typeof LEADS)[keyof typeof LEADS], from: string) {
  const { workedHoursAgo, ...fields } = lead
  const response = await page.request.post(`${app.baseURL}/api/contact`, {
    data: validMessage(fields),
    headers: { 'x-e2e-now': workedHoursBefore(workedHoursAgo).toISOString(), 'x-forwarded-for': from },
  })
  expect(response.status(), lead.name).toBe(201)
}

/** A link from an e-mail (on the company's public address) on the local server. */
const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, app.baseURL)

/** Opens a lead from the list by its name. */
async function openLead(page: Page, name: string) {
  await page.goto(`${app.baseURL}/admin/leads`)
  await page.getByRole('link', { name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await waitForHydration(page)
}

/** Adds a free line (training, shipping) to the open quotation editor. */
async function addFreeLine(page: Page, name: string, unitPrice: string) {
  await page.getByRole('button', { name: 'Add free line' }).click()
  const line = page.getByRole('group', { name: /^Line \d+$/ }).last()
  await line.getByLabel('Name').fill(name)
  await line.getByLabel('Unit price (USD)').fill(unitPrice)
}

async function fillTerms(page: Page, terms: { delivery: string; payment?: string; warranty: string }) {
  await page.getByLabel('Delivery').fill(terms.delivery)
  if (terms.payment) await page.getByLabel('Payment terms').fill(terms.payment)
  await page.getByLabel('Warranty').fill(terms.warranty)
}

/** The first page of a quotation's PDF as e-mailed, drawn at 60 dpi. */
async function shootPdf(page: Page, link: string, name: string, number: string) {
  const pdf = await page.request.get(`${link}/pdf`)
  expect(pdf.status()).toBe(200)
  const file = test.info().outputPath(`${name}.pdf`)
  writeFileSync(file, await pdf.body())
  expect(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).toContain(number)
  const image = test.info().outputPath(name)
  execFileSync('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', '-singlefile', file, image])
  await toWebp(`${image}.png`, `${name}.webp`)
}

test('the sales screens, the customer pages and the quotation PDFs', async ({ page, browser }) => {
  test.setTimeout(600_000)

  // The owner: rovers go to Sami, everything else in turn to Sami and Omid; Nowruz and the Eids are off.
  await signInWith(page, OWNER, '/admin/leads/assignment', app.baseURL)
  await page.getByRole('textbox', { name: 'Public holidays' }).fill('2027-03-10\n2027-03-21\n2027-05-17')
  const rule = page.getByRole('group', { name: 'Rule 1' })
  await rule.getByRole('combobox', { name: 'When' }).selectOption('category')
  await rule.getByRole('combobox', { name: 'Value' }).selectOption('rtk-rovers')
  await rule.getByRole('combobox', { name: 'Owner' }).selectOption({ label: SAMI.name })
  for (const who of [SAMI, OMID]) await page.getByRole('checkbox', { name: new RegExp(who.name) }).check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Assignment settings saved.' })).toBeVisible()

  // The day's enquiries, oldest first (each from its own address).
  const order = ['overdue', 'dueSoon', 'pashto', 'english', 'dari', 'onTime'] as const
  for (const [i, key] of order.entries()) await arrive(page, LEADS[key], `198.51.100.${10 + i}`)

  // Sami opens the Dari quote request (his by the rovers rule), plans a follow-up and quotes it.
  const sami = await browser.newPage()
  await signInWith(sami, SAMI, '/admin/leads', app.baseURL)
  await openLead(sami, LEADS.dari.name)
  await expect(sami.getByRole('combobox', { name: 'Owner' })).toHaveValue(/\d+/)
  await sami.getByLabel('Next action (Afghanistan time)').fill(`${kabulDay(1)}T10:00`)
  await sami.getByLabel('What to do').fill('Call Farid about delivery to Herat and the training days.')
  await sami.getByRole('button', { name: 'Save follow-up' }).click()
  await expect(sami.getByText('Follow-up saved.')).toBeVisible()
  const dariNumber = await createQuotation(sami)
  await addFreeLine(sami, 'آموزش کاربری، دو روز در هرات', '400')
  await fillTerms(sami, {
    delivery: '۴ تا ۶ هفته پس از سفارش، تحویل در هرات',
    payment: '۵۰٪ هنگام سفارش، ۵۰٪ هنگام تحویل',
    warranty: '۲۴ ماه گارانتی سازنده',
  })
  // 2 × $11,400 − 5 % + $2,380 + $1,650 + $400 = $26,090.00; × 70.35 = 1,835,431.5 → 1,835,432 AFN.
  await priceQuotation(sami, { total: '$26,090.00', totalAfn: '1,835,432 AFN' })
  await shoot(sami, 'quotation-editor', [1280, 375])
  await sendToCustomer(sami)
  const dariLink = local(await linkFromMail(smtp, LEADS.dari.email, 1))

  // The owner quotes the English and the Pashto requests.
  await openLead(page, LEADS.english.name)
  const englishNumber = await createQuotation(page)
  await addFreeLine(page, 'Delivery to Kandahar and setting up on site', '350')
  await fillTerms(page, {
    delivery: '3 weeks from the order, to the site office in Kandahar',
    payment: '50 % with the order, 50 % on delivery',
    warranty: '24 months, parts and labour',
  })
  // 2 × $9,800 − 3 % + $2,950 + $350 = $22,312.00; × 70.35 = 1,569,649.2 → 1,569,649 AFN.
  await priceQuotation(page, { discount: '3', total: '$22,312.00', totalAfn: '1,569,649 AFN' })
  await sendToCustomer(page)
  const englishLink = local(await linkFromMail(smtp, LEADS.english.email, 1))

  await openLead(page, LEADS.pashto.name)
  const pashtoNumber = await createQuotation(page)
  await expect(page.getByLabel('Language of the quotation')).toHaveValue('ps')
  await addFreeLine(page, 'د الوتنې او پروسس روزنه، درې ورځې', '900')
  await fillTerms(page, {
    delivery: 'له امر څخه څلور اونۍ وروسته، په جلال اباد کې',
    payment: 'د امر پر مهال ټوله بیه',
    warranty: '۱۲ میاشتې',
  })
  // $14,900 − 2 % + $900 = $15,502.00; × 70.35 = 1,090,565.7 → 1,090,566 AFN.
  await priceQuotation(page, { discount: '2', total: '$15,502.00', totalAfn: '1,090,566 AFN' })
  await sendToCustomer(page)
  const pashtoLink = local(await linkFromMail(smtp, LEADS.pashto.email, 1))

  // The customers' pages: the English one, then the Dari one right to left; then Farid accepts.
  const customers = await browser.newContext()
  const customer = await customers.newPage()
  expect((await customer.goto(englishLink))?.status()).toBe(200)
  await expect(customer.getByRole('heading', { level: 1, name: 'Your quotation' })).toBeVisible()
  await expect(customer.getByRole('table')).toContainText('$22,312.00')
  await shoot(customer, 'customer-en', [1280, 375])
  expect((await customer.goto(dariLink))?.status()).toBe(200)
  await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(customer.getByRole('table')).toContainText('۲۶٬۰۹۰٫۰۰')
  await shoot(customer, 'customer-fa', [1280, 375])
  await customer.getByRole('button', { name: 'پذیرفتن پیشنهاد' }).click()
  await expect(customer.getByRole('status')).toContainText('شما این پیشنهاد را پذیرفتید')
  await customers.close()

  // The PDFs as e-mailed, first page each.
  await shootPdf(page, englishLink, 'quotation-pdf-en', englishNumber)
  await shootPdf(page, dariLink, 'quotation-pdf-fa', dariNumber)
  await shootPdf(page, pashtoLink, 'quotation-pdf-ps', pashtoNumber)

  // Sami's lead page: Won, answered by the quotation, his follow-up, the history of every step.
  await sami.goto(sami.url().replace(/\/quotations\/\d+$/, ''))
  await expect(sami.getByRole('heading', { level: 1, name: LEADS.dari.name }).locator('..')).toContainText('Won')
  await expect(sami.getByTestId('lead-clock')).toContainText('Answered')
  await expect(sami.getByRole('region', { name: 'History' })).toContainText('(customer)')
  await shoot(sami, 'lead', [1280, 375])
  await sami.close()

  // The list with every state of the clock.
  await page.goto(`${app.baseURL}/admin/leads`)
  const clock = (name: string) => page.getByRole('row').filter({ hasText: name }).getByTestId('lead-clock')
  await expect(clock(LEADS.overdue.name)).toContainText(/Overdue · .* over/)
  await expect(clock(LEADS.dueSoon.name)).toContainText(/Due soon · .* left/)
  await expect(clock(LEADS.onTime.name)).toContainText(/On time · .* left/)
  await expect(clock(LEADS.english.name)).toContainText('Answered')
  await shoot(page, 'leads', [1280, 375])

  await page.getByRole('link', { name: 'Figures' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Lead figures' })).toBeVisible()
  await shoot(page, 'lead-figures')

  // The Assignment screen lists the day's digests, written from 7:00 Kabul time: before that, look at 7:05.
  const kabulMinutes = Math.floor(((now.getTime() + 4.5 * H) % (24 * H)) / 60_000)
  if (kabulMinutes < 7 * 60 + 5) {
    await page.setExtraHTTPHeaders({
      'x-e2e-now': new Date(now.getTime() + (7 * 60 + 5 - kabulMinutes) * 60_000).toISOString(),
    })
  }
  await page.goto(`${app.baseURL}/admin/leads`)
  await page.goto(`${app.baseURL}/admin/leads/assignment`)
  await expect(page.getByTestId('digests')).toContainText('Leads for')
  // Opened, to show what the overdue lead's owner gets.
  await page.getByTestId('digests').getByText('What it lists').first().click()
  await expect(page.getByTestId('digests').getByText(`past reply promise: ${LEADS.overdue.name}`)).toBeVisible()
  await shoot(page, 'lead-assignment')

  const sizes = readdirSync(OUT).map((f) => statSync(path.join(OUT, f)).size)
  const total = sizes.reduce((a, b) => a + b, 0)
  console.log(`docs/screenshots: ${shots.length} pictures, ${Math.round(total / 1024)} KiB`)
  expect(total, 'the screenshots stay small').toBeLessThan(1.5 * 1024 * 1024)
})
