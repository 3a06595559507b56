#!/usr/bin/env node
/**
 * npm run bench:cdn: how late a staff change shows behind a real shared cache (docs/scaling-out.md "A CDN in front").
 * Starts a throwaway PostgreSQL, the production server on it (fresh data directory, seed catalogue, `PAGE_CDN_SECONDS`
 * set) and nginx as a caching reverse proxy in front (bench/lib/nginx.mjs: it honours the origin's Cache-Control and
 * Vary). A price is saved through the editor's server module, the one the staff panel's save action calls (from this
 * process, so the server hears of it by NOTIFY, as every other instance does), and the product page and
 * /api/public/products/slug/… are read through nginx every POLL_MS until they show it. Each figure is seconds from the
 * save's return until nginx answers with the new price, for:
 *
 * - short lifetimes (`PAGE_CDN_SECONDS` of 10 and 30): saved at a random point of the copy's life, a page read
 *   throughout; and once for a page nobody reads until just before s-maxage + stale-while-revalidate ends;
 * - a purge right after the save (every cache file deleted: nginx open source has no purge; this is what a CDN's
 *   "purge everything" does);
 * - the API's own lifetime (s-maxage=300), saved at a random point of it, three products at once.
 *
 * Also checked: a request with a session cookie never gets a copy another visitor caused, a key cookie gets a copy of
 * its own, and with the origin stopped nginx still answers from its copy (stale-if-error). Prints each figure as the
 * median of the runs with min–max, how nginx answered each URL (X-Cache-Status), and the load average.
 * Needs a build, nginx (`NGINX`) and PostgreSQL 15 as root (tests/e2e/leads-helpers.ts).
 * Options: --runs <n> (3), --port <n> (3540: the origin; nginx on port+1, PostgreSQL on port+2), --skip-api.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { eq } from 'drizzle-orm'

import { nginxBinary, startNginx } from './lib/nginx.mjs'
import { loadAverages, median } from './lib/stats.mjs'
import { asStarted, hasBuild, logStdio, root, runCliScript, serverEnv } from './prod-server.mjs'

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3540' },
    'skip-api': { type: 'boolean', default: false },
  },
})
const RUNS = Number(opts.runs)
const PORT = Number(opts.port)
const POLL_MS = 100
const PAGE_PRODUCT = 'k8-gnss-module'
/** The API's figure: three products whose copies nginx keeps from the same moment, each saved at its own point. */
const API_PRODUCTS = ['k9-rtk-board', 'k8-lite-gnss-module', 'k8t-timing-module']
const API_SECONDS = 300
const PURGE_DELAY_MS = 1000

const nginx = nginxBinary()
if (!hasBuild()) throw new Error('No production build: run `npm run build` first.')
if (!nginx) throw new Error('No nginx: apt-get install nginx (or set NGINX).')
const { canRunPostgres, startPostgres } = await import('../tests/e2e/leads-helpers.ts')
if (!canRunPostgres()) throw new Error('Needs PostgreSQL 15 (/usr/lib/postgresql/15) and root.')
const { resetEnvCache } = await import('../src/env.ts')
const { openDatabase, setDbHandle } = await import('../src/server/db/client.ts')
const { products } = await import('../src/server/db/schema.ts')
const { getEditorProduct, updateProduct } = await import('../src/server/catalogue/editor/products.ts')
const { createStaffAccount } = await import('../src/server/staff/accounts.ts')
const { formatPrice } = await import('../src/lib/i18n/format.ts')

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const now = () => performance.now()
const fmt = (xs) =>
  xs.length
    ? `${median(xs).toFixed(1)} s (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}, n=${xs.length})`
    : '-'

/** How nginx answered each URL: X-Cache-Status counts. */
const tallies = new Map()
const pageUrl = (slug) => `/product/${slug}`
const apiUrl = (slug) => `/api/public/products/slug/${slug}`

let cdn
/** One request through nginx, as a browser sends it. */
async function get(url, headers = {}) {
  const res = await fetch(`${cdn.base}${url}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } })
  const text = await res.text()
  const cache = res.headers.get('x-cache-status') ?? '-'
  const tally = tallies.get(url) ?? {}
  tally[cache] = (tally[cache] ?? 0) + 1
  tallies.set(url, tally)
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? ''
  return { status: res.status, cache, origin: res.headers.get('x-page-cache'), nonce, text }
}

const shows = (url, text, price) =>
  url.startsWith('/api/') ? JSON.parse(text).product?.price === price : text.includes(formatPrice(price, 'en'))

/** Reads `url` until nginx answers from its cache; when it did, performance.now() of that answer. */
async function warm(url) {
  for (let i = 0; i < 30; i++) {
    const got = await get(url)
    if (got.cache === 'HIT') return now()
    await sleep(POLL_MS)
  }
  return null
}

/** Reads `url` every POLL_MS until it shows `price`: seconds since `from`, or null after `limitS`. */
async function until(url, price, from, limitS) {
  for (;;) {
    const got = await get(url)
    if (got.status === 200 && shows(url, got.text, price)) return (now() - from) / 1000
    if (now() - from > limitS * 1000) return null
    await sleep(POLL_MS)
  }
}

/** As `until`, for a figure that must come. */
async function surely(url, price, from, limitS) {
  const seconds = await until(url, price, from, limitS)
  if (seconds === null) throw new Error(`${url} did not show ${price} within ${limitS} s`)
  return seconds
}

// PostgreSQL, the data directory, the seed, and a staff account for the saves.
const pg = await startPostgres({ port: PORT + 2 })
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-cdn-'))
const cleanups = [() => pg.dispose(), () => rmSync(dataDir, { recursive: true, force: true })]
const env = { ...serverEnv({ port: PORT, dataDir }), DATABASE_URL: pg.url, LOG_LEVEL: 'warn' }
let handle
let origin
try {
  const seed = runCliScript(['scripts/catalogue-import.ts', 'catalogue/seed/catalogue.json'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (seed.status !== 0) throw new Error('seeding the catalogue failed')
  Object.assign(process.env, { DATABASE_URL: pg.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  resetEnvCache()
  handle = await openDatabase({ databaseUrl: pg.url })
  setDbHandle(handle)
  const actor = await createStaffAccount(
    { email: 'cdn@meridian.test', displayName: 'CDN bench', role: 'editor', password: 'granite survey benchmark' },
    null,
  )
  let nextPrice = 1000 + Math.floor(Math.random() * 1000)
  /** Saves a new price as the editor does; resolves with it and performance.now() when the save returned. */
  async function save(slug) {
    const [row] = await handle.db.select({ id: products.id }).from(products).where(eq(products.slug, slug))
    const current = await getEditorProduct(row.id)
    const price = nextPrice++ + 0.25
    const saved = await updateProduct(current.id, current.version, { ...current.data, price }, actor)
    if (!saved.ok) throw new Error(`saving ${slug}: ${JSON.stringify(saved)}`)
    return { price, at: now() }
  }

  console.log(`cdn freshness bench: ${nginx} in front of the server, ${RUNS} runs, load average ${loadAverages()}`)
  const results = {}
  const record = (name, value) => (results[name] ??= []).push(value)
  /** Purges after which nginx kept the old answer again. */
  const rekept = {}

  // Part one: PAGE_CDN_SECONDS=10. Lifetime, a quiet page, purges, cookies, stale-if-error.
  origin = startOrigin(10)
  await origin.started
  cdn = await startNginx({ bin: nginx, port: PORT + 1, origin: origin.base })
  await pageRuns(10)
  {
    // A page nobody reads between the save and just before s-maxage + stale-while-revalidate have passed.
    const url = pageUrl(PAGE_PRODUCT)
    const kept = await warm(url)
    const { price, at } = await save(PAGE_PRODUCT)
    await sleep(Math.max(0, (kept ?? now()) + 19_000 - now()))
    const late = await get(url)
    console.log(
      `quiet page, read once ${((now() - at) / 1000).toFixed(1)} s after the save: ${late.cache}, ` +
        `${shows(url, late.text, price) ? 'new' : 'old'} price`,
    )
    record('PAGE_CDN_SECONDS=10, page read once, just before 2 × 10 s', await surely(url, price, at, 60))
  }
  // Purges: at once, and a second after the save (every instance has the change by then: a NOTIFY and a patch).
  for (const delay of [0, PURGE_DELAY_MS]) {
    for (let run = 0; run < RUNS; run++) {
      await warm(pageUrl(PAGE_PRODUCT))
      await warm(apiUrl(PAGE_PRODUCT))
      await sleep(Math.random() * 10_000)
      const { price, at } = await save(PAGE_PRODUCT)
      await sleep(delay)
      cdn.purge()
      const urls = { page: pageUrl(PAGE_PRODUCT), API: apiUrl(PAGE_PRODUCT) }
      const seconds = await Promise.all(Object.values(urls).map((url) => until(url, price, at, 15)))
      for (const [i, what] of Object.keys(urls).entries()) {
        const name = `purge ${delay ? `${delay / 1000} s after` : 'at once after'} the save: ${what}`
        // Not within 15 s: nginx fetched the old answer again, before the origin had the change, and keeps it.
        if (seconds[i] === null) rekept[name] = (rekept[name] ?? 0) + 1
        else record(name, seconds[i])
      }
      cdn.purge()
    }
  }
  await cookieChecks()
  await staleIfError()
  await cdn.stop()
  await origin.stop()

  // Part two: PAGE_CDN_SECONDS=30 and, meanwhile, the API's own lifetime.
  origin = startOrigin(30)
  await origin.started
  cdn = await startNginx({ bin: nginx, port: PORT + 1, origin: origin.base })
  await Promise.all([pageRuns(30), opts['skip-api'] ? undefined : apiRuns()])

  console.log(
    `\nseconds from the save until nginx answers with the new price (median, min–max); load ${loadAverages()}`,
  )
  for (const [name, values] of Object.entries(results)) console.log(`  ${name}: ${fmt(values)}`)
  for (const [name, n] of Object.entries(rekept)) console.log(`  ${name}: the old answer kept again ${n} of ${RUNS}`)
  console.log('\nX-Cache-Status per URL:')
  for (const [url, tally] of tallies) console.log(`  ${url}: ${JSON.stringify(tally)}`)

  /** Saves at a random point of the page copy's life, the page read every POLL_MS. */
  async function pageRuns(seconds) {
    const url = pageUrl(PAGE_PRODUCT)
    for (let run = 0; run < RUNS; run++) {
      const kept = await warm(url)
      if (kept === null) console.log(`${url}: nginx did not keep it (see X-Cache-Status below)`)
      await sleep(Math.random() * seconds * 1000)
      const { price, at } = await save(PAGE_PRODUCT)
      record(`PAGE_CDN_SECONDS=${seconds}, page read every ${POLL_MS} ms`, await surely(url, price, at, 4 * seconds))
    }
  }

  /** Three API copies kept at once, each product saved at a random point of its 300 s. */
  async function apiRuns() {
    for (const slug of API_PRODUCTS) await warm(apiUrl(slug))
    const start = now()
    await Promise.all(
      API_PRODUCTS.slice(0, RUNS).map(async (slug) => {
        await sleep(Math.random() * API_SECONDS * 1000)
        const { price, at } = await save(slug)
        const seconds = await surely(apiUrl(slug), price, at, 3 * API_SECONDS)
        record(`API (s-maxage=${API_SECONDS}), read every ${POLL_MS} ms`, seconds)
      }),
    )
    console.log(`API runs took ${((now() - start) / 1000).toFixed(0)} s`)
  }
} finally {
  await cdn?.stop()
  await origin?.stop()
  setDbHandle(undefined)
  await handle?.close()
  for (const cleanup of cleanups) cleanup()
}

/** A session cookie never gets a shared copy; a key cookie gets its own; an anonymous reader keeps the shared one. */
async function cookieChecks() {
  const url = pageUrl(PAGE_PRODUCT)
  await warm(url)
  const shared = await get(url)
  const checks = []
  for (const cookie of ['__Host-mg_admin=not-a-real-session', 'unknown=1']) {
    for (let i = 0; i < 3; i++) {
      const got = await get(url, { cookie })
      checks.push([`${cookie}: not from the cache`, got.cache !== 'HIT' && got.origin === null])
      checks.push([`${cookie}: not the shared copy's nonce`, got.nonce !== shared.nonce])
    }
  }
  const dismissed = { cookie: 'locale-offer=dismissed' }
  await warm(url)
  for (let i = 0; i < 20 && (await get(url, dismissed)).cache !== 'HIT'; i++) await sleep(POLL_MS)
  const own = await get(url, dismissed)
  checks.push(['locale-offer=dismissed: a copy of its own', own.cache === 'HIT' && own.nonce !== shared.nonce])
  const again = await get(url)
  checks.push(['no cookie: still the shared copy', again.cache === 'HIT' && again.nonce === shared.nonce])
  for (const [what, ok] of checks) if (!ok) console.log(`FAILED: ${what}`)
  console.log(`cookie checks: ${checks.filter(([, ok]) => ok).length} of ${checks.length} hold`)
}

/** With the origin stopped, an expired copy is still answered; while it starts again, what nginx answers. */
async function staleIfError() {
  const url = pageUrl(PAGE_PRODUCT)
  await warm(url)
  const before = await get(url)
  await origin.stop()
  await sleep(11_000)
  const down = await get(url)
  const same = down.text.split(down.nonce).join('') === before.text.split(before.nonce).join('')
  console.log(
    `origin stopped, copy 11 s old (s-maxage 10): ${down.status} ${down.cache}, ` +
      `${same ? 'the kept page' : 'another page'}`,
  )
  const starting = {}
  origin = startOrigin(10)
  let settled = false
  origin.started.then(
    () => (settled = true),
    () => (settled = true),
  )
  while (!settled) {
    const got = await get(url)
    starting[`${got.status} ${got.cache}`] = (starting[`${got.status} ${got.cache}`] ?? 0) + 1
    await sleep(POLL_MS)
  }
  await origin.started
  console.log(`while the origin started again: ${JSON.stringify(starting)}`)
}

/** The production server with PAGE_CDN_SECONDS=`seconds`; `started` resolves once its health answers 200. */
function startOrigin(seconds) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: asStarted({ ...env, PAGE_CDN_SECONDS: String(seconds) }),
    stdio: logStdio('bench-cdn'),
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const server = {
    base: env.SITE_URL,
    up: false,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
  server.started = (async () => {
    const deadline = now() + 120_000
    while (now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      try {
        if ((await fetch(`${server.base}/api/health`)).ok) {
          server.up = true
          return server
        }
      } catch {}
      await sleep(200)
    }
    throw new Error('the server did not become ready within 120 s')
  })()
  return server
}
