#!/usr/bin/env node
/**
 * npm run bench:pages: Lighthouse (npm `lighthouse`, the exact version in package.json) on the main routes, mobile,
 * with real throttling (`--throttling-method=devtools`: slow 4G and 4x CPU applied in the browser, not simulated), in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Builds first when the build is missing or stale, then
 * starts its own production server on a fresh data directory (bench/prod-server.mjs).
 *
 * Each route runs RUNS times (default 3), each in a new browser profile (no cache, no cookies: a first visit); the
 * table shows the median of each figure and its spread (max - min) in brackets, then the other categories' scores
 * (accessibility, best practices, SEO: medians). Byte figures are exact; timings depend on the machine's load, so
 * compare them only between runs on a quiet machine.
 * Options: BENCH_PORT (default 3360), BENCH_ROUTES (comma-separated paths), RUNS, `--json`, BENCH_REPORT_DIR (keep
 * each run's Lighthouse result as JSON there).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { buildIfStale } from '../scripts/build-if-stale.mjs'
import { root, startProductionServer } from './prod-server.mjs'

const lighthouseVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version

const port = Number(process.env.BENCH_PORT ?? 3360)
const runs = Number(process.env.RUNS ?? 3)
const asJson = process.argv.includes('--json')
// BENCH_REPORT_DIR: also keep each run's full Lighthouse result there (JSON), to see where the time goes.
const reportDir = process.env.BENCH_REPORT_DIR
const routes = (
  process.env.BENCH_ROUTES ??
  '/,/products,/products/category/gnss-receivers,/product/k8-gnss-module,/solutions,/contact'
).split(',')

// The flags headless Chromium needs here (no GPU, no sandbox as root, nothing phoning home).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const spread = (values) => Math.max(...values) - Math.min(...values)

/** Audits of the non-performance categories that did not pass, with what they point at (for the report). */
function failures(lhr) {
  const out = []
  for (const category of categories.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) => {
        const node = item.node ?? item.source ?? {}
        return String(node.selector ?? node.snippet ?? item.description ?? item.url ?? JSON.stringify(item)).slice(
          0,
          160,
        )
      })
      out.push(`${category}/${ref.id}: ${audit.title}${items.length ? `\n      ${items.join('\n      ')}` : ''}`)
    }
  }
  return out
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const bytesOf = (type) =>
    lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0
  return {
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalKiB: audit('total-byte-weight') / 1024,
    jsKiB: bytesOf('script') / 1024,
    documentKiB: bytesOf('document') / 1024,
    ...Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
  }
}

buildIfStale()
let server
let chrome
try {
  server = await startProductionServer({ port, label: 'bench:pages' })
  // Warm the server up first: the first render of each route after a start is several times slower, and would be
  // measured as the first run's FCP otherwise.
  for (const route of routes) await (await fetch(`${server.origin}${route}`)).arrayBuffer()
  const results = []
  const failed = new Set()
  for (const route of routes) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      // A new browser, with a new profile, for every run: a first visit. Lighthouse empties the cache and the
      // origin's storage before a run, but not its cookies, and a cookie from an earlier run (the fonts the browser
      // has, docs/decisions/040-fonts-on-phones.md) would describe a cache that is gone.
      chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags })
      const result = await lighthouse(`${server.origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        formFactor: 'mobile',
        throttlingMethod: 'devtools',
      })
      chrome.kill()
      chrome = undefined
      if (!result) throw new Error(`${route}: Lighthouse returned nothing`)
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`)
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true })
        const name = `${route.replaceAll('/', '_') || '_'}-${i + 1}.json`
        writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr))
      }
      samples.push(figures(result.lhr))
      for (const failure of failures(result.lhr)) failed.add(`${route} ${failure}`)
    }
    const of = (key) => samples.map((s) => s[key])
    const row = { route, runs: samples.length }
    for (const key of Object.keys(samples[0])) row[key] = { median: median(of(key)), spread: spread(of(key)) }
    results.push(row)
    if (!asJson) process.stderr.write(`[bench:pages] ${route}: ${runs} runs done\n`)
  }

  if (asJson) {
    console.log(JSON.stringify({ lighthouse: lighthouseVersion, results, failed: [...failed] }, null, 2))
  } else {
    const ms = (f) => `${Math.round(f.median)} (±${Math.round(f.spread)})`
    const kib = (f) => `${f.median.toFixed(1)} (±${f.spread.toFixed(1)})`
    console.log(
      `\nLighthouse ${lighthouseVersion}, ` +
        `mobile, devtools throttling; median of ${runs} per route (spread: max - min)\n`,
    )
    console.table(
      Object.fromEntries(
        results.map((r) => [
          r.route,
          {
            'FCP ms': ms(r.fcp),
            'LCP ms': ms(r.lcp),
            'TBT ms': ms(r.tbt),
            CLS: `${r.cls.median.toFixed(3)} (±${r.cls.spread.toFixed(3)})`,
            'total KiB': kib(r.totalKiB),
            'JS KiB': kib(r.jsKiB),
            'document KiB': kib(r.documentKiB),
          },
        ]),
      ),
    )
    console.table(
      Object.fromEntries(results.map((r) => [r.route, Object.fromEntries(categories.map((c) => [c, r[c].median]))])),
    )
    if (failed.size > 0) console.log(`Audits that did not pass (any run):\n  ${[...failed].join('\n  ')}`)
    else console.log('Every accessibility, best-practices and SEO audit passed in every run.')
  }
} catch (error) {
  console.error('[bench:pages]', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await chrome?.kill()
  server?.stop()
}
