/**
 * A lead from form to staff, on a server of its own (bootstrap owner password and SMTP configured): the visitor
 * submits, sees the toast and a cleared form; sales gets the e-mail; staff sign in (the bootstrap owner's first
 * sign-in), find the row, set its status from the list and the detail page, write an internal note and export
 * it. Plus the contact API's abuse controls over real HTTP (rate limit by socket address, forged X-Forwarded-For,
 * cross-site, body limit).
 */
import { waitForHydration } from './admin-helpers'
import { expectNoAxeViolations } from './axe'
import { expect, test } from '@playwright/test'

import { hashPassword } from '../../src/server/staff/password'
import { startApp, startSmtp, validMessage, type AppServer, type Smtp } from './leads-helpers'

const PASSWORD = 'correct horse battery staple'
const EMAIL = 'boss@meridiangeo.af'

test.describe.configure({ mode: 'serial' })

let app: AppServer
let smtp: Smtp
test.beforeAll(async () => {
  test.setTimeout(120_000)
  smtp = await startSmtp()
  app = await startApp({
    ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
    ADMIN_EMAIL: EMAIL,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEADS_EMAIL_TO: 'sales@meridiangeo.af',
    LEADS_EMAIL_FROM: 'website@meridiangeo.af',
  })
})
test.afterAll(async () => {
  await app?.stop()
  await smtp?.close()
})

test('a message is stored, confirmed, cleared, e-mailed to sales, and staff find it, set its status and note', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  await page.goto(`${app.baseURL}/contact?subject=quote-request`)
  await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('quote-request')
  await page.getByRole('textbox', { name: /Full Name/ }).fill('Zarghuna Safi')
  await page.getByRole('textbox', { name: /Email Address/ }).fill('z.safi@mining-co.af')
  await page.getByRole('textbox', { name: /Company/ }).fill('Safi Mining Co.')
  await page.getByRole('textbox', { name: /Phone Number/ }).fill('+93 79 555 0101')
  await page
    .getByRole('textbox', { name: /^Message/ })
    .fill('Slope radar for an open pit near Aybak.\nPlease call before Thursday.')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect((await answer).status()).toBe(201)

  const toast = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.")
  for (const name of [/Full Name/, /Email Address/, /Company/, /Phone Number/, /^Message/]) {
    await expect(page.getByRole('textbox', { name })).toHaveValue('')
  }
  await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('')

  // Sales gets the e-mail, after commit and outside the visitor's request.
  await expect.poll(() => smtp.inbox.length, { timeout: 15_000 }).toBe(1)
  expect(smtp.inbox[0]!.to).toEqual(['sales@meridiangeo.af'])
  expect(smtp.inbox[0]!.raw).toMatch(/^Reply-To: Zarghuna Safi <z\.safi@mining-co\.af>/m)

  // Staff: the admin asks for e-mail and password first (the bootstrap owner: ADMIN_EMAIL + ADMIN_PASSWORD_HASH).
  const leadsResponse = await page.goto(`${app.baseURL}/admin/leads`)
  expect(leadsResponse?.status()).toBe(200)
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/)
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(EMAIL)
  await page.getByLabel(/^Password/).fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible()
  // The e-mail address typed is kept; only the password is typed again.
  await expect(page.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(EMAIL)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${app.baseURL}/admin/leads`)
  await expect(page.getByRole('banner')).toContainText('Owner')

  const cookie = (await page.context().cookies()).find((c) => c.name === '__Host-mg_admin')
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })

  const table = page.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Zarghuna Safi')
  await expect(table).toContainText('Quote Request')
  await expect(table).toContainText('Emailed')
  await expectNoAxeViolations(page)

  // Status from the list: a select and a Save button per row.
  await waitForHydration(page)
  await table.getByRole('combobox', { name: 'Status of Zarghuna Safi' }).selectOption('contacted')
  await table.getByRole('button', { name: 'Save status of Zarghuna Safi' }).click()
  await expect(page).toHaveURL(`${app.baseURL}/admin/leads`)
  await expect(table.getByRole('combobox', { name: 'Status of Zarghuna Safi' })).toHaveValue('contacted')
  await expect(page.getByRole('link', { name: /^Contacted \(1\)/ })).toBeVisible()
  await page.getByRole('link', { name: /^New \(0\)/ }).click()
  await expect(page.getByText('No new leads: every lead has been taken up.')).toBeVisible()
  await page.getByRole('link', { name: /^Contacted \(1\)/ }).click()

  await page.getByRole('table').getByRole('link', { name: 'Zarghuna Safi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Zarghuna Safi' })).toBeVisible()
  await expect(page.getByText('Slope radar for an open pit near Aybak.')).toBeVisible()
  await waitForHydration(page)
  // Status from the detail page.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('quoted')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('quoted')
  await expect(page.locator('main').getByText('Quoted', { exact: true }).first()).toBeVisible()
  // The internal note: saved, announced, kept after a reload, and the history shows who changed what.
  await page.getByRole('textbox', { name: 'Internal note' }).fill('Called on Sunday; quote two radars.')
  await page.getByRole('button', { name: 'Save note' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Internal note' })).toHaveValue('Called on Sunday; quote two radars.')
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('Called on Sunday; quote two radars.')
  await expect(history).toContainText('contacted')
  await expect(history).toContainText('quoted')
  await expectNoAxeViolations(page)

  // Never cached, never indexed.
  const detail = await page.request.get(page.url())
  expect(detail.headers()['cache-control']).toContain('no-store')
  expect(await detail.text()).toContain('<meta name="robots" content="noindex, nofollow')

  // CSV export with the session; refused without it.
  const csv = await page.request.get(`${app.baseURL}/api/admin/leads/export`)
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(csv.headers()['cache-control']).toBe('no-store')
  const text = await csv.text()
  expect(text.startsWith('\uFEFF"id","received_at_utc","status","status_changed_at_utc"')).toBe(true)
  expect(text).toContain('"quoted"')
  expect(text).toContain('"Zarghuna Safi","z.safi@mining-co.af","Safi Mining Co.","\'+93 79 555 0101","Quote Request"')
  expect(text).toContain('"Called on Sunday; quote two radars."')
  expect(text).toContain('"Slope radar for an open pit near Aybak.\nPlease call before Thursday."')
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(2)

  const stranger = await browser.newContext()
  const anonymous = await stranger.request.get(`${app.baseURL}/api/admin/leads/export`)
  expect(anonymous.status()).toBe(401)
  await stranger.close()

  // Sign out ends the session.
  await page.goto(`${app.baseURL}/admin/leads`)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect((await page.request.get(`${app.baseURL}/api/admin/leads/export`)).status()).toBe(401)
})

test('contact API over HTTP: cross-site 403, over 32 KB 413, rate limit per socket, not X-Forwarded-For', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: app.baseURL })
  try {
    const crossSite = await api.post('/api/contact', {
      data: validMessage(),
      headers: { Origin: 'https://evil.example' },
    })
    expect(crossSite.status()).toBe(403)
    const crossSiteFetch = await api.post('/api/contact', {
      data: validMessage(),
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSiteFetch.status()).toBe(403)
    const big = await api.post('/api/contact', { data: validMessage({ message: 'x'.repeat(40_000) }) })
    expect(big.status()).toBe(413)

    // The first test stored one message from this address; four more fit in the 10-minute window.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await api.post('/api/contact', {
        data: validMessage(),
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      })
      statuses.push(res.status())
      if (res.status() === 429) {
        const retryAfter = Number(res.headers()['retry-after'])
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(600)
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
  } finally {
    await api.dispose()
  }
})

test('admin is noindex and answers 404 for unknown leads', async ({ page }) => {
  await page.goto(`${app.baseURL}/admin/login`)
  await expectNoAxeViolations(page)
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(EMAIL)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${app.baseURL}/admin/leads`)
  expect((await page.goto(`${app.baseURL}/admin/leads/999999`))?.status()).toBe(404)
  expect((await page.goto(`${app.baseURL}/admin/leads/abc`))?.status()).toBe(404)
})
