/**
 * The database goes down while a visitor is writing (decision 010): the server answers 503 with Retry-After, the
 * visitor sees the error toast and keeps every character typed; when the database is back, sending again stores the
 * message once. A throwaway PostgreSQL 15 cluster and an app server of its own, both removed afterwards.
 */
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { canRunPostgres, startApp, startPostgres, validMessage, type AppServer, type Postgres } from './leads-helpers'

test.describe.configure({ mode: 'serial' })
test.skip(!canRunPostgres(), 'needs PostgreSQL 15 binaries and root (to run it as the postgres user)')

let db: Postgres
let app: AppServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  db = await startPostgres()
  app = await startApp({ DATABASE_URL: db.url, DB_CONNECT_TIMEOUT_MS: '2000' })
})
test.afterAll(async () => {
  await app?.stop()
  db?.dispose()
})

async function countMessages(): Promise<number> {
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    return Number((await client.query('select count(*) from contact_messages')).rows[0].count)
  } finally {
    await client.end()
  }
}

test('database stopped: 503 + Retry-After, the error toast, the text still in the form; back up: stored once', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${app.baseURL}/contact?subject=technical-support`)
  const typed = {
    name: 'Habib Rahimi',
    email: 'habib@kabul-survey.af',
    company: 'Kabul Survey Cooperative',
    phone: '+93 70 111 2233',
    message: 'Our base station stopped logging after the firmware update.\nSerial B4-0091.',
  }
  await page.getByRole('textbox', { name: /Full Name/ }).fill(typed.name)
  await page.getByRole('textbox', { name: /Email Address/ }).fill(typed.email)
  await page.getByRole('textbox', { name: /Company/ }).fill(typed.company)
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(typed.phone)
  await page.getByRole('textbox', { name: /^Message/ }).fill(typed.message)

  db.stop()

  const api = await playwright.request.newContext({ baseURL: app.baseURL })
  const direct = await api.post('/api/contact', { data: validMessage() })
  expect(direct.status()).toBe(503)
  expect(direct.headers()['retry-after']).toBe('10')
  await api.dispose()

  const failed = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect((await failed).status()).toBe(503)
  await expect(page.getByRole('alert').filter({ hasText: 'Message not sent' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue(typed.name)
  await expect(page.getByRole('textbox', { name: /Email Address/ })).toHaveValue(typed.email)
  await expect(page.getByRole('textbox', { name: /Company/ })).toHaveValue(typed.company)
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(typed.phone)
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(typed.message)
  await expect(page.getByRole('combobox', { name: /Subject/ })).toHaveValue('technical-support')

  db.start()
  expect(await countMessages()).toBe(0)

  // The same submission id is sent again: stored once, then the success toast and a cleared form.
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect((await stored).status()).toBe(201)
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue('')
  expect(await countMessages()).toBe(1)
})
