#!/usr/bin/env node
/**
 * npm run bench:soak: the server's memory under page load. Starts the production server (fresh seeded PGlite data
 * directory, or DATABASE_URL when set), then records its resident memory (VmRSS of the server process) right after
 * start, every 5 s while autocannon loads a mix of pages at 8 connections, and after the load stops.
 * Prints start, peak under load, end of load and after the idle phase, plus the requests served.
 * Needs a production build (`npm run build`).
 * Options: --duration <s> (load, default 600: the 10-minute soak), --idle <s> (after the load, default 30),
 * --connections <n> (default 8), --port <n> (default 3350). The server gets `npm start`'s memory settings
 * (scripts/server-env.mjs); MALLOC_ARENA_MAX and NODE_OPTIONS given here override them.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { serverEnv } from '../scripts/server-env.mjs'
import { logStdio } from './prod-server.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    idle: { type: 'string', default: '30' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '3350' },
  },
})
const duration = Number(opts.duration)
const idle = Number(opts.idle)
const connections = Number(opts.connections)
const port = Number(opts.port)
const origin = `http://127.0.0.1:${port}`
const PAGES = [
  '/',
  '/products',
  '/product/k8-gnss-module',
  '/products/category/gnss-receivers',
  '/product/vireo-g7-rtk-rover',
  '/solutions/mining',
  '/about',
  '/contact',
  '/news',
]

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-soak-'))
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  // What `npm start` sets (scripts/server-env.mjs), so the figures are those of a real start.
  env: serverEnv({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    HOSTNAME_BIND: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: origin,
  }),
  stdio: logStdio('bench-soak'),
})
let stopped = false
const stop = () => {
  if (stopped) return
  stopped = true
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

/** Resident set of the server process in MiB (Linux). */
function rssMiB() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const deadline = Date.now() + 240_000
for (;;) {
  if (Date.now() > deadline) throw new Error('server did not become ready within 240 s')
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break
  } catch {
    // not listening yet
  }
  await sleep(500)
}
// Let the deferred AVIF renditions of the seed finish before "start" is read, so they are not counted as load.
await sleep(5_000)
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const start = rssMiB()
console.log(`${database}; ${duration} s of pages at ${connections} connections, then ${idle} s idle`)
console.log(`start: ${start} MiB`)

let peak = start
const samples = []
const sampler = setInterval(() => {
  const now = rssMiB()
  peak = Math.max(peak, now)
  samples.push(now)
  if (samples.length % 12 === 0) console.log(`  ${samples.length * 5} s: ${now} MiB`)
}, 5_000)
const result = await autocannon({
  url: origin,
  connections,
  duration,
  requests: PAGES.map((p) => ({ method: 'GET', path: p })),
})
clearInterval(sampler)
const endOfLoad = rssMiB()
peak = Math.max(peak, endOfLoad)
await sleep(idle * 1_000)
const after = rssMiB()
// Flatness: the last third of the load compared with the second third (a leak grows between them).
const third = Math.floor(samples.length / 3)
const mid = samples.slice(third, 2 * third)
const last = samples.slice(2 * third)
const avg = (xs) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0)
console.log(`peak under load: ${peak} MiB`)
console.log(`end of load: ${endOfLoad} MiB`)
console.log(`${idle} s after: ${after} MiB`)
if (mid.length && last.length) console.log(`load average RSS, 2nd third ${avg(mid)} MiB, last third ${avg(last)} MiB`)
console.log(
  `requests: ${result.requests.total} (${Math.round(result.requests.average)}/s), non-2xx ${result.non2xx}, ` +
    `errors ${result.errors}, p99 ${result.latency.p99} ms`,
)
stop()
