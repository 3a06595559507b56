#!/usr/bin/env node
/**
 * npm run bench:bytes: what a first visit to each main route downloads, gzip-compressed, from the production build.
 *
 * Starts the production server from the existing build (`.next`, or NEXT_DIST_DIR) on a loopback port with a fresh
 * data directory seeded the way scripts/e2e-server.mjs seeds it, fetches each route's HTML and sums the gzip size of
 * the document, every stylesheet it links and every script it references (`<script src>` and script preloads;
 * each file counted once per route). Sizes are measured with zlib's default gzip level on the bytes the server sends,
 * so the figures are exact and repeatable (the document varies by a few bytes per request: the CSP nonce).
 * Images and fonts are not counted: this measures code and markup, the part that grows with the codebase.
 *
 * "Later visit": the same document once the browser keeps the stylesheet's file and the fonts (the cookie the page's
 * background warm-up would write, read from the page itself): the sheet is then linked, not inlined
 * (docs/decisions/041-cached-stylesheet.md), and nothing else is downloaded again (scripts, sheet and fonts are
 * cached).
 *
 * Scripts marked `nomodule` (Next's legacy polyfills) are left out: every browser that runs module scripts skips
 * them, as Lighthouse does, so they are not part of a modern first load.
 *
 * Needs a production build (`npx next build`); it refuses to run without one rather than building for minutes.
 * Options: BENCH_PORT (default 3350), BENCH_ROUTES (comma-separated paths), `--json` for machine-readable output,
 * `--detail` to list every script per route, `--check` to compare with the budgets in bench/budgets.json and exit
 * 1 when a route's document, CSS, JavaScript, total or later-visit document is over its budget (run by `npm test`
 * after the build).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { distDir, hasBuild, startProductionServer } from './prod-server.mjs'

const port = Number(process.env.BENCH_PORT ?? 3350)
const asJson = process.argv.includes('--json')
const detail = process.argv.includes('--detail')
const check = process.argv.includes('--check')
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'))
const routes = (process.env.BENCH_ROUTES ?? Object.keys(budgets.routes).join(',')).split(',')

if (!hasBuild()) {
  console.error(`No production build in ${distDir}: run \`npx next build\` first.`)
  process.exit(1)
}

/** Attribute value of `name` in one tag's source, or undefined. */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
  return match ? (match[2] ?? match[3] ?? match[4]).replaceAll('&amp;', '&') : undefined
}

/** Scripts and stylesheets one HTML document makes the browser load on a first visit. */
function referencedAssets(html) {
  const scripts = new Set()
  const styles = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src && !/\snomodule\b/i.test(tag)) scripts.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = attribute(tag, 'href')
    if (!href) continue
    if (rel.includes('stylesheet')) styles.add(href)
    else if (rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')) {
      scripts.add(href)
    }
  }
  return { scripts: [...scripts], styles: [...styles] }
}

const assetCache = new Map()
async function gzipBytesOf(url, origin) {
  if (!assetCache.has(url)) {
    assetCache.set(
      url,
      (async () => {
        const res = await fetch(new URL(url, origin))
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
        return gzipSync(Buffer.from(await res.arrayBuffer())).length
      })(),
    )
  }
  return assetCache.get(url)
}

const kib = (bytes) => (bytes / 1024).toFixed(1)

let server
try {
  server = await startProductionServer({ port, label: 'bench:bytes' })
  const { origin } = server
  const rows = []
  for (const route of routes) {
    const res = await fetch(`${origin}${route}`)
    if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`)
    const html = await res.text()
    // The last cookie the warm-up writes names everything it fetched (src/server/page/cached-files.ts).
    const warmedCookie = [...html.matchAll(/(mg-cached=[\w.-]+);/g)].at(-1)?.[1]
    const later = warmedCookie ? await fetch(`${origin}${route}`, { headers: { cookie: warmedCookie } }) : null
    if (later && !later.ok) throw new Error(`${route} (later visit): HTTP ${later.status}`)
    const laterBytes = later ? gzipSync(Buffer.from(await later.text())).length : NaN
    const { scripts, styles } = referencedAssets(html)
    const documentBytes = gzipSync(Buffer.from(html)).length
    const cssBytes = (await Promise.all(styles.map((u) => gzipBytesOf(u, origin)))).reduce((a, b) => a + b, 0)
    const scriptSizes = await Promise.all(scripts.map((u) => gzipBytesOf(u, origin)))
    const jsBytes = scriptSizes.reduce((a, b) => a + b, 0)
    if (detail) {
      console.log(`\n${route}`)
      for (const [i, src] of scripts.entries()) console.log(`  ${kib(scriptSizes[i]).padStart(6)} KiB  ${src}`)
    }
    rows.push({
      route,
      document: documentBytes,
      css: cssBytes,
      js: jsBytes,
      scripts: scripts.length,
      total: documentBytes + cssBytes + jsBytes,
      later: laterBytes,
    })
  }
  if (check) {
    // Budgets are KiB of gzip (bench/budgets.json); each figure is compared with its own budget.
    const over = []
    for (const r of rows) {
      const budget = budgets.routes[r.route]
      if (!budget) continue
      for (const key of ['document', 'css', 'js', 'total', 'later']) {
        // Written so that a figure that could not be measured (NaN: no warm-up cookie in the page) fails too.
        if (budget[key] !== undefined && !(r[key] / 1024 <= budget[key])) {
          over.push(`${r.route}: ${key} ${kib(r[key])} KiB is over its budget of ${budget[key]} KiB`)
        }
      }
    }
    if (over.length > 0) {
      console.error(`[bench:bytes] over budget (bench/budgets.json):\n  ${over.join('\n  ')}`)
      process.exitCode = 1
    } else {
      console.log(`[bench:bytes] every route within its byte budget (bench/budgets.json)`)
    }
  }
  if (asJson) {
    console.log(JSON.stringify(rows, null, 2))
  } else {
    console.log(
      `First load per route, gzip (zlib default level), KiB; later visit: the document once the browser keeps the ` +
        `stylesheet and fonts; build ${distDir}\n`,
    )
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.route,
          {
            'document KiB': kib(r.document),
            'CSS KiB': kib(r.css),
            'JS KiB': kib(r.js),
            scripts: r.scripts,
            'total KiB': kib(r.total),
            'later visit KiB': kib(r.later),
          },
        ]),
      ),
    )
  }
} catch (error) {
  console.error('[bench:bytes]', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  server?.stop()
}
