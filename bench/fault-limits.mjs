/**
 * The fault drill's scenarios for the HTTP layer's limits (docs/decisions/043-http-limits-and-supervision.md), run by
 * bench/fault.mjs (`--only limits`):
 *   5. 150 MB body: sent to the import's apply endpoint, declared and chunked: the answer, its time, the server's
 *      resident memory before and after, whether it still serves;
 *   6. hostile action posts: cross-site, `null` and malformed origins, malformed multipart, bad JSON, bodies over
 *      the limit, unknown action ids, 8 at a time: answers by status, 5xx, lines on stderr that are not JSON;
 *   7. dry runs under load: three uploads of the exported catalogue and one 150 MB zip bomb while 8 connections load
 *      pages: the health check's slowest answer, the staging folder's size after.
 */
import { randomBytes, scryptSync } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'

import { strToU8, zipSync } from 'fflate'

const PASSWORD = 'fault drill tripod 7'
const MB = 1024 * 1024

/** The bootstrap owner's hash, in the format of src/server/staff/password.ts. */
function hashPassword(password) {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * MB })
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
}

function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : NaN
}

/** A POST whose body is `declare` bytes (only the first 64 KB sent before the answer) or `chunked` bytes. */
function post(origin, target, { headers = {}, body, declare, chunked }) {
  return new Promise((resolve) => {
    const all = { ...headers }
    if (declare !== undefined) all['content-length'] = String(declare)
    const req = request(`${origin}${target}`, { method: 'POST', headers: all }, (res) => {
      let text = ''
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        resolve({ status: res.statusCode, text })
        req.destroy()
      })
    })
    req.on('error', (err) => resolve({ status: 0, text: err.code ?? err.message }))
    if (declare !== undefined) return void req.write(Buffer.alloc(64 * 1024, 0x61))
    if (chunked === undefined) return void req.end(body)
    let sent = 0
    const pump = () => {
      while (sent < chunked && req.write(Buffer.alloc(64 * 1024, 0x61))) sent += 64 * 1024
      if (sent < chunked) req.once('drain', pump)
      else req.end()
    }
    pump()
  })
}

async function signIn(origin) {
  const html = await (await fetch(`${origin}/admin/login`)).text()
  const form = new FormData()
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g))
    form.append(m[1], (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
  form.set('email', 'owner@example.af')
  form.set('password', PASSWORD)
  const res = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin },
  })
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-mg_admin='))
    ?.split(';')[0]
}

function dirMiB(dir) {
  let bytes = 0
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name))
      else bytes += statSync(path.join(d, e.name)).size
    }
  }
  try {
    walk(dir)
  } catch {
    return 0
  }
  return Math.round(bytes / MB)
}

/** @param {{ startServer: Function, startLoad: Function, sleep: Function, problems: string[], fmt: Function,
 *   dataDir: string }} drill */
export async function limitsScenarios({ startServer, startLoad, sleep, problems, fmt, dataDir }) {
  const env = { ADMIN_PASSWORD_HASH: hashPassword(PASSWORD), ADMIN_EMAIL: 'owner@example.af' }
  const server = await startServer(env, dataDir)
  const { origin } = server
  try {
    for (let i = 0; i < 240 && (await fetch(`${origin}/api/health`).catch(() => null))?.status !== 200; i++)
      await sleep(500)
    const cookie = await signIn(origin)
    const staff = { cookie, origin, 'content-type': 'application/json' }

    // 5. 150 MB body.
    const before = rssMiB(server.child.pid)
    let t = Date.now()
    const declared = await post(origin, '/api/admin/catalogue/import/apply', { headers: staff, declare: 150 * MB })
    const declaredMs = Date.now() - t
    t = Date.now()
    const chunked = await post(origin, '/api/admin/catalogue/import/apply', { headers: staff, chunked: 150 * MB })
    const chunkedMs = Date.now() - t
    const after = rssMiB(server.child.pid)
    const alive = (await fetch(`${origin}/api/health`)).status
    console.log(
      `150 MB body (import apply, editor session): declared ${declared.status} in ${declaredMs} ms, chunked ` +
        `${chunked.status} in ${chunkedMs} ms; resident ${before} → ${after} MiB; health ${alive} after`,
    )
    if (declared.status !== 413 || chunked.status !== 413 || alive !== 200) problems.push('150 MB body')

    // 6. Hostile action posts.
    // A real action of this build (its manifest), so that the body checks are reached.
    const dist = path.join(path.resolve(import.meta.dirname, '..'), process.env.NEXT_DIST_DIR || '.next')
    const manifest = JSON.parse(readFileSync(path.join(dist, 'server', 'server-reference-manifest.json'), 'utf8'))
    const actionId = Object.keys(manifest.node)[0]
    const kinds = [
      { origin: 'https://evil.example', 'next-action': actionId, 'content-type': 'text/plain' },
      { origin: 'null', 'next-action': actionId, 'content-type': 'text/plain' },
      { origin: '%%%', 'content-type': 'multipart/form-data; boundary=b' },
      { origin, 'content-type': 'multipart/form-data; boundary=b' },
      { origin, 'next-action': actionId, 'content-type': 'text/plain' },
      { origin, 'next-action': 'not-an-action', 'content-type': 'text/plain' },
    ]
    const bodies = ['[]', 'garbage', '{', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b']
    const outputBefore = server.output().length
    const byStatus = {}
    let n = 0
    t = Date.now()
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (n < 2_000) {
          const i = n++
          const headers = kinds[i % kinds.length]
          const big = i % 50 === 0
          const r = big
            ? await post(origin, '/contact', { headers, declare: MB + 1 })
            : await post(origin, '/contact', { headers, body: bodies[i % bodies.length] })
          byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
        }
      }),
    )
    const seconds = (Date.now() - t) / 1000
    const notJson = server
      .output()
      .slice(outputBefore)
      .split('\n')
      .filter((l) => l && !l.startsWith('{')).length
    const fiveXX = Object.entries(byStatus).reduce((s, [k, v]) => s + (Number(k) >= 500 ? v : 0), 0)
    console.log(
      `hostile action posts: 2,000 in ${seconds.toFixed(1)} s (8 at a time): ` +
        `${Object.entries(byStatus)
          .map(([s, c]) => `${c}×${s}`)
          .join(', ')}; 5xx ${fiveXX}; non-JSON log lines ${notJson}`,
    )
    if (fiveXX || notJson) problems.push('hostile action posts')

    // 7. Dry runs under load.
    const exported = Buffer.from(
      await (await fetch(`${origin}/api/admin/catalogue/export`, { headers: { cookie } })).arrayBuffer(),
    )
    const bomb = zipSync({ 'catalogue.json': strToU8('{}'), 'padding.bin': new Uint8Array(150 * MB) })
    const load = startLoad({ origin, paths: ['/', '/products', '/product/k8-gnss-module', '/about'], connections: 8 })
    let slowest = 0
    let polling = true
    const poller = (async () => {
      while (polling) {
        const s = Date.now()
        await fetch(`${origin}/api/health`).catch(() => undefined)
        slowest = Math.max(slowest, Date.now() - s)
        await sleep(100)
      }
    })()
    const upload = (zip) =>
      post(origin, '/api/admin/catalogue/import', {
        headers: { cookie, origin, 'content-type': 'application/zip' },
        body: zip,
      })
    const statuses = []
    t = Date.now()
    for (const zip of [exported, exported, bomb, exported]) statuses.push((await upload(zip)).status)
    const dryMs = Date.now() - t
    polling = false
    await poller
    const result = await load.stop()
    const staged = readdirSync(path.join(dataDir, 'staging')).length
    console.log(
      `dry runs under load (8 connections of pages): 3 uploads of the export ` +
        `(${Math.round(exported.length / 1024)} KB) and a 150 MB zip bomb (${Math.round(bomb.length / 1024)} KB) ` +
        `in ${(dryMs / 1000).toFixed(1)} s, answered ` +
        `${statuses.join(', ')}; slowest health answer ${slowest} ms; staging after: ${staged} dry runs, ` +
        `${dirMiB(path.join(dataDir, 'staging'))} MiB; load ${fmt(result)}`,
    )
    if (result.fiveXX || statuses.some((s) => s >= 500) || staged > 2) problems.push('dry runs under load')
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}
