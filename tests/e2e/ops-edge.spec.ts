/**
 * Decision 026, against the production server: odd requests get clean answers with the security headers (never a 500),
 * every HTML answer carries the CSP, error answers are not cached for a day; each request is one JSON log line with
 * nothing secret in the log; a flood of sign-in attempts is answered 429 at once.
 */
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { hashPassword } from '../../src/server/staff/password'
import { startApp, type AppServer } from './leads-helpers'

const SECURITY = ['x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy']

async function raw(baseURL: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init })
  return { response, body: await response.text() }
}

/**
 * Any method, even those fetch() refuses to send (TRACE), with exactly the headers given: fetch() would add its own
 * Accept-Encoding and decode the body. The body comes back as sent.
 */
function rawMethod(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(`${baseURL}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const headers = new Headers()
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v))
        const body = res.statusCode === 204 ? null : Buffer.concat(chunks)
        resolve(new Response(body, { status: res.statusCode, headers }))
      })
    })
    req.on('error', reject)
    req.end()
  })
}

function expectSecured(response: Response, label: string) {
  for (const name of [...SECURITY, 'content-security-policy']) {
    expect(response.headers.get(name), `${label}: ${name}`).toBeTruthy()
  }
}

test.describe('odd requests', () => {
  test('TRACE and unknown methods: 405 with Allow and the security headers', async ({ baseURL }) => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['TRACE', '/api/public/products'],
      ['PROPFIND', '/about'],
    ] as const) {
      const response = await rawMethod(baseURL!, method, path)
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow')).toContain('GET')
      expectSecured(response, `${method} ${path}`)
    }
    // A method the page does not take.
    const del = await raw(baseURL!, '/about', { method: 'DELETE' })
    expect(del.response.status).toBe(405)
    expect(del.response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
  })

  test('malformed percent-escapes in the path: 400, not 500', async ({ baseURL }) => {
    for (const path of ['/product/%E0%A4%A', '/%ZZ', '/api/public/products/slug/%C0', '/uploads/images/%']) {
      const { response } = await raw(baseURL!, path)
      expect(response.status, path).toBe(400)
      expectSecured(response, path)
    }
  })

  test("one Referrer-Policy per answer: a quotation link's own, the site's elsewhere", async ({ baseURL }) => {
    // Node's fetch joins repeated headers with ", ": two policies would read "strict-origin-when-cross-origin, …".
    const link = await raw(baseURL!, '/q/no-such-quotation-link-token')
    expect(link.response.status).toBe(404)
    expect(link.response.headers.get('referrer-policy')).toBe('same-origin')
    for (const path of ['/', '/about', '/api/public/products', '/quote']) {
      const { response } = await raw(baseURL!, path)
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })

  test('OPTIONS lists only the methods that work', async ({ baseURL }) => {
    const allow = async (path: string) => (await raw(baseURL!, path, { method: 'OPTIONS' })).response.headers
    expect((await allow('/api/public/products')).get('allow')).toBe('GET, HEAD, OPTIONS')
    expect((await allow('/api/contact')).get('allow')).toBe('POST, OPTIONS')
    expect((await allow('/contact')).get('allow')).toBe('GET, HEAD, POST, OPTIONS')
    expect((await allow('/uploads/images/none.webp')).get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  test('parameter names like constructor and __proto__ are harmless', async ({ baseURL }) => {
    for (const path of [
      '/products?constructor=1',
      '/products/category/rtk-rovers?__proto__=x&constructor=1',
      '/product/k8-gnss-module?toString=1&hasOwnProperty=2',
      '/contact?constructor=1&subject=__proto__',
    ]) {
      const { response, body } = await raw(baseURL!, path)
      expect(response.status, path).toBe(200)
      expectSecured(response, path)
      expect(body).toContain('</html>')
    }
    for (const path of ['/api/public/products?constructor=1', '/api/public/products?__proto__[x]=1']) {
      const { response } = await raw(baseURL!, path)
      expect(response.status, path).toBe(400)
    }
    const proto = await raw(baseURL!, '/api/public/products?__proto__=x')
    expect([200, 400]).toContain(proto.response.status)
    // Nothing was polluted: the API still answers normally afterwards.
    expect((await raw(baseURL!, '/api/public/products?limit=1')).response.status).toBe(200)
  })

  test('prefetch and RSC requests: every HTML answer carries the CSP', async ({ baseURL }) => {
    for (const headers of <Record<string, string>[]>[
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch' },
      { 'next-router-prefetch': '1', rsc: '1' },
      { rsc: '1' },
    ]) {
      const { response } = await raw(baseURL!, '/about', { headers })
      expect(response.status, JSON.stringify(headers)).toBeLessThan(500)
      expect(response.headers.get('content-security-policy'), JSON.stringify(headers)).toContain("default-src 'self'")
    }
  })

  test('404s for media are cached a minute, not a day', async ({ baseURL }) => {
    for (const path of ['/images/hero/none.webp', '/uploads/images/none-640.webp', '/uploads/files/none.pdf']) {
      const { response } = await raw(baseURL!, path)
      expect(response.status, path).toBe(404)
      const cache = response.headers.get('cache-control') ?? ''
      const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0)
      expect(maxAge, `${path}: ${cache}`).toBeLessThanOrEqual(60)
      expect(cache).not.toContain('stale-while-revalidate')
    }
  })
})

/** A GET with exactly the Accept-Encoding given (none for null): status, encoding, Vary and the raw body. */
async function rawGet(baseURL: string, path: string, acceptEncoding: string | null) {
  const response = await rawMethod(
    baseURL,
    'GET',
    path,
    acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
  )
  return {
    status: response.status,
    encoding: response.headers.get('content-encoding') ?? '',
    vary: response.headers.get('vary') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  }
}

test.describe('compression (docs/decisions/039-brotli.md)', () => {
  const BROWSER = 'gzip, deflate, br, zstd'

  test('pages, API answers and scripts go out with Brotli when the browser takes it, gzip otherwise', async ({
    baseURL,
  }) => {
    // A rendered page: the contact page is never sent from the page cache (docs/decisions/052-page-cache.md).
    const page = await rawGet(baseURL!, '/contact', BROWSER)
    expect(page.status).toBe(200)
    expect(page.encoding).toBe('br')
    expect(page.vary).toContain('Accept-Encoding')
    const html = brotliDecompressSync(page.body).toString('utf8')
    expect(html).toContain('<h1')
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    // Brotli's window sees the payload repeat the markup: well under the gzip size.
    const gzipped = await rawGet(baseURL!, '/contact', 'gzip')
    expect(gzipped.encoding).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString('utf8')).toContain('<h1')
    expect(page.body.length).toBeLessThan(gzipped.body.length * 0.85)
    const plain = await rawGet(baseURL!, '/contact', null)
    expect(plain.encoding).toBe('')
    expect(plain.body.toString('utf8')).toContain('<h1')
    // A page from the page cache is kept as gzip (its nonce rewritten in place): gzip even when Brotli is offered.
    await expect
      .poll(async () =>
        (await rawMethod(baseURL!, 'GET', '/', { 'accept-encoding': BROWSER })).headers.get('x-page-cache'),
      )
      .toBe('hit')
    const kept = await rawGet(baseURL!, '/', BROWSER)
    expect(kept.encoding).toBe('gzip')
    expect(kept.vary).toContain('Accept-Encoding')
    expect(gunzipSync(kept.body).toString('utf8').trimEnd().endsWith('</html>')).toBe(true)

    // The API's JSON (its Content-Type reaches the middleware as an array; it went out uncompressed).
    const api = await rawGet(baseURL!, '/api/public/products?limit=50', BROWSER)
    expect(api.status).toBe(200)
    expect(api.encoding).toBe('br')
    expect(JSON.parse(brotliDecompressSync(api.body).toString('utf8')).products.length).toBeGreaterThan(0)
    const apiError = await rawGet(baseURL!, '/api/public/products?limit=abc', 'gzip')
    expect(apiError.status).toBe(400)
    expect(JSON.parse(gunzipSync(apiError.body).toString('utf8')).error.message).toBeTruthy()

    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!
    const js = await rawGet(baseURL!, script, BROWSER)
    expect(js.status).toBe(200)
    expect(js.encoding).toBe('br')
    // The build's Brotli copy (scripts/precompress.mjs): the same file, smaller than gzip, cached for a year.
    const identity = await rawGet(baseURL!, script, null)
    expect(identity.encoding).toBe('')
    expect(brotliDecompressSync(js.body).equals(identity.body)).toBe(true)
    const jsGzip = await rawGet(baseURL!, script, 'gzip')
    expect(jsGzip.encoding).toBe('gzip')
    expect(js.body.length).toBeLessThan(jsGzip.body.length * 0.95)
  })
})

test.describe('logs and sign-in flood (a server of its own)', () => {
  test.describe.configure({ mode: 'serial' })
  const PASSWORD = 'granite survey benchmark'
  let app: AppServer
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    app = await startApp({ ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD), TRUST_PROXY_HOPS: '1' })
  })
  test.afterAll(async () => app?.stop())

  const lines = () =>
    app.output
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)

  /** Posts the sign-in form as a browser without JavaScript does: its hidden fields name the server action. */
  async function signInPost(password: string, from: string) {
    const html = await (await fetch(`${app.baseURL}/admin/login`)).text()
    const form = new FormData()
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
      form.append(m[1]!, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
    }
    form.set('email', 'owner@example.af')
    form.set('password', password)
    return fetch(`${app.baseURL}/admin/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'x-forwarded-for': from, origin: app.baseURL, cookie: 'mg_session=cookie-value-never-logged' },
    })
  }

  test('one JSON line per request: method, path, status, duration, request id, the trusted address', async () => {
    // The contact page renders on an unseeded site (the about page is content, and this server seeds nothing).
    const response = await fetch(`${app.baseURL}/contact?email=someone@example.af`, {
      headers: { 'x-forwarded-for': '203.0.113.50' },
    })
    expect(response.status).toBe(200)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lines().find((l) => l.reqId === id), { timeout: 5_000 }).toBeTruthy()
    const line = lines().find((l) => l.reqId === id)!
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/contact', status: 200 })
    expect(line.client).toBe('203.0.113.50')
    expect(typeof line.ms).toBe('number')
    expect(JSON.stringify(line)).not.toContain('someone@example.af')

    // A quotation link's token never reaches the log (docs/decisions/051-quotations.md).
    const token = 'Zx8-secret-token-of-43-characters-abcdefghi'
    const link = await fetch(`${app.baseURL}/q/${token}`)
    expect(link.status).toBe(404)
    const linkId = link.headers.get('x-request-id')
    await expect.poll(() => lines().find((l) => l.reqId === linkId), { timeout: 5_000 }).toBeTruthy()
    expect(lines().find((l) => l.reqId === linkId)).toMatchObject({ path: '/q/[token]', status: 404 })
    expect(app.output.join('')).not.toContain(token)

    const summary = lines().find((l) => String(l.msg).startsWith('started version'))
    expect(summary).toMatchObject({ database: 'pglite', features: { staffPages: true, email: false } })
  })

  test('a sign-in flood is answered 429 at once; nothing secret reaches the log', async () => {
    const from = '198.51.100.77'
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await signInPost(`hunter2-wrong-${i}`, from)).status)
    // Five failures are answered by the form; then the address is refused before the action runs.
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
    const refused = await signInPost(PASSWORD, from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await refused.text()).toContain('Too many sign-in attempts')

    // Many addresses at once: attempts beyond the hash slot and its short queue are refused 429 without hashing.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => signInPost('wrong again!', `192.0.2.${i}`)))
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThan(0)

    const log = app.output.join('')
    expect(log).not.toContain('hunter2-wrong')
    expect(log).not.toContain(PASSWORD)
    expect(log).not.toContain('cookie-value-never-logged')
  })
})
