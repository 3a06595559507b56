#!/usr/bin/env node
/**
 * npm run bench: starts the production server on a loopback port with a fresh seeded data directory (or
 * DATABASE_URL when set), then loads three hot API endpoints and three server-rendered pages (the home page, the
 * products index, a product page) with wrk when it is installed (`apt-get install wrk`: bench/wrk.mjs says why),
 * else autocannon (10 s, 16 connections each, loopback only), and prints req/s and
 * p50/p99 latency per path, the server's CPU time per request, and the machine's load average before and after (the
 * load generator and the server share the machine; other work on it skews req/s and latency, much less CPU per
 * request). Needs a production build (`npm run build`).
 * Every path is measured beside a static-file baseline in the same run (bench/static-baseline.mjs: Node's `http`
 * answering the home page's own bytes from memory), and the table gives each path's req/s as a share of it. Requests
 * accept gzip, as browsers do.
 * Options: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 16), BENCH_PORT (default 3300),
 * BENCH_PATHS (comma-separated, replaces the default paths), BENCH_ONLY=api|pages (one group of the defaults),
 * BENCH_TOOL=wrk|autocannon (default: wrk when installed).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { hasWrk, runWrk } from './wrk.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3300)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
const defaults = {
  api: [
    '/api/public/products?featured=true&limit=4',
    '/api/public/categories/tree',
    '/api/public/products/slug/k8-gnss-module',
  ],
  // Decision 021: server cost of the pages visitors open most.
  pages: ['/', '/products', '/product/k8-gnss-module'],
}
const tool = process.env.BENCH_TOOL ?? (hasWrk() ? 'wrk' : 'autocannon')
if (!['wrk', 'autocannon'].includes(tool)) throw new Error('BENCH_TOOL must be wrk or autocannon')
const only = process.env.BENCH_ONLY
if (only && !(only in defaults)) throw new Error(`BENCH_ONLY must be one of ${Object.keys(defaults).join(', ')}`)
const paths = process.env.BENCH_PATHS
  ? process.env.BENCH_PATHS.split(',')
  : only
    ? defaults[only]
    : [...defaults.api, ...defaults.pages]
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-'))

const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME_BIND: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const baselinePort = port + 1
let baseline
const stop = () => {
  server.kill('SIGTERM')
  baseline?.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)

async function waitReady(url = `http://127.0.0.1:${port}/api/health`) {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready within 240 s')
}

/**
 * The server process's CPU time in ms (user + system, Linux /proc; null elsewhere). CPU per request is the figure
 * that other work on the machine barely moves, unlike req/s and latency (decision 021: helpers share two cores).
 */
function serverCpuMs() {
  const stat = `/proc/${server.pid}/stat`
  if (!existsSync(stat)) return null
  // Fields 14 and 15 (utime, stime) in clock ticks of 10 ms, counted after the command name's closing parenthesis.
  const fields = readFileSync(stat, 'utf8')
    .slice(readFileSync(stat, 'utf8').lastIndexOf(')') + 2)
    .split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

/** One path under load with the chosen tool: req/s, p50 and p99 (ms), total, non-2xx and errors. */
async function load(url) {
  if (tool === 'wrk') return runWrk(url, { connections, duration, headers: HEADERS })
  const r = await autocannon({ url, connections, duration, headers: HEADERS })
  const total = r.requests.total
  return {
    perSecond: r.requests.average,
    total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  }
}

await waitReady()
// The baseline answers the home page as the site just served it, from memory (bench/static-baseline.mjs).
const homeFile = path.join(dataDir, 'home.html')
writeFileSync(homeFile, Buffer.from(await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer()))
baseline = spawn(
  process.execPath,
  [path.join(import.meta.dirname, 'static-baseline.mjs'), String(baselinePort), homeFile],
  { stdio: ['ignore', 'ignore', 'inherit'] },
)
await waitReady(`http://127.0.0.1:${baselinePort}/`)
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, ${database}; ` +
    `${duration} s × ${connections} connections per path with ${tool}; load average before: ${loadAverage()}\n`,
)
const rows = []
const STATIC = 'static baseline (home page bytes)'
for (const p of [STATIC, ...paths]) {
  const url = p === STATIC ? `http://127.0.0.1:${baselinePort}/` : `http://127.0.0.1:${port}${p}`
  // Warm the catalogue cache and the route's code before measuring.
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer()
  const cpuBefore = serverCpuMs()
  const result = await load(url)
  const cpuAfter = serverCpuMs()
  const perSecond = Math.round(result.perSecond)
  rows.push({
    path: p,
    'req/s (mean)': perSecond,
    'vs static': p === STATIC ? '100%' : `${((perSecond / rows[0]['req/s (mean)']) * 100).toFixed(1)}%`,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'server CPU ms/req': cpuBefore === null || p === STATIC ? '' : ((cpuAfter - cpuBefore) / result.total).toFixed(2),
    non2xx: result.non2xx,
    errors: result.errors,
  })
}
console.table(rows)
console.log(`load average after: ${loadAverage()} (1, 5, 15 min)`)
stop()
process.exit(0)
