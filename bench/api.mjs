#!/usr/bin/env node
/**
 * npm run bench: the production server as `npm start` runs it (bench/prod-server.mjs: its memory settings, its log
 * written to a file at the default level, a fresh seeded data directory on a loopback port), under load from wrk when
 * it is installed (`apt-get install wrk`: bench/wrk.mjs says why), else autocannon: the public API's read endpoints
 * and the pages visitors open most, each for BENCH_DURATION seconds at BENCH_CONNECTIONS connections, gzip accepted as
 * browsers do. Then the same pages from a second server with only warnings logged, so the cost of the access log is
 * a figure of the same run (docs/performance.md, "Logs"), and from the first server again with its counting for the
 * owner's figures paused, so their cost is one too (docs/figures.md; pages are asked for as a thousand browsers
 * would).
 * Prints req/s, p50/p99 latency, the server's CPU time per request, each path's share of a static-file baseline
 * measured in the same run (bench/static-baseline.mjs: Node's `http` answering the home page's own bytes from memory),
 * the logs-on share of logs-off per page, and the targets: the API at 5,000 req/s or more, the pages with their log
 * within 20 % of them without, counted within 5 %. The load generator and the server share the machine; run it with
 * nothing else running. Needs a production build (`npm run build`).
 * The three (two servers, one of them counting and paused) are measured in turns, BENCH_ROUNDS times (default 5), and
 * each figure is the median round.
 * Options: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 16), BENCH_PORT (default 3300), BENCH_PATHS
 * (comma-separated, replaces the default paths), BENCH_ONLY=api|pages (one group of the defaults), BENCH_TOOL=wrk|
 * autocannon (default: wrk when installed), BENCH_LOGS_OFF=0 (skip the logs-off server and the
 * paused turns).
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { PAUSE_FILE } from '../src/server/figures/pause.mjs'
import { loadAverages } from './lib/stats.mjs'
import { hasBuild, startProductionServer } from './prod-server.mjs'
import { hasWrk, runWrk } from './wrk.mjs'

const port = Number(process.env.BENCH_PORT ?? 3300)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16)
// Five: with three, one round off by 8 % (the machine's drift) moved a median by as much as counting costs.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS must be a whole number, 1 or more')
const defaults = {
  api: [
    '/api/public/products?featured=true&limit=4',
    '/api/public/categories/tree',
    '/api/public/products/slug/k8-gnss-module',
    '/api/public/search?q=rtk',
  ],
  // Decision 021: the pages visitors open most, and the news listing.
  pages: ['/', '/products', '/product/k8-gnss-module', '/news'],
}
/** docs/performance.md: the API's reads from its cache, and the access log's cost. */
const API_TARGET_RPS = 5_000
const LOGS_ON_SHARE_TARGET = 0.8
const tool = process.env.BENCH_TOOL ?? (hasWrk() ? 'wrk' : 'autocannon')
if (!['wrk', 'autocannon'].includes(tool)) throw new Error('BENCH_TOOL must be wrk or autocannon')
const only = process.env.BENCH_ONLY
if (only && !(only in defaults)) throw new Error(`BENCH_ONLY must be one of ${Object.keys(defaults).join(', ')}`)
const paths = process.env.BENCH_PATHS
  ? process.env.BENCH_PATHS.split(',')
  : only
    ? defaults[only]
    : [...defaults.api, ...defaults.pages]
const isPage = (p) => !p.startsWith('/api/')
if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const HEADERS = { 'accept-encoding': 'gzip, deflate, br' }
/**
 * Pages are asked for as a browser asks (its user agent and languages), by a thousand visitors (bench/visitors.lua), so
 * the owner's figures count every request as a visitor's page view: their dearest path (docs/figures.md).
 */
const PAGE_HEADERS = {
  ...HEADERS,
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-language': 'fa-AF,fa;q=0.9,en;q=0.8',
}
const VISITORS_SCRIPT = path.join(import.meta.dirname, 'visitors.lua')
/** docs/figures.md: counting must keep at least this share of cached pages' throughput. */
const COUNTING_SHARE_TARGET = 0.95
/** The servers believe one proxy hop, so the visitors' X-Forwarded-For addresses are theirs. */
const TRUST = { TRUST_PROXY_HOPS: '1' }

/** One path under load with the chosen tool: req/s, p50 and p99 (ms), total, non-2xx and errors. */
async function load(url) {
  const page = isPage(new URL(url).pathname)
  const headers = page ? PAGE_HEADERS : HEADERS
  if (tool === 'wrk') return runWrk(url, { connections, duration, headers, script: page ? VISITORS_SCRIPT : undefined })
  const r = await autocannon({ url, connections, duration, headers })
  return {
    perSecond: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  }
}

/** A process's CPU time in ms (user + system, Linux /proc; null elsewhere): what other load barely moves. */
function cpuMs(pid) {
  const stat = `/proc/${pid}/stat`
  if (!existsSync(stat)) return null
  const text = readFileSync(stat, 'utf8')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function waitReady(url) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within 60 s`)
}

/**
 * Waits until every server is idle: less than 5 % of a core over a second (at most a minute). A server just started
 * finishes work of its own (deferred image renditions, the search index, the figures' first roll-up) that would
 * otherwise fall on whichever server is being measured: one run lost a third of every server's throughput to it.
 */
async function settle(pids) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const before = pids.map(cpuMs)
    await new Promise((r) => setTimeout(r, 1_000))
    const busy = pids.map(cpuMs).some((after, i) => after === null || after - before[i] > 50)
    if (!busy) return
  }
}

/** Each path under load on `origin` (served by process `pid`), warmed first. */
async function measure(origin, pid, list) {
  const rows = []
  for (const p of list) {
    const url = `${origin}${p}`
    // Warm the caches and the route's code before measuring, with the headers of the load: a page's copy is kept per
    // language offered (src/server/http/page-cache.mjs), and another variant would leave the first requests to render.
    const headers = isPage(p) ? PAGE_HEADERS : HEADERS
    for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer()
    const before = pid ? cpuMs(pid) : null
    const result = await load(url)
    const after = pid ? cpuMs(pid) : null
    rows.push({ path: p, result, cpu: before === null || after === null ? null : (after - before) / result.total })
  }
  return rows
}

/** The round whose throughput is the median (the lower middle one of an even count), with its own latency and CPU. */
function medianRound(measured) {
  const sorted = [...measured].sort((a, b) => a.result.perSecond - b.result.perSecond)
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], rounds: measured.map((r) => Math.round(r.result.perSecond)) }
}

/**
 * Pauses or resumes `server`'s counting with its flag file, and waits until its log says so (it looks once a second).
 * @param {{ dataDir: string, logFile: string }} server
 */
async function pauseCounting(server, paused) {
  const flag = path.join(server.dataDir, PAUSE_FILE)
  if (existsSync(flag) === paused) return
  const from = statSync(server.logFile).size
  if (paused) writeFileSync(flag, '')
  else rmSync(flag)
  const said = paused ? '"counting paused' : '"counting resumed'
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const size = statSync(server.logFile).size
    const fd = openSync(server.logFile, 'r')
    const tail = Buffer.alloc(size - from)
    readSync(fd, tail, 0, tail.length, from)
    closeSync(fd)
    if (tail.toString().includes(said)) return
  }
  throw new Error(`the server did not log ${said}" within 5 s`)
}

const database = 'PGlite'
console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, ${database}; ${duration} s × ${connections} connections per ` +
    `path with ${tool}, pages compared in ${ROUNDS} rounds; load average before: ${loadAverages()}\n`,
)

// 1. The server as deployed: the default log level, written to a file.
const site = await startProductionServer({ port, label: 'bench-logs-on', env: TRUST })
const homeFile = path.join(os.tmpdir(), `mg-bench-home-${process.pid}.html`)
writeFileSync(homeFile, Buffer.from(await (await fetch(`${site.origin}/`)).arrayBuffer()))
const baselinePort = port + 1
const baseline = spawn(
  process.execPath,
  [path.join(import.meta.dirname, 'static-baseline.mjs'), String(baselinePort), homeFile],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
const stopAll = () => {
  baseline.kill('SIGTERM')
  site.stop()
  rmSync(homeFile, { force: true })
}
process.on('exit', stopAll)
await waitReady(`http://127.0.0.1:${baselinePort}/`)
const [base] = await measure(`http://127.0.0.1:${baselinePort}`, null, ['/'])

// 2. The same build logging only warnings, beside it: what the access log costs. Both servers are up from here on and
// each page is measured on one and then the other, so drift in the machine (other work, the disk's cache, the heat)
// falls on both alike. Measured one after the other, the logs-on server (which had served the API runs first)
// came out 19-25 % behind; side by side, 9-22 %.
const pagePaths = paths.filter(isPage)
const compare = process.env.BENCH_LOGS_OFF !== '0' && pagePaths.length > 0
const quiet = compare
  ? await startProductionServer({ port: port + 2, label: 'bench-logs-off', env: { ...TRUST, LOG_LEVEL: 'warn' } })
  : null
// 3. The same process not counting, in turns with itself: DATA_DIR/counting-paused pauses its counting
// (src/server/figures/pause.mjs). A second server started with FIGURES=off compared the counter with another
// process's luck too: three identical servers' medians on one page differed by up to 3 % (docs/figures.md, "The
// cost"), as much as the counter costs.
await settle([site, quiet].filter((s) => s !== null).map((s) => s.pid))
/** @type {Awaited<ReturnType<typeof measure>>} */
const logsOn = []
/** @type {Awaited<ReturnType<typeof measure>>} */
const logsOff = []
/** @type {Awaited<ReturnType<typeof measure>>} */
const countingOff = []
const turns = compare
  ? [
      { server: site, rows: logsOn, paused: false },
      { server: quiet, rows: logsOff },
      { server: site, rows: countingOff, paused: true },
    ]
  : [{ server: site, rows: logsOn, paused: false }]
// The pages compared first, the API after: the server that had served the API's load first came out further behind
// the other two on every page (counting on against off: 81-85 % that way, 87-92 % this way, in consecutive runs).
for (const p of compare ? [...paths.filter(isPage), ...paths.filter((q) => !isPage(q))] : paths) {
  if (!compare || !isPage(p)) {
    await pauseCounting(site, false)
    logsOn.push(...(await measure(site.origin, site.pid, [p])))
    continue
  }
  // The turns are taken in rotation, ROUNDS times, each round starting with the next one, and each keeps its median
  // round: a single 10 s run of each, one after the other, differed by up to ±10 % between identical servers.
  const rounds = turns.map(() => [])
  for (let round = 0; round < ROUNDS; round++) {
    for (let turn = 0; turn < turns.length; turn++) {
      const i = (round + turn) % turns.length
      const { server, paused } = turns[i]
      if (paused !== undefined) await pauseCounting(server, paused)
      rounds[i].push(...(await measure(server.origin, server.pid, [p])))
    }
  }
  rounds.forEach((measured, i) => turns[i].rows.push(medianRound(measured)))
}
await pauseCounting(site, false)
logsOn.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path))
console.log(`server log (logs on): ${site.logFile}`)
for (const server of [site, quiet].filter((s) => s !== null)) {
  server.stop()
  await server.exited
}

const rps = (r) => Math.round(r.result.perSecond)
const table = [
  {
    path: 'static baseline (home page bytes)',
    'req/s': rps(base),
    'vs static': '100%',
    'p50 ms': base.result.p50,
    'p99 ms': base.result.p99,
  },
  ...logsOn.map((r) => ({
    path: r.path,
    'req/s': rps(r),
    'vs static': `${((rps(r) / rps(base)) * 100).toFixed(1)}%`,
    'p50 ms': r.result.p50,
    'p99 ms': r.result.p99,
    'server CPU ms/req': r.cpu === null ? '' : r.cpu.toFixed(2),
    non2xx: r.result.non2xx,
    errors: r.result.errors,
  })),
]
console.table(table)
if (logsOff.length) {
  console.log('\nPages with the access log (info, to a file) beside the same build logging only warnings:')
  console.table(
    logsOff.map((off) => {
      const on = logsOn.find((r) => r.path === off.path)
      return {
        path: off.path,
        'logs on req/s': rps(on),
        'logs off req/s': rps(off),
        'rounds on / off': `${on.rounds?.join(' ')} / ${off.rounds?.join(' ')}`,
        'on / off': `${((rps(on) / rps(off)) * 100).toFixed(1)}%`,
        'p99 on / off ms': `${on.result.p99} / ${off.result.p99}`,
        [`target ≥ ${LOGS_ON_SHARE_TARGET * 100}%`]: rps(on) / rps(off) >= LOGS_ON_SHARE_TARGET ? 'met' : 'missed',
      }
    }),
  )
}
if (countingOff.length) {
  console.log("\nPages counted for the owner's figures (a thousand visitors), in turns with the same process paused:")
  console.table(
    countingOff.map((off) => {
      const on = logsOn.find((r) => r.path === off.path)
      return {
        path: off.path,
        'counting on req/s': rps(on),
        'counting off req/s': rps(off),
        'rounds on / off': `${on.rounds?.join(' ')} / ${off.rounds?.join(' ')}`,
        'on / off': `${((rps(on) / rps(off)) * 100).toFixed(1)}%`,
        'p99 on / off ms': `${on.result.p99} / ${off.result.p99}`,
        'CPU ms/req on / off': `${on.cpu?.toFixed(3) ?? '?'} / ${off.cpu?.toFixed(3) ?? '?'}`,
        [`target ≥ ${COUNTING_SHARE_TARGET * 100}%`]: rps(on) / rps(off) >= COUNTING_SHARE_TARGET ? 'met' : 'missed',
      }
    }),
  )
}
const api = logsOn.filter((r) => !isPage(r.path))
if (api.length) {
  const missed = api.filter((r) => rps(r) < API_TARGET_RPS).map((r) => r.path)
  console.log(
    `\nAPI reads at ≥ ${API_TARGET_RPS.toLocaleString('en')} req/s: ` +
      (missed.length
        ? `missed (${missed.join(', ')})`
        : `met (lowest ${Math.min(...api.map(rps)).toLocaleString('en')})`),
  )
}
console.log(`load average after: ${loadAverages()} (1, 5, 15 min)`)
stopAll()
process.exit(0)
