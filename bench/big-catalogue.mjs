#!/usr/bin/env node
/**
 * npm run bench:big -- --data <dir>: the site on a catalogue of any size (docs/performance.md "A big catalogue"). Give
 * it a data directory that already holds the catalogue (made with `npm run catalogue:generate` and `npm run
 * catalogue:import` into that DATA_DIR), or set DATABASE_URL to a PostgreSQL database holding it (then --data is the
 * uploads folder's data directory). It starts the production server there and prints, as JSON and as a table:
 *
 * - start-up: from spawning the server to /api/health answering `ok`, and to the first home page (the first
 *   request loads the catalogue snapshot and builds the search index);
 * - a category page, a product page and the products index: rendered anew for each request (PAGE_CACHE_MB=0, so the
 *   figure is the render, not the page cache), one request at a time, median and p95 of ROUNDS (default 30);
 * - site search: the API over a mix of queries (model numbers, typos, words), one at a time, median and p95; then the
 *   same queries in Dari and Pashto (those indexes hold the English texts too), so that the memory read at the end is
 *   that of a server whose visitors search in all three languages (three indexes);
 * - a staff save seen by the public: a staff account (created in the data directory before the server starts, or
 *   in the PostgreSQL database) signs in in Chromium, changes the product's price in the editor, and the time from
 *   the Save click until the public product page shows the new price is taken, 3 times (the median is printed);
 * - memory: the server's resident set (VmRSS) after all of it, and its peak (VmHWM).
 *
 * The same seed product and category are used at every size, so the figures compare. Timings depend on the
 * machine's load: take them on a quiet machine and say how quiet. Needs a production build (`npm run build`).
 * Each figure is the median of RUNS runs (default 3, each with a fresh server process) with its spread (max - min).
 * Options: BENCH_PORT (default 3380), ROUNDS, RUNS, CHROMIUM_PATH, `--json` (JSON only).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { chromium } from '@playwright/test'

import { serverEnv } from '../scripts/server-env.mjs'
import { asStarted, hasBuild, logStdio, root, runCliScript } from './prod-server.mjs'

const args = process.argv.slice(2)
const dataDir = args.includes('--data') ? path.resolve(args[args.indexOf('--data') + 1] ?? '') : undefined
const asJson = args.includes('--json')
if (!dataDir) {
  console.error('Usage: npm run bench:big -- --data <data directory holding the catalogue> [--json]')
  process.exit(2)
}
if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(2)
}
const port = Number(process.env.BENCH_PORT ?? 3380)
const rounds = Number(process.env.ROUNDS ?? 30)
const RUNS = Number(process.env.RUNS ?? 3)
const origin = `http://127.0.0.1:${port}`
const PRODUCT = 'k8-gnss-module'
const CATEGORY = 'gnss-receivers'
const PAGES = [`/products/category/${CATEGORY}`, `/product/${PRODUCT}`, '/products']
const QUERIES = ['k8', 'K-8', 'gnss module', 'rtk rover', 'scaner', 'IP67', 'slope stability', 'tota', 'lidar payload']
const STAFF = { email: 'bench-owner@example.af', name: 'Bench Owner', password: 'bench-catalogue-password-1' }

// npm start's memory settings (scripts/server-env.mjs: malloc arenas, V8's heap limit), so RSS is a real start's.
const env = serverEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SITE_URL: origin,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  PORT: String(port),
  HOSTNAME_BIND: '127.0.0.1',
  PAGE_CACHE_MB: '0',
})

// The staff account, before the server opens the database (the embedded database has one process at a time).
const created = runCliScript(
  ['scripts/admin-create-user.ts', '--email', STAFF.email, '--name', STAFF.name, '--role', 'owner', '--password-stdin'],
  { env, input: `${STAFF.password}\n`, encoding: 'utf8' },
)
if (created.status !== 0 && !/already/i.test(`${created.stderr}${created.stdout}`)) {
  console.error(created.stderr || created.stdout)
  process.exit(1)
}

const ms = (from) => Math.round(performance.now() - from)
const sorted = (values) => [...values].sort((a, b) => a - b)
const pct = (values, p) => sorted(values)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]
const round1 = (n) => Math.round(n * 10) / 10

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if (await check()) return
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`)
}

/**
 * Asked as a browser asks (its user agent and languages), so the owner's figures count the pages as visitors' views
 * and the memory measured below includes the counting (fetch's own headers would make every request a bot's).
 */
const BROWSER = {
  'accept-encoding': 'gzip',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
}

async function timed(url) {
  const started = performance.now()
  const res = await fetch(url, { headers: BROWSER })
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  return performance.now() - started
}

let server
const stop = () => server?.kill('SIGTERM')
process.on('exit', stop)

/** One run: a fresh server process on the data directory, every figure, then the server stopped. */
async function measure() {
  const spawnedAt = performance.now()
  server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: asStarted(env),
    stdio: logStdio('bench-big'),
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const run = {}
  await until(async () => (await (await fetch(`${origin}/api/health`)).json()).status === 'ok', 300_000, 'health ok')
  run.healthOkMs = ms(spawnedAt)
  await until(async () => (await fetch(`${origin}/`)).status === 200, 300_000, 'the first home page')
  run.firstPageMs = ms(spawnedAt)
  const list = await (await fetch(`${origin}/api/public/products?limit=1`)).json()
  run.products = list.total ?? list.pagination?.total ?? null

  for (const page of PAGES) {
    for (let i = 0; i < 5; i++) await timed(`${origin}${page}`)
    const times = []
    for (let i = 0; i < rounds; i++) times.push(await timed(`${origin}${page}`))
    run[`${page} median`] = pct(times, 50)
    run[`${page} p95`] = pct(times, 95)
  }

  const search = (q, locale = 'en') =>
    timed(`${origin}/api/public/search?q=${encodeURIComponent(q)}${locale === 'en' ? '' : `&locale=${locale}`}`)
  const searchTimes = { en: [], local: [] }
  for (const locale of ['en', 'fa', 'ps']) {
    // The first search in a locale builds its index; the rest are timed.
    for (const q of QUERIES) await search(q, locale)
    for (let i = 0; i < Math.max(3, Math.round(rounds / 3)); i++)
      for (const q of QUERIES) searchTimes[locale === 'en' ? 'en' : 'local'].push(await search(q, locale))
  }
  run['search median'] = pct(searchTimes.en, 50)
  run['search p95'] = pct(searchTimes.en, 95)
  run['search fa ps median'] = pct(searchTimes.local, 50)
  run['search fa ps p95'] = pct(searchTimes.local, 95)

  run.staffSaveVisibleMs = await staffSaves()

  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN)
  run.rssMiB = kib('VmRSS') / 1024
  run.peakRssMiB = kib('VmHWM') / 1024
  stop()
  await exited
  return run
}

const runs = []
for (let i = 0; i < RUNS; i++) runs.push(await measure())
/** Each figure: the median of the runs, and the spread (max - min) when there is more than one. */
const summary = Object.fromEntries(
  Object.keys(runs[0]).map((key) => {
    const values = runs.map((r) => r[key])
    return [key, { median: round1(pct(values, 50)), spread: round1(Math.max(...values) - Math.min(...values)) }]
  }),
)

/** Signs in, then 3 times: a new price saved in the editor, and the ms until the public page shows it. */
async function staffSaves() {
  const { product } = await (await fetch(`${origin}/api/public/products/slug/${PRODUCT}`)).json()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/admin/login?next=${encodeURIComponent(`/admin/products/${product.id}`)}`)
    await page.locator('[data-admin-hydrated="true"]').waitFor({ state: 'attached' })
    await page.getByRole('textbox', { name: /E-mail address/ }).fill(STAFF.email)
    await page.getByLabel(/^Password/).fill(STAFF.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === `/admin/products/${product.id}`)
    const times = []
    for (let i = 1; i <= 3; i++) {
      await page.locator('[data-admin-hydrated="true"]').waitFor({ state: 'attached' })
      const price = Math.round(product.price ?? 1000) + i * 7
      await page.getByRole('textbox', { name: /^Price/ }).fill(String(price))
      const clicked = performance.now()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await until(
        async () => {
          const res = await fetch(`${origin}/api/public/products/slug/${PRODUCT}`)
          const shown = (await res.json()).product.price
          if (shown !== price) return false
          return (await (await fetch(`${origin}/product/${PRODUCT}`)).text()).includes(price.toLocaleString('en-US'))
        },
        60_000,
        `price ${price} on the public page`,
      )
      times.push(performance.now() - clicked)
      await page.reload()
    }
    return pct(times, 50)
  } finally {
    await browser.close()
  }
}

const result = { dataDir, database: env.DATABASE_URL ? 'postgresql' : 'pglite', runs: RUNS, rounds, summary }
if (asJson) console.log(JSON.stringify(result))
else {
  const at = (key) => summary[key].median + (RUNS > 1 ? ` (±${summary[key].spread})` : '')
  console.log(`${summary.products.median} public products, ${result.database}, ${dataDir}; median of ${RUNS} runs`)
  console.log(`start-up: health ok ${at('healthOkMs')} ms, first home page ${at('firstPageMs')} ms`)
  for (const page of PAGES)
    console.log(
      `${page}: median ${at(`${page} median`)} ms, p95 ${at(`${page} p95`)} ms (rendered anew, ${rounds} requests)`,
    )
  console.log(`search: median ${at('search median')} ms, p95 ${at('search p95')} ms`)
  console.log(`search in Dari and Pashto: median ${at('search fa ps median')} ms, p95 ${at('search fa ps p95')} ms`)
  console.log(`staff save seen by the public: ${at('staffSaveVisibleMs')} ms (median of 3 saves per run)`)
  console.log(`memory: RSS ${at('rssMiB')} MiB, peak ${at('peakRssMiB')} MiB`)
  console.log(JSON.stringify(result))
}
process.exit(0)
