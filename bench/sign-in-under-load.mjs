#!/usr/bin/env node
/**
 * npm run bench:sign-in: the staff sign-in page while wrk floods `/` from the page cache (docs/performance.md).
 * Each run starts a fresh production server (PGlite, seed catalogue, a bootstrap owner so the page exists) with
 * bench/lib/server-probe.mjs preloaded, keeps `/` in the page cache, starts `wrk -c<connections>` on `/`, and after
 * 2 s asks for /admin/login `--requests` times, one a second, each on a new connection as a browser's first visit
 * would. Prints each answer's time as this client saw it, the time the server spent on it (from parsing its head
 * to the end of its response) and the event loop's worst delay while it was in flight, then the median of all runs.
 * Needs a build and wrk (Debian's package).
 * Options: --runs <n> (3), --requests <n> (8), --connections <n> (64), --port <n> (3560),
 *   --warm (ask for the sign-in page once before the flood), --cpu-prof <dir> (the server's V8 CPU profile there).
 */
import { spawn } from 'node:child_process'
import { randomBytes, scryptSync } from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { loadAverages, median } from './lib/stats.mjs'
import { hasBuild, startProductionServer } from './prod-server.mjs'
import { hasWrk } from './wrk.mjs'

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    port: { type: 'string', default: '3560' },
    warm: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
})
const REQUESTS = Number(opts.requests)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

if (!hasBuild()) throw new Error('No production build: run `npm run build` first.')
if (!hasWrk()) throw new Error('No wrk: apt-get install wrk.')

// A bootstrap owner (the format of `npm run admin:hash-password`), so /admin/login is there.
const salt = randomBytes(16)
const key = scryptSync('granite survey benchmark', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })
const ADMIN_PASSWORD_HASH = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')

/** One GET on a connection of its own: status, the X-Request-Id, first byte and whole answer in ms. */
function ask(url) {
  const sent = performance.now()
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      const firstByte = performance.now() - sent
      res.resume()
      res.on('end', () =>
        resolve({ status: res.statusCode, id: res.headers['x-request-id'], firstByte, ms: performance.now() - sent }),
      )
    })
    req.on('error', (err) => resolve({ status: 0, id: undefined, firstByte: NaN, ms: NaN, error: err.message }))
  })
}

async function oneRun(run) {
  const probes = []
  const env = {
    ADMIN_PASSWORD_HASH,
    LOG_LEVEL: 'warn',
    PROBE_PATH: '/admin/login',
    NODE_OPTIONS: [
      `--import=${path.join(import.meta.dirname, 'lib', 'server-probe.mjs')}`,
      opts['cpu-prof'] ? `--cpu-prof --cpu-prof-dir=${path.resolve(opts['cpu-prof'])}` : '',
    ].join(' '),
  }
  const server = await startProductionServer({
    port: Number(opts.port),
    label: 'bench:sign-in',
    env,
    output: (line) => {
      if (line.startsWith('{"probe"')) probes.push(JSON.parse(line))
    },
  })
  try {
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': 'gzip' } })
      await res.arrayBuffer()
      if (res.headers.get('x-page-cache') === 'hit') break
      await sleep(100)
    }
    if (opts.warm) await ask(`${server.origin}/admin/login`)
    const seconds = REQUESTS + 6
    const wrk = spawn(
      'wrk',
      ['-t2', `-c${opts.connections}`, `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', `${server.origin}/`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let report = ''
    wrk.stdout.on('data', (d) => (report += d))
    const wrkDone = new Promise((resolve) => wrk.once('exit', resolve))
    await sleep(2_000)
    const answers = []
    for (let i = 0; i < REQUESTS; i++) {
      const at = Date.now()
      answers.push({ at, ...(await ask(`${server.origin}/admin/login`)) })
      await sleep(Math.max(0, at + 1_000 - Date.now()))
    }
    await wrkDone
    await sleep(300)
    const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(report)?.[1]
    console.log(`run ${run}: wrk -c${opts.connections} on / at ${perSecond} req/s; load average ${loadAverages()}`)
    for (const [i, a] of answers.entries()) {
      const inServer = probes.find((p) => p.probe === 'request' && p.id === a.id)
      const during = probes.filter((p) => p.probe === 'loop' && p.at >= a.at && p.at <= a.at + a.ms + 250)
      const loopMax = during.length ? Math.max(...during.map((p) => p.max)) : NaN
      a.server = inServer?.ms ?? NaN
      a.loopMax = loopMax
      console.log(
        `  sign-in ${i + 1}: ${a.status} in ${a.ms.toFixed(0)} ms (first byte ${a.firstByte.toFixed(0)} ms; ` +
          `in the server ${a.server.toFixed(0)} ms; event loop delayed up to ${loopMax.toFixed(0)} ms meanwhile)`,
      )
    }
    const loop = probes.filter((p) => p.probe === 'loop' && p.at > answers[0].at - 2_000 && p.at < Date.now() - 300)
    console.log(`  event loop under the flood: worst p99 per 250 ms ${Math.max(...loop.map((p) => p.p99))} ms`)
    return answers
  } finally {
    server.stop()
    await server.exited
  }
}

console.log(
  `sign-in under load: node ${process.version}, ${os.availableParallelism()} CPUs, load average ${loadAverages()}`,
)
const all = []
for (let run = 1; run <= Number(opts.runs); run++) all.push(await oneRun(run))
const firsts = all.map((answers) => answers[0].ms)
const rest = all.flatMap((answers) => answers.slice(1).map((a) => a.ms))
console.log(
  `first sign-in request of each run: ${firsts.map((ms) => ms.toFixed(0)).join(', ')} ms; ` +
    `the others: median ${median(rest).toFixed(0)} ms, slowest ${Math.max(...rest).toFixed(0)} ms ` +
    `(load average ${loadAverages()})`,
)
