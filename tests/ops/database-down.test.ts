/**
 * Database outages (docs/operations.md, docs/decisions/025-database-outages.md), against the production server:
 * - PostgreSQL down when the server starts: it starts anyway, /api/health answers 503 with the reason, pages answer a
 *   plain 503 page (security headers, CSP, Retry-After), one log line per retry and no stack trace; PostgreSQL
 *   started: the site serves within 30 s, no restart.
 * - PGlite data directory that cannot be opened: the same, with a message naming the directory.
 * - PostgreSQL frozen while serving (SIGSTOP: connections hang, nothing is refused): /api/health answers at once
 *   ("degraded"), catalogue pages are still served from memory.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { canRunPostgres, health, startApp, startPostgres, waitUntil, type AppProcess, type Postgres } from './support'

const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'strict-transport-security',
]

async function expectUnavailablePage(baseURL: string, pagePath: string) {
  const res = await fetch(`${baseURL}${pagePath}`)
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
  expect(res.headers.get('content-type')).toContain('text/html')
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBeTruthy()
  const html = await res.text()
  expect(html).toContain('temporarily unavailable')
  expect(html).toContain('try again in a minute')
}

/** The 503 page carries the same security headers, with the same values, as a page Next serves. */
async function expectSameSecurityHeaders(baseURL: string) {
  const page = await fetch(`${baseURL}/about`)
  expect(page.status).toBe(200)
  return page.headers
}

describe.skipIf(!canRunPostgres())('PostgreSQL down at start', () => {
  let db: Postgres
  let app: AppProcess
  beforeAll(async () => {
    db = await startPostgres()
    db.stop()
    app = await startApp({ env: { DATABASE_URL: db.url, DB_CONNECT_TIMEOUT_MS: '1000' } })
  })
  afterAll(async () => {
    await app?.dispose()
    db?.dispose()
  })

  it('serves 503s with the reason while down, recovers by itself within 30 s of the database returning', async () => {
    // Up to three attempts fail (1 s, 2 s apart): the log has one line each, never a stack trace.
    await app.waitForOutput((t) => (t.match(/database unavailable \(attempt \d+\)/g) ?? []).length >= 3)
    expect(app.output()).not.toMatch(/"stack"|\n\s+at /)
    expect(app.output()).toMatch(/ECONNREFUSED/)

    const down = await health(app.baseURL)
    expect(down.status).toBe(503)
    expect(down.body.status).toBe('unavailable')
    expect(String(down.body.reason)).toMatch(/ECONNREFUSED/)
    await expectUnavailablePage(app.baseURL, '/')
    await expectUnavailablePage(app.baseURL, '/product/r12-rover')
    const unavailableHeaders = (await fetch(`${app.baseURL}/contact`)).headers

    const api = await fetch(`${app.baseURL}/api/public/products`)
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toMatch(/^\d+$/)

    db.start()
    const seconds = await waitUntil(async () => (await health(app.baseURL)).status === 200, 'recovery', 30_000)
    expect(seconds).toBeLessThan(30)
    // The log is written in batches (at most 250 ms late: src/server/log/log-core.mjs), so the line may follow the 200.
    await app.waitForOutput((t) => /database reachable after \d+ attempts/.test(t))
    const product = await fetch(`${app.baseURL}/product/r12-rover`)
    expect(product.status).toBe(200)
    expect(await product.text()).toContain('R12 RTK Rover')

    const pageHeaders = await expectSameSecurityHeaders(app.baseURL)
    for (const name of SECURITY_HEADERS) expect(unavailableHeaders.get(name), name).toBe(pageHeaders.get(name))
  })

  it('PostgreSQL frozen while serving: health degraded within 2 s, catalogue pages served from memory', async () => {
    expect((await fetch(`${app.baseURL}/product/r12-rover`)).status).toBe(200)
    const pids = postgresPids(db)
    expect(pids.length).toBeGreaterThan(0)
    spawnSync('kill', ['-STOP', ...pids])
    try {
      // Each answer comes at once, from the last ping (src/server/runtime/health-core.mjs); `degraded` once a ping has
      // gone unanswered for 800 ms.
      const frozenAt = Date.now()
      let h = await health(app.baseURL)
      while (h.body.status !== 'degraded' && Date.now() - frozenAt < 5_000) {
        const started = Date.now()
        h = await health(app.baseURL)
        expect(Date.now() - started).toBeLessThan(200)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(h.status).toBe(200)
      expect(h.body.status).toBe('degraded')
      expect(Date.now() - frozenAt).toBeLessThan(2_000)

      const t = Date.now()
      const page = await fetch(`${app.baseURL}/product/r12-rover`, { signal: AbortSignal.timeout(5_000) })
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('R12 RTK Rover')
      expect(Date.now() - t).toBeLessThan(3_000)
    } finally {
      spawnSync('kill', ['-CONT', ...pids])
    }
    await waitUntil(async () => (await health(app.baseURL)).body.status === 'ok', 'health ok again', 30_000)
  })
})

/** The postmaster and its children (the cluster's data directory is in the postmaster's command line). */
function postgresPids(db: Postgres): string[] {
  const port = new URL(db.url).port
  const r = spawnSync('pgrep', ['-f', `bin/postgres -D .* -p ${port} `], { encoding: 'utf8' })
  const postmaster = r.stdout.trim().split('\n').filter(Boolean)
  const children = postmaster.flatMap((pid) =>
    spawnSync('pgrep', ['-P', pid], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean),
  )
  return [...postmaster, ...children]
}

describe('PGlite data directory that cannot be opened', () => {
  let app: AppProcess
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-ops-pglite-'))
    // A file where the database directory should be: PGlite cannot open it (running as root, permissions would not
    // stop it).
    writeFileSync(path.join(dataDir, 'db'), 'not a database')
    app = await startApp({ dataDir })
  })
  afterAll(async () => {
    await app?.dispose()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('names the directory in the log and the health check, serves 503s, recovers once it can be opened', async () => {
    const dir = path.join(dataDir, 'db')
    await app.waitForOutput((t) => t.includes('database unavailable (attempt 1)'))
    expect(app.output()).toContain(`The embedded database in ${dir} could not be opened (not a directory)`)
    expect(app.output()).not.toMatch(/"stack"|\n\s+at /)
    const down = await health(app.baseURL)
    expect(down.status).toBe(503)
    expect(String(down.body.reason)).toContain(dir)
    await expectUnavailablePage(app.baseURL, '/products')

    rmSync(dir)
    const seconds = await waitUntil(async () => (await health(app.baseURL)).status === 200, 'recovery', 30_000)
    expect(seconds).toBeLessThan(30)
    expect((await fetch(`${app.baseURL}/products`)).status).toBe(200)
  })
})
