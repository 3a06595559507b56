#!/usr/bin/env node
/**
 * npm run bench:login-flood: how a flood of staff sign-in attempts affects everyone else (decision 027). Starts the
 * production server (needs a build) with a bootstrap owner and TRUST_PROXY_HOPS=1, so each attempt can come from
 * its own forged address, as a distributed flood would; then measures a cheap request (GET /api/public/categories)
 * alone, and again while FLOOD_CONNECTIONS senders post wrong passwords through the real sign-in form action.
 * Prints the cheap request's latency (p50, p99, max) both ways and the flood's answers by status.
 * Options: FLOOD_SECONDS (default 10), FLOOD_CONNECTIONS (default 32), BENCH_PORT (default 3310), BENCH_ROOT (another
 * checkout's build to compare, e.g. an older commit's worktree).
 */
import { spawn } from 'node:child_process'
import { randomBytes, scryptSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { asStarted, logStdio } from './prod-server.mjs'

const root = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3310)
const seconds = Number(process.env.FLOOD_SECONDS ?? 10)
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 32)
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-flood-'))

// The same format as `npm run admin:hash-password` (src/server/staff/password.ts).
const salt = randomBytes(16)
const key = scryptSync('granite survey benchmark', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 1024 * 1024 })
const hash = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')

const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  env: asStarted({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME_BIND: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: base,
    ADMIN_PASSWORD_HASH: hash,
    TRUST_PROXY_HOPS: '1',
  }),
  stdio: logStdio('bench-login-flood'),
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break
  } catch {
    // not up yet
  }
  if (i > 300) throw new Error('the server did not start')
  await sleep(500)
}

// The sign-in form's hidden fields carry the server action's id: posting them runs the real action, as a browser
// without JavaScript would.
const html = await (await fetch(`${base}/admin/login`)).text()
const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map((m) => [
  m[1],
  (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
])
if (!hidden.some(([name]) => name.startsWith('$ACTION'))) throw new Error('no server action fields on /admin/login')

const randomAddress = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}`

async function probe(untilMs) {
  const latencies = []
  while (Date.now() < untilMs) {
    const t = performance.now()
    const r = await fetch(`${base}/api/public/categories`)
    await r.arrayBuffer()
    latencies.push(performance.now() - t)
    await sleep(20)
  }
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return { n: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies[latencies.length - 1] }
}

const fmt = (s) =>
  `p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (${s.n} requests)`
await probe(Date.now() + 1_000) // warm
const quiet = await probe(Date.now() + 3_000)

const statuses = new Map()
let attempts = 0
const until = Date.now() + seconds * 1_000
const senders = Array.from({ length: connections }, async () => {
  while (Date.now() < until) {
    const form = new FormData()
    for (const [name, value] of hidden) form.append(name, value)
    form.set('email', 'owner@example.af')
    form.set('password', `wrong password ${Math.random()}`)
    try {
      const r = await fetch(`${base}/admin/login`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': randomAddress(), origin: base },
      })
      await r.arrayBuffer()
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    } catch {
      statuses.set('error', (statuses.get('error') ?? 0) + 1)
    }
    attempts++
  }
})
const flooded = await probe(until)
await Promise.all(senders)
stop()

console.log(`server: ${root}`)
console.log(`cheap request alone:         ${fmt(quiet)}`)
console.log(`during the sign-in flood:    ${fmt(flooded)}`)
const answers = JSON.stringify(Object.fromEntries(statuses))
console.log(`flood: ${attempts} attempts in ${seconds} s from ${connections} connections; answers ${answers}`)
