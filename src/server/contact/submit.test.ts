/**
 * POST /api/contact against a real database (fresh PGlite, or PostgreSQL when DATABASE_URL is set): storage,
 * replay and idempotency, honeypot, rate limit, same-origin, body limit, database down.
 */
import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST, GET } from '@/app/api/contact/route'
import { resetEnvCache } from '@/env'
import { HONEYPOT_FIELD } from '@/server/contact/schema'
import { invalidateCatalogueCache } from '@/server/catalogue'
import { setDbHandle } from '@/server/db/client'
import { products } from '@/server/db/schema'
import { useTestDatabase, type TestDatabase } from '../../../tests/support/db'
import { contactRateLimiter } from './submit'

let db: TestDatabase
beforeAll(async () => {
  db = await useTestDatabase()
  // One catalogue product is all these tests need (a full fixture import costs ~20 s of image work).
  await db.handle.db
    .insert(products)
    .values({ slug: 'k8-gnss-module', name: 'K8 GNSS Module', title: 'K8 multi-band RTK module' })
  invalidateCatalogueCache()
})
afterAll(async () => {
  await db?.dispose()
})
beforeEach(async () => {
  await contactRateLimiter.reset()
})

const message = (overrides: Record<string, unknown> = {}) => ({
  submissionId: randomUUID(),
  name: 'Farid Ahmadi',
  email: 'farid@survey.af',
  company: 'Hindu Kush Surveys',
  phone: '+93 79 900 2400',
  subject: 'quote-request',
  message: 'Two rovers and a base for a cadastral job in Herat.',
  product: 'k8-gnss-module',
  sourcePage: '/product/k8-gnss-module',
  ...overrides,
})

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request('http://localhost:3000/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-peer-address': '203.0.113.7',
        host: 'localhost:3000',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

async function rows() {
  const result = await db.handle.db.execute(sql`SELECT * FROM contact_messages ORDER BY id`)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}
async function count(): Promise<number> {
  return (await rows()).length
}

describe('storing a message', () => {
  it('stores the fields, product, source page, time and status, then answers 201 with a receipt', async () => {
    const before = await count()
    const body = message({ name: '  Farid Ahmadi ', company: '' })
    const res = await post(body)
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const json = (await res.json()) as { received: { id: string; receivedAt: string } }
    expect(json.received.id).toBe(body.submissionId)
    expect(new Date(json.received.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const all = await rows()
    expect(all.length).toBe(before + 1)
    expect(all.at(-1)).toMatchObject({
      submission_id: body.submissionId,
      name: 'Farid Ahmadi',
      email: 'farid@survey.af',
      company: null,
      phone: '+93 79 900 2400',
      subject: 'quote-request',
      message: 'Two rovers and a base for a cadastral job in Herat.',
      product_slug: 'k8-gnss-module',
      product_name: 'K8 GNSS Module',
      source_page: '/product/k8-gnss-module',
      locale: 'en',
      status: 'new',
      status_changed_at: null,
      internal_note: '',
    })
  })

  it('records the language of the page it was sent from; an unknown one is stored as English', async () => {
    const dari = message({ locale: 'fa' })
    expect((await post(dari)).status).toBe(201)
    expect((await rows()).at(-1)).toMatchObject({ submission_id: dari.submissionId, locale: 'fa' })
    const odd = message({ locale: 'xx' })
    expect((await post(odd)).status).toBe(201)
    expect((await rows()).at(-1)).toMatchObject({ submission_id: odd.submissionId, locale: 'en' })
  })

  it('ignores an unknown product slug and stores the message without one', async () => {
    const body = message({ product: 'no-such-product', sourcePage: undefined })
    expect((await post(body)).status).toBe(201)
    expect((await rows()).at(-1)).toMatchObject({
      submission_id: body.submissionId,
      product_slug: null,
      product_name: null,
      source_page: '/contact',
    })
  })

  it('refuses invalid input with field-level issues and stores nothing', async () => {
    const before = await count()
    const res = await post(
      message({ name: '', email: 'nope', subject: 'sales', message: 'x'.repeat(5001), phone: 'a\nb' }),
    )
    expect(res.status).toBe(400)
    const json = (await res.json()) as { error: { message: string; issues: { path: string; message: string }[] } }
    expect(json.error.issues.map((i) => i.path)).toEqual(['name', 'email', 'phone', 'subject', 'message'])
    expect(await count()).toBe(before)
  })

  it('refuses a body that is not a JSON object (400) or not JSON at all (415)', async () => {
    expect((await post('{"name":')).status).toBe(400)
    expect((await post('[1,2]')).status).toBe(400)
    expect((await post('null')).status).toBe(400)
    expect((await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    const get = await GET()
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})

describe('nothing lost, nothing doubled', () => {
  it('10 identical posts store one row and all get the same receipt (201 then 200)', async () => {
    const before = await count()
    const body = message()
    const answers: { status: number; json: unknown }[] = []
    for (let i = 0; i < 10; i++) {
      const res = await post(body)
      answers.push({ status: res.status, json: await res.json() })
    }
    expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 200, 200])
    for (const a of answers) expect(a.json).toEqual(answers[0]!.json)
    expect(await count()).toBe(before + 1)
  })

  it('10 identical posts at the same time still store one row', async () => {
    const before = await count()
    const body = message()
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => post(body)))).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(await count()).toBe(before + 1)
  })

  it('a replay differing only in whitespace is the same message', async () => {
    const body = message()
    expect((await post(body)).status).toBe(201)
    expect((await post({ ...body, name: ` ${body.name} `, message: `${body.message}\n` })).status).toBe(200)
  })

  it('a different payload with a used submission id is refused with 422, and the first message is kept', async () => {
    const body = message()
    expect((await post(body)).status).toBe(201)
    const res = await post({ ...body, message: 'Something else entirely.' })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/already used/)
    const stored = (await rows()).filter((r) => r.submission_id === body.submissionId)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.message).toBe(body.message)
  })

  it('answers 503 with Retry-After when the database is down, and no row is written', async () => {
    const before = await count()
    const savedUrl = process.env.DATABASE_URL
    // A closed port: the connection is refused at once, as when PostgreSQL is stopped.
    process.env.DATABASE_URL = 'postgres://nobody:nothing@127.0.0.1:9/none'
    resetEnvCache()
    setDbHandle(undefined)
    const body = message()
    try {
      const res = await post(body)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('10')
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/try again/)
    } finally {
      if (savedUrl === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = savedUrl
      resetEnvCache()
      setDbHandle(db.handle)
    }
    expect(await count()).toBe(before)
    // The outage did not spend the visitor's rate limit: the retry is stored.
    expect((await post(body)).status).toBe(201)
    expect(await count()).toBe(before + 1)
  })
})

describe('abuse controls', () => {
  it('honeypot: a normal-looking 201, nothing stored', async () => {
    const before = await count()
    const body = message({ [HONEYPOT_FIELD]: 'http://spam.example' })
    const res = await post(body)
    expect(res.status).toBe(201)
    expect(((await res.json()) as { received: { id: string } }).received.id).toBe(body.submissionId)
    expect(await count()).toBe(before)
  })

  it('rate limit: 5 messages per address per 10 minutes, then 429 with Retry-After', async () => {
    const peer = { 'x-peer-address': '198.51.100.20' }
    for (let i = 0; i < 5; i++) expect((await post(message(), peer)).status).toBe(201)
    const res = await post(message(), peer)
    expect(res.status).toBe(429)
    const retry = Number(res.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(500)
    expect(retry).toBeLessThanOrEqual(600)
    // Another address is unaffected.
    expect((await post(message(), { 'x-peer-address': '198.51.100.21' })).status).toBe(201)
  })

  it('a forged X-Forwarded-For does not bypass the limit when no proxy is trusted', async () => {
    const peer = { 'x-peer-address': '198.51.100.30' }
    for (let i = 0; i < 5; i++)
      expect((await post(message(), { ...peer, 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(201)
    expect((await post(message(), { ...peer, 'x-forwarded-for': '10.9.9.9' })).status).toBe(429)
  })

  it('TRUST_PROXY_HOPS=1: the entry the proxy appends to X-Forwarded-For is the client, not a forged one', async () => {
    process.env.TRUST_PROXY_HOPS = '1'
    resetEnvCache()
    try {
      const proxy = { 'x-peer-address': '10.0.0.1' }
      for (let i = 0; i < 5; i++) {
        expect((await post(message(), { ...proxy, 'x-forwarded-for': `1.2.3.${i}, 198.51.100.40` })).status).toBe(201)
      }
      expect((await post(message(), { ...proxy, 'x-forwarded-for': '9.9.9.9, 198.51.100.40' })).status).toBe(429)
      // A different real client behind the same proxy is its own bucket.
      expect((await post(message(), { ...proxy, 'x-forwarded-for': '198.51.100.41' })).status).toBe(201)
    } finally {
      delete process.env.TRUST_PROXY_HOPS
      resetEnvCache()
    }
  })

  it('replays and invalid posts do not spend the limit', async () => {
    const peer = { 'x-peer-address': '198.51.100.50' }
    const body = message()
    for (let i = 0; i < 8; i++) expect((await post(body, peer)).status).toBe(i === 0 ? 201 : 200)
    for (let i = 0; i < 8; i++) expect((await post(message({ email: 'bad' }), peer)).status).toBe(400)
    for (let i = 0; i < 4; i++) expect((await post(message(), peer)).status).toBe(201)
  })

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
    ['Origin: null', { 'sec-fetch-site': '', origin: 'null' }],
  ])('cross-site posts get 403 (%s) and store nothing', async (_label, headers) => {
    const before = await count()
    const res = await post(message(), headers)
    expect(res.status).toBe(403)
    expect(await count()).toBe(before)
  })

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Origin of this host', { 'sec-fetch-site': '', origin: 'http://localhost:3000' }],
    ['no browser headers (curl)', { 'sec-fetch-site': '' }],
  ])('same-origin posts pass (%s)', async (_label, headers) => {
    expect((await post(message(), { 'x-peer-address': randomUUID(), ...headers })).status).toBe(201)
  })

  it('a body over 32 KB is refused with 413, by Content-Length or while streaming', async () => {
    const before = await count()
    const big = JSON.stringify(message({ message: 'x'.repeat(33 * 1024) }))
    const res = await post(big)
    expect(res.status).toBe(413)
    // Chunked, with no Content-Length to trust.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const chunked = await POST(
      new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          'x-peer-address': '203.0.113.9',
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )
    expect(chunked.status).toBe(413)
    expect(await count()).toBe(before)
  })
})
