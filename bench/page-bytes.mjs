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
 * Needs a production build (`npx next build`); it refuses to run without one rather than building for minutes.
 * Options: BENCH_PORT (default 3350), BENCH_ROUTES (comma-separated paths), `--json` for machine-readable output.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = Number(process.env.BENCH_PORT ?? 3350)
const asJson = process.argv.includes('--json')
const detail = process.argv.includes('--detail')
const routes = (
  process.env.BENCH_ROUTES ??
  '/,/products,/products/category/gnss-receivers,/product/k8-gnss-module,/solutions,/contact'
).split(',')
const origin = `http://127.0.0.1:${port}`

if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`No production build in ${distDir}: run \`npx next build\` first.`)
  process.exit(1)
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-bytes-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SITE_URL: origin,
  // Always the embedded database: the figures must not depend on a DATABASE_URL in the caller's shell.
  DATABASE_URL: '',
  PORT: String(port),
  HOSTNAME_BIND: '127.0.0.1',
}

// Seed first (as scripts/e2e-server.mjs does), so no background image work runs while pages are fetched.
const seed = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    '--conditions=react-server',
    'scripts/catalogue-import.ts',
    'catalogue/seed/catalogue.json',
  ],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (seed.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true })
  console.error('[bench:bytes] seeding the catalogue failed')
  process.exit(seed.status ?? 1)
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
})
let stopped = false
const stop = () => {
  if (stopped) return
  stopped = true
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop()
    process.exit(130)
  })
}

async function waitReady() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error('server did not become ready within 120 s')
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
    if (src) scripts.add(src)
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
async function gzipBytesOf(url) {
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

try {
  await waitReady()
  const rows = []
  for (const route of routes) {
    const res = await fetch(`${origin}${route}`)
    if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`)
    const html = await res.text()
    const { scripts, styles } = referencedAssets(html)
    const documentBytes = gzipSync(Buffer.from(html)).length
    const cssBytes = (await Promise.all(styles.map(gzipBytesOf))).reduce((a, b) => a + b, 0)
    const scriptSizes = await Promise.all(scripts.map(gzipBytesOf))
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
    })
  }
  if (asJson) {
    console.log(JSON.stringify(rows, null, 2))
  } else {
    console.log(`First load per route, gzip (zlib default level), KiB; build ${distDir}\n`)
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
          },
        ]),
      ),
    )
  }
} catch (error) {
  console.error('[bench:bytes]', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  stop()
}
