#!/usr/bin/env node
/**
 * npm run bench:service [-- --requests 10000 --units 20000 --products 10000 --rounds 20 --json]: the service desk at
 * size (docs/service-desk.md, "The benchmark").
 *
 * Into a fresh data directory: the generated catalogue (scripts/catalogue-generate.ts, as bench:big uses it, made once
 * per size under catalogue/generated/), then bench/lib/service-data.ts (customers, units, requests over every
 * status, office and age, with their history) and an owner account. It starts the production server as `npm start`
 * does (bench/prod-server.mjs, its log in a file), signs in over HTTP and asks for each page ROUNDS times, one at a
 * time, after two untimed requests: median and p95, as a table and as JSON.
 *
 * - staff: the products list (plain, a category, a search), the service board (the list, a status tab, office,
 *   pickup, overdue and family filters, searches by reference, serial, name and phone) and a request's page;
 * - public: a request's status page by its private link and the warranty check by a registered serial, each as a
 *   first visit (another link or serial each time: rendered) and as a repeat visit (the same one again: from the
 *   private cache, docs/decisions/113-private-page-cache.md), and a product page as the page cache serves it, what
 *   they are measured against, and as a first visit (another product each time: rendered), what a first visit of
 *   theirs compares with. Each figure says how many of its answers came from a cache (X-Page-Cache: hit).
 *   Each public request comes from its own address (X-Forwarded-For behind TRUST_PROXY_HOPS=1, as behind a proxy):
 *   many customers, so the per-address rate limits of the status page and the warranty check are not what is timed.
 *
 * The targets are printed with the figures: every board figure within the products list's slowest median,
 * the status page and the warranty check within 2x the cached product page. Needs a production build. Timings depend
 * on the machine's load: take them on a quiet machine. Options: BENCH_PORT (default 3390).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'

import { loadAverages } from './lib/stats.mjs'
import { hasBuild, root, runCliScript, startProductionServer } from './prod-server.mjs'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    units: { type: 'string' },
    products: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
  },
})
const REQUESTS = Number(values.requests)
const UNITS = Number(values.units ?? REQUESTS * 2)
const PRODUCTS = Number(values.products)
const ROUNDS = Number(values.rounds)
if (![REQUESTS, UNITS, PRODUCTS, ROUNDS].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('Usage: npm run bench:service -- [--requests 10000] [--units 20000] [--products 10000] [--rounds 20]')
  process.exit(2)
}
if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(2)
}
const port = Number(process.env.BENCH_PORT ?? 3390)
const STAFF = { email: 'owner@bench.af', name: 'Bench Owner', password: 'theodolite tripod plumb line 9' }
const PRODUCT_PAGE = '/product/k8-gnss-module'
const log = (line) => values.json || console.error(line)

// The catalogue, made once per size (the generator writes the same file every time for the same count).
const catalogueDir = path.join(root, 'catalogue', 'generated', String(PRODUCTS))
if (!existsSync(path.join(catalogueDir, 'catalogue.json'))) {
  log(`Generating a catalogue of ${PRODUCTS} products in ${path.relative(root, catalogueDir)}`)
  const made = runCliScript(
    ['scripts/catalogue-generate.ts', '--products', String(PRODUCTS), '--out', catalogueDir, '--without-datasheets'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (made.status !== 0) process.exit(1)
}

// The active products' slugs, for a product page's first visit (another page each time).
const catalogueSlugs = JSON.parse(readFileSync(path.join(catalogueDir, 'catalogue.json'), 'utf8'))
  .products.filter((p) => p.is_active !== false)
  .map((p) => p.slug)

let data
const server = await startProductionServer({
  port,
  label: 'bench-service',
  env: { TRUST_PROXY_HOPS: '1', BACKUP_SCHEDULE: 'off' },
  prepare(dataDir, env) {
    const run = (args, what, options = {}) => {
      const started = performance.now()
      const result = runCliScript(args, { env, encoding: 'utf8', stdio: ['pipe', 'pipe', 'inherit'], ...options })
      if (result.status !== 0) throw new Error(`${what} failed`)
      log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
      return result.stdout
    }
    run(['scripts/catalogue-import.ts', path.join(catalogueDir, 'catalogue.json')], `Importing ${PRODUCTS} products`)
    const out = run(
      ['bench/lib/service-data.ts', '--requests', String(REQUESTS), '--units', String(UNITS)],
      `Writing ${REQUESTS} requests and ${UNITS} units`,
    )
    data = JSON.parse(out.trim().split('\n').at(-1))
    run(
      ['scripts/admin-create-user.ts', '--email', STAFF.email, '--name', STAFF.name, '--role', 'owner'].concat(
        '--password-stdin',
      ),
      'The owner account',
      { input: `${STAFF.password}\n` },
    )
  },
})

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const round1 = (n) => Math.round(n * 10) / 10
let visitor = 0
/** Each public request from an address of its own (see above); staff requests with the session. */
const headersFor = (cookie) =>
  cookie ? { cookie } : { 'x-forwarded-for': `10.${(++visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` }

async function timed(url, cookie) {
  const started = performance.now()
  const res = await fetch(`${server.origin}${url}`, {
    headers: { 'accept-encoding': 'gzip', ...headersFor(cookie) },
    redirect: 'manual',
  })
  const body = await res.text()
  const ms = performance.now() - started
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`)
  return { ms, body, kept: res.headers.get('x-page-cache') === 'hit' }
}

/** `urls(i)` gives the i-th request's address, so a figure can go over many requests, links or serials. */
async function measure(label, urls, cookie, expect) {
  const at = typeof urls === 'function' ? urls : () => urls
  // The untimed requests ask for addresses after the timed ones: a first visit's figure must not meet them again.
  for (let i = 0; i < 2; i++) await timed(at(ROUNDS + i), cookie)
  const times = []
  let kept = 0
  for (let i = 0; i < ROUNDS; i++) {
    const { ms, body, kept: hit } = await timed(at(i), cookie)
    // A page that answers 200 with the wrong thing (a sign-in page, an empty board) would make a fast, false figure.
    if (expect && !expect.test(body)) throw new Error(`${label}: ${at(i)} did not show ${expect}`)
    times.push(ms)
    if (hit) kept++
  }
  // How many answers came from a cache (X-Page-Cache: hit): a repeat visit's figure is the kept copy's only if all.
  return { label, median: round1(pct(times, 50)), p95: round1(pct(times, 95)), kept }
}

async function signIn() {
  const fields = (html) =>
    [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map((m) => [
      m[1],
      (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ])
  const form = new FormData()
  for (const [k, v] of fields(await (await fetch(`${server.origin}/admin/login`)).text())) form.append(k, v)
  form.append('email', STAFF.email)
  form.append('password', STAFF.password)
  const res = await fetch(`${server.origin}/admin/login`, {
    method: 'POST',
    body: form,
    headers: { origin: server.origin },
    redirect: 'manual',
  })
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  if (!cookie) throw new Error(`sign-in failed (${res.status})`)
  return cookie
}

const figures = {}
try {
  const cookie = await signIn()
  const n = (list, i) => list[i % list.length]
  const q = (text) => `/admin/service?q=${encodeURIComponent(text)}`
  const staff = [
    ['products list', '/admin/products', /Products/],
    ['products, a category', '/admin/products?category=gnss-receivers', /Products/],
    ['products, a search', '/admin/products?q=gnss', /Products/],
    ['board', '/admin/service', /R-\d{4}-\d{4}/],
    ['board, a status tab', '/admin/service?status=repairing', /R-\d{4}-\d{4}/],
    ['board, an office', '/admin/service?office=jalalabad', /R-\d{4}-\d{4}/],
    ['board, pickups', '/admin/service?office=pickup', /R-\d{4}-\d{4}/],
    ['board, overdue', '/admin/service?overdue=1', /R-\d{4}-\d{4}/],
    ['board, a family', `/admin/service?category=${data.familyId}`, /R-\d{4}-\d{4}/],
    ['board, by reference', (i) => q(n(data.references, i)), /R-\d{4}-\d{4}/],
    ['board, by serial', (i) => q(n(data.serials, i)), /R-\d{4}-\d{4}/],
    ['board, by name', (i) => q(n(data.names, i)), /R-\d{4}-\d{4}/],
    ['board, by phone', (i) => q(n(data.phones, i)), /R-\d{4}-\d{4}/],
    ['a request', (i) => `/admin/service/${n(data.requestIds, i)}`, /R-\d{4}-\d{4}/],
  ]
  for (const [label, url, expect] of staff) figures[label] = await measure(label, url, cookie, expect)
  figures['product page (cached)'] = await measure('product page (cached)', PRODUCT_PAGE)
  // A product page's first visit: another product each time, not yet in the page cache, so rendered as a status
  // link's or a serial's first visit is: the yardstick a first visit is compared with (the cached page is not one).
  const productPages = catalogueSlugs.filter((slug) => slug !== PRODUCT_PAGE.slice('/product/'.length))
  figures['product page, first visit'] = await measure(
    'product page, first visit',
    (i) => `/product/${n(productPages, i)}`,
    undefined,
    /<h1/,
  )
  // First visits: another link or serial each time, rendered. Repeat visits: the same one again (by other visitors,
  // each from its own address), from the private cache (docs/decisions/113-private-page-cache.md).
  const status = (i) => `/service/status/${n(data.tokens, i)}`
  const warranty = (i) => `/warranty?serial=${encodeURIComponent(n(data.serials, i))}`
  figures['status page'] = await measure('status page', status, undefined, /R-\d{4}-\d{4}/)
  figures['warranty check'] = await measure('warranty check', warranty)
  figures['status page, repeat'] = await measure('status page, repeat', () => status(0), undefined, /R-\d{4}-\d{4}/)
  figures['warranty check, repeat'] = await measure('warranty check, repeat', () => warranty(0))
} finally {
  server.stop()
}

const productsSlowest = Math.max(
  ...['products list', 'products, a category', 'products, a search'].map((k) => figures[k].median),
)
const cached = figures['product page (cached)'].median
const verdict = (label) => {
  const f = figures[label]
  if (label.startsWith('board') || label === 'a request') return f.median <= productsSlowest ? 'within' : 'OVER'
  if (label.startsWith('status page') || label.startsWith('warranty check'))
    return f.median <= 2 * cached ? 'within 2x' : 'OVER 2x'
  if (label === 'product page, first visit') return 'for comparison'
  return ''
}
const result = {
  node: process.version,
  loadAverages: loadAverages(),
  data: {
    products: data.products,
    requests: data.requests,
    units: data.units,
    customers: data.customers,
    writeSeconds: round1(data.writeMs / 1000),
    bulkMsPerRequest: data.bulkMsPerRequest,
    appMsPerRequest: data.appMsPerRequest,
  },
  rounds: ROUNDS,
  figures: Object.values(figures).map((f) => ({ ...f, target: verdict(f.label) })),
  serverLog: server.logFile,
}
if (values.json) console.log(JSON.stringify(result, null, 2))
else {
  console.log(
    `\nbench:service: ${data.products} products, ${data.requests} requests, ${data.units} units, ` +
      `${data.customers} customers; ${ROUNDS} rounds; node ${process.version}; load ${result.loadAverages}`,
  )
  console.log(
    `Written in ${result.data.writeSeconds} s (${data.bulkMsPerRequest} ms a request in bulk; ` +
      `${data.appMsPerRequest} ms a request through the desk's submitServiceRequest, ${data.compared} filed)\n`,
  )
  console.log('| Page | median ms | p95 ms | from a cache | target |')
  console.log('|---|---:|---:|---:|---|')
  for (const f of result.figures)
    console.log(`| ${f.label} | ${f.median} | ${f.p95} | ${f.kept}/${ROUNDS} | ${f.target} |`)
  console.log(`\nTargets: the board within the products list's slowest median (${productsSlowest} ms); the status page`)
  console.log(
    `and the warranty check within 2x the cached product page (${round1(2 * cached)} ms). Log: ${server.logFile}`,
  )
  console.log(`\n${JSON.stringify(result)}`)
}
