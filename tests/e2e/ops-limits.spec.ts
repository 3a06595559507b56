/**
 * The HTTP layer's refusals as a browser meets them (docs/decisions/043-http-limits-and-supervision.md): a sign-in
 * locked out by the login gate, posted by the form with JavaScript, shows the gate's message in the form (the edge's
 * HTML 429 used to reach React's action call, which showed "Something went wrong").
 */
import { expect, test } from '@playwright/test'

import { hashPassword } from '../../src/server/staff/password'
import { waitForHydration } from './admin-helpers'
import { startApp, type AppServer } from './leads-helpers'

test.describe.configure({ mode: 'serial' })
const PASSWORD = 'granite survey benchmark'
let app: AppServer
test.beforeAll(async () => {
  test.setTimeout(180_000)
  app = await startApp({
    ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
    ADMIN_EMAIL: 'owner@example.af',
    TRUST_PROXY_HOPS: '1',
  })
})
test.afterAll(async () => app?.stop())

test('locked out with JavaScript: the form says when to try again, as without JavaScript', async ({ browser }) => {
  // Six sign-ins, each hashing a password: slow on a busy two-core machine.
  test.setTimeout(120_000)
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' } })
  const page = await context.newPage()
  await page.goto(`${app.baseURL}/admin/login`)
  await waitForHydration(page)
  const attempt = async (password: string) => {
    await page.getByRole('textbox', { name: /E-mail address/ }).fill('owner@example.af')
    await page.getByLabel(/^Password/).fill(password)
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/admin/login'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    const response = await answered
    // The response's headers come before React has rendered its answer; when it does, React resets the form and
    // the password field empties. Typing the next attempt before that would lose it to the reset, and the empty
    // required field would then stop the submit (the CI once hung here for the whole timeout).
    await expect(page.getByLabel(/^Password/)).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    return response
  }
  for (let i = 0; i < 5; i++) {
    await attempt(`wrong password ${i}`)
    await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible()
  }
  // The right password now: the gate refuses it, and the form says so in its own words.
  const refused = await attempt(PASSWORD)
  expect(refused.status()).toBeLessThan(500)
  await expect(page.getByText(/^Too many sign-in attempts\. Try again in \d+ minutes\.$/)).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/login/)
  // Without JavaScript the same address gets the same sentence, from the HTTP server's own 429 page.
  const html = await (await fetch(`${app.baseURL}/admin/login`)).text()
  const form = new FormData()
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g))
    form.append(m[1]!, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  form.set('email', 'owner@example.af')
  form.set('password', PASSWORD)
  const plain = await fetch(`${app.baseURL}/admin/login`, {
    method: 'POST',
    body: form,
    headers: { origin: app.baseURL, 'x-forwarded-for': '198.51.100.91' },
  })
  expect(plain.status).toBe(429)
  expect(await plain.text()).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes\./)
  await context.close()
})
