/**
 * "Notify me" end to end (docs/support-library.md), on a server of its own with an SMTP server that keeps what it
 * receives: a Dari visitor without JavaScript goes from the product page to its support page and subscribes (a
 * mistyped address is refused and kept), confirms from the link of the e-mail that arrives, and receives, in Dari,
 * the advisory an editor publishes; the e-mail's RFC 8058 one-click unsubscribe stops the next one, which a second
 * subscriber still receives. axe clean.
 */
import { expect, test, type Browser } from '@playwright/test'

import { readableMail } from '../support/smtp'
import { signInAs } from './admin-helpers'
import { prepareCatalogueData, startCatalogueApp, type CatalogueData } from './admin-categories-helpers'
import { expectNoAxeViolations } from './axe'
import { startSmtp, type AppServer, type Smtp } from './leads-helpers'

test.describe.configure({ mode: 'serial' })

const SLUG = 'k8-gnss-module'
const stamp = Date.now().toString(36)
const CREW = `crew-${stamp}@herat-survey.af`
const OFFICE = `office-${stamp}@kabul-survey.af`

let smtp: Smtp
let data: CatalogueData
let app: AppServer

test.beforeAll(async () => {
  // Importing the seed catalogue and starting a server of its own takes a while on a busy 2-core machine.
  test.setTimeout(300_000)
  smtp = await startSmtp()
  data = prepareCatalogueData()
  // The seed support library, as a fresh `npm start` has it: the K8 module's page carries a Support section.
  data.cli('scripts/library-seed.ts', [])
  Object.assign(data.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_EMAIL_TO: 'sales@meridiangeo.af',
    LEADS_EMAIL_FROM: 'support@meridiangeo.af',
  })
  app = await startCatalogueApp(data)
})
test.afterAll(async () => {
  await app?.stop()
  await smtp?.close()
  data?.dispose()
})

/** The readable e-mails received for `to` so far that match `test`. */
const mailTo = (to: string, match: (text: string) => boolean) =>
  smtp.inbox
    .filter((m) => m.to.includes(to))
    .map((m) => readableMail(m.raw))
    .filter(match)

async function waitForMail(to: string, match: (text: string) => boolean): Promise<string> {
  await expect.poll(() => mailTo(to, match).length, { timeout: 30_000 }).toBeGreaterThan(0)
  return mailTo(to, match)[0]!
}

/** Subscribes `email` on the Dari subscribe page without JavaScript and confirms from the e-mail's link. */
async function subscribeAndConfirm(browser: Browser, email: string, mistypeFirst: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: app.baseURL })
  const page = await context.newPage()
  await page.goto(`/fa/product/${SLUG}`)
  const section = page.locator('#support')
  await section.getByRole('link', { name: 'پشتیبانی و دانلودها' }).click()
  await expect(page).toHaveURL(`${app.baseURL}/fa/support/products/${SLUG}`)
  await page.getByRole('link', { name: 'دربارهٔ نسخه‌ها و هشدارهای تازه به من ایمیل بفرستید' }).click()
  await expect(page).toHaveURL(`${app.baseURL}/fa/support/notify/${SLUG}`)
  const address = page.getByRole('textbox', { name: /آدرس ایمیل/ })
  if (mistypeFirst) {
    await address.fill('crew at herat-survey')
    await page.getByRole('button', { name: 'به من خبر بدهید' }).click()
    await expect(page.getByText(/یک آدرس ایمیل مانند/)).toBeVisible()
    await expect(address).toHaveValue('crew at herat-survey')
  }
  await address.fill(email)
  await expect(page.getByRole('combobox', { name: 'زبان ایمیل‌ها' })).toHaveValue('fa')
  await page.getByRole('button', { name: 'به من خبر بدهید' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'لینکی را که همین حالا به شما ایمیل کردیم باز کنید' }),
  ).toBeVisible()

  const confirmation = await waitForMail(email, (text) => text.includes('/confirm'))
  expect(confirmation).toContain('Content-Language: fa')
  const link = /https?:\/\/\S+\/subscriptions\/[A-Za-z0-9_-]{32}\/confirm/.exec(confirmation)![0]
  // Opening the link changes nothing (mail scanners open links): the button confirms.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اشتراک خود را تأیید کنید')
  await page.getByRole('button', { name: 'تأیید' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اشتراک تأیید شد')
  await context.close()
}

async function publishAdvisory(browser: Browser, title: string, dari: string) {
  const context = await browser.newContext({ baseURL: app.baseURL })
  const page = await context.newPage()
  await signInAs(page, 'editor', '/admin/library/advisories/new', app.baseURL)
  await page.getByRole('radio', { name: 'Caution' }).check()
  await page.locator('#advisory-title').fill(title)
  await page.locator('#advisory-body').fill('Units on 1.9.3 lose the RTK fix after an hour on some NTRIP casters.')
  await page.locator('#advisory-startsOn').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10))
  await page.getByRole('tab', { name: /Dari/ }).click()
  await page.locator('#library-fa-title').fill(dari)
  await page
    .locator('#library-fa-body')
    .fill('واحدها با ۱٫۹٫۳ پس از یک ساعت روی برخی کسترهای NTRIP حل RTK را از دست می‌دهند.')
  await page.getByLabel('Filter the list').fill('K8 GNSS')
  await page.getByLabel('K8 GNSS Module', { exact: true }).check()
  await page.getByRole('radio', { name: /^Published:/ }).check()
  await page.getByRole('button', { name: 'Create advisory' }).click()
  await expect(page.getByText('Advisory created.')).toBeVisible()
  await context.close()
}

test('a Dari visitor subscribes, confirms, gets the advisory in Dari, and one click stops the e-mails', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.goto(`${app.baseURL}/fa/support/notify/${SLUG}`)
  await expectNoAxeViolations(page)
  await page.goto(`${app.baseURL}/fa/support/products/${SLUG}`)
  await expectNoAxeViolations(page)

  await subscribeAndConfirm(browser, CREW, true)
  await subscribeAndConfirm(browser, OFFICE, false)

  const first = `K8 firmware 1.9.3 and NTRIP ${stamp}`
  await publishAdvisory(browser, first, `فرم‌ور K8 و NTRIP ${stamp}`)
  const news = await waitForMail(CREW, (text) => text.includes('List-Unsubscribe-Post'))
  expect(news).toContain(`فرم‌ور K8 و NTRIP ${stamp}`)
  expect(news).toContain('حل RTK را از دست می‌دهند')
  expect(news).toContain('Content-Language: fa')
  const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(news)![1]!
  // What a mail client's "Unsubscribe" button sends (RFC 8058): no cookie, no page.
  const oneClick = await request.post(unsubscribe, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status()).toBe(200)

  const second = `K8 evaluation kit USB driver ${stamp}`
  await publishAdvisory(browser, second, `درایور USB کیت K8 ${stamp}`)
  // The other subscriber gets the second advisory; the one who left does not.
  await waitForMail(OFFICE, (text) => text.includes(`درایور USB کیت K8 ${stamp}`))
  expect(mailTo(CREW, (text) => text.includes('List-Unsubscribe-Post'))).toHaveLength(1)
})
