#!/usr/bin/env node
/**
 * npm run bench:health: how fast /api/health answers when the process is busiest (docs/decisions/043): from the moment
 * a fresh server (empty data directory, embedded database) listens until it is ready, through the first start's seed
 * (asked every 50 ms), and then while 32 connections load pages (asked every 100 ms for 10 s). Prints, per run and as
 * the median of the runs, the median, 95th percentile and slowest answer of each phase. Needs a build.
 * Options: --runs <n> (default 3), --port <n> (default 3950).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { startLoad } from './lib/load.mjs'
import { asStarted, hasBuild, logStdio, root, serverEnv } from './prod-server.mjs'

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3950' } },
})
const PAGES = ['/', '/products', '/product/k8-gnss-module', '/products/category/gnss-receivers', '/about']
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** One health request: its status (0 when nothing answered), the reported state and the time it took. */
function ask(origin) {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = http.get(`${origin}/api/health`, { timeout: 10_000 }, (res) => {
      let body = ''
      res.on('data', (d) => (body += d))
      res.on('end', () => {
        let state = ''
        try {
          state = JSON.parse(body).status
        } catch {}
        resolve({ status: res.statusCode, state, ms: performance.now() - started })
      })
    })
    req.on('error', () => resolve({ status: 0, state: 'no answer', ms: performance.now() - started }))
    req.on('timeout', () => req.destroy())
  })
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN
}
const summary = (ms) => ({ n: ms.length, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: Math.max(...ms) })
const fmt = (s) =>
  `${s.n} answers: median ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, slowest ${s.max.toFixed(0)} ms`

async function oneRun(port) {
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-health-'))
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: asStarted(serverEnv({ port, dataDir })),
    stdio: logStdio('bench-health'),
  })
  try {
    // Phase 1: from the first answer to ready. Answers before the socket listens are not counted.
    const starting = []
    const begun = performance.now()
    for (;;) {
      const answer = await ask(origin)
      if (answer.status === 200) break
      if (answer.status !== 0) starting.push(answer.ms)
      if (performance.now() - begun > 180_000) throw new Error('not ready within 3 minutes')
      await sleep(50)
    }
    const readyS = (performance.now() - begun) / 1000
    // Phase 2: pages under load.
    const load = startLoad({ origin, paths: PAGES, connections: 32 })
    await sleep(2_000)
    const loaded = []
    const until = performance.now() + 10_000
    while (performance.now() < until) {
      loaded.push((await ask(origin)).ms)
      await sleep(100)
    }
    const pages = await load.stop()
    return { starting: summary(starting), readyS, loaded: summary(loaded), pages: pages.total, fiveXX: pages.fiveXX }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (!hasBuild()) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const loadAverage = () => os.loadavg()[0].toFixed(2)
console.log(`health bench: node ${process.version}, ${os.availableParallelism()} CPUs, load average ${loadAverage()}`)
const runs = []
for (let i = 0; i < Number(opts.runs); i++) {
  const run = await oneRun(Number(opts.port))
  runs.push(run)
  console.log(`run ${i + 1}: first start (seed included), ready in ${run.readyS.toFixed(1)} s: ${fmt(run.starting)}`)
  console.log(`       32 connections loading pages (${run.pages} pages, ${run.fiveXX} 5xx): ${fmt(run.loaded)}`)
}
const med = (pick) => quantile(runs.map(pick), 0.5).toFixed(0)
const phase = (key) =>
  `median ${med((r) => r[key].p50)} ms, p95 ${med((r) => r[key].p95)} ms, slowest ${med((r) => r[key].max)} ms`
console.log(
  `median of ${runs.length}: first start: ${phase('starting')}; under load: ${phase('loaded')} ` +
    `(load average ${loadAverage()} at the end)`,
)
