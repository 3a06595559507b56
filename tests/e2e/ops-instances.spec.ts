/**
 * Two app instances on one PostgreSQL (decision 027): the contact form's rate limit, its idempotency key (the
 * submission id) and the staff sign-in limit hold across instances, because they live in the database
 * (docs/decisions/027-shared-rate-limits.md), not in one process's memory. Needs the PostgreSQL 15 server binaries
 * and root (to run them as `postgres`), as in CI; skipped with a message otherwise.
 */
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { hashPassword } from '../../src/server/staff/password'
import { canRunPostgres, startApp, startPostgres, validMessage, type AppServer, type Postgres } from './leads-helpers'

test.describe.configure({ mode: 'serial' })
test.skip(!canRunPostgres(), 'needs PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin and root to run them')

const PASSWORD = 'granite survey benchmark'
let database: Postgres
let a: AppServer
let b: AppServer
test.beforeAll(async () => {
  test.setTimeout(300_000)
  database = await startPostgres()
  const env = { DATABASE_URL: database.url, ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD) }
  // One after the other: the first migrates the empty database.
  a = await startApp(env)
  b = await startApp(env)
})
test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  database?.dispose()
})

const send = (app: AppServer, body: unknown) =>
  fetch(`${app.baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseURL },
    body: JSON.stringify(body),
  })

async function storedRows(submissionId: string): Promise<number> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const r = await client.query('select count(*)::int as n from contact_messages where submission_id = $1', [
      submissionId,
    ])
    return r.rows[0].n as number
  } finally {
    await client.end()
  }
}

test('the same submission sent to both instances at once is stored once; both get the same receipt', async () => {
  const message = validMessage()
  const [ra, rb] = await Promise.all([send(a, message), send(b, message)])
  expect([ra.status, rb.status].sort()).toEqual([200, 201])
  const [ja, jb] = (await Promise.all([ra.json(), rb.json()])) as { received: { id: string; receivedAt: string } }[]
  expect(ja!.received).toEqual(jb!.received)
  expect(await storedRows(message.submissionId as string)).toBe(1)
})

test("the contact form's limit is one window across instances: 5 messages in all, not 5 each", async () => {
  // One message is already counted (the test above). Four more, alternating instances, are accepted...
  for (const app of [a, b, a, b]) expect((await send(app, validMessage())).status).toBe(201)
  // ...and the sixth is refused by either instance.
  for (const app of [a, b]) {
    const refused = await send(app, validMessage())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  }
})

/** The sign-in form posted as a browser without JavaScript does (its hidden fields name the server action). */
async function signIn(app: AppServer, password: string) {
  const html = await (await fetch(`${app.baseURL}/admin/login`)).text()
  const form = new FormData()
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    form.append(m[1]!, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  }
  form.set('email', 'owner@example.af')
  form.set('password', password)
  const response = await fetch(`${app.baseURL}/admin/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: app.baseURL },
  })
  return { status: response.status, text: await response.text() }
}

test('failed sign-ins count on every instance: 3 on A and 2 on B lock the address out of both', async () => {
  for (const app of [a, a, a, b, b]) {
    const attempt = await signIn(app, 'not the password')
    expect(attempt.status).toBe(200)
    expect(attempt.text).toContain('Wrong e-mail address or password.')
  }
  // The right password on B is refused now: B learnt the count from the database, not from its own memory.
  const locked = await signIn(b, PASSWORD)
  expect(locked.text).toContain('Too many sign-in attempts. Try again in')
  // And B's next answer comes before any page or database work.
  expect((await signIn(b, PASSWORD)).status).toBe(429)
})
