/**
 * npm run bench:backup [-- --quick]: what backups cost (docs/operations-backups.md, "Figures").
 *
 * 1. Backup and restore: `npm run backup` and `npm run restore` (as an operator runs them) for the seed catalogue and
 *    a generated 10,000-product catalogue (`catalogue:generate -- --without-datasheets`), on PGlite and on a throwaway
 *    PostgreSQL 15 (when this machine has one and runs as root): medians of 3 runs of time, and the file's size.
 * 2. While serving: the production server (PGlite, the seed catalogue) answers the cached home page (wrk -t2 -c16,
 *    gzip) and the health check (one request every 50 ms) for 15 s with no backup, then for 15 s while backups run back
 *    to back through the owner's "Back up now" (the server action, posted as a browser without JavaScript does).
 *
 * --quick: the seed catalogue only, one run each, 5-second windows (to check the script works, not for figures).
 * --only=files or --only=serving: one of the two parts.
 * Ports 3600-3699 only (BENCH_PORT, default 3690). Speed figures come from here, never from tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { hashPassword } from '../src/server/staff/password.ts'
import { canRunPostgres, startPostgres } from '../tests/e2e/leads-helpers.ts'
import { hasBuild, root, runCliScript, startProductionServer } from './prod-server.mjs'
import { hasWrk, runWrk, runWrkAsync } from './wrk.mjs'

const quick = process.argv.includes('--quick')
const RUNS = quick ? 1 : 3
const WINDOW_S = quick ? 5 : 15
const port = Number(process.env.BENCH_PORT || 3690)
const work = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-backup-'))
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const s = (ms) => `${(ms / 1000).toFixed(1)} s`

function cli(args, env, what) {
  const started = performance.now()
  const r = runCliScript(args, { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${what} failed:\n${r.stdout}\n${r.stderr}`)
  return { ms: performance.now() - started, out: r.stdout }
}

function catalogues() {
  const list = [{ name: 'seed catalogue (42 products)', file: path.join(root, 'catalogue/seed/catalogue.json') }]
  if (quick) return list
  const out = path.join(work, 'generated-10000')
  cli(['scripts/catalogue-generate.ts', '--products', '10000', '--out', out, '--without-datasheets'], {}, 'generate')
  return [...list, { name: '10,000 products', file: path.join(out, 'catalogue.json') }]
}

/** A database of the given kind: its environment for the commands, and a fresh one for each restore. */
async function databases() {
  const list = [{ kind: 'PGlite', env: (dir) => ({ DATA_DIR: dir, DATABASE_URL: '' }), fresh: async () => ({}) }]
  if (!canRunPostgres()) {
    console.log('(PostgreSQL: not measured; needs /usr/lib/postgresql/15/bin and root)')
    return { list, stop: () => {} }
  }
  const pg = await startPostgres({ port: port + 1 })
  let n = 0
  const make = () => {
    const name = `bench_${process.pid}_${n++}`
    spawnSync('su', ['postgres', '-c', `/usr/lib/postgresql/15/bin/createdb -h 127.0.0.1 -p ${port + 1} ${name}`])
    return pg.url.replace(/\/postgres$/, `/${name}`)
  }
  let current = make()
  list.push({
    kind: 'PostgreSQL',
    env: (dir) => ({ DATA_DIR: dir, DATABASE_URL: current }),
    fresh: async () => ({ DATABASE_URL: (current = make()) }),
  })
  return { list, stop: () => pg.dispose() }
}

async function backupAndRestore() {
  console.log('\n## Backup and restore (npm run backup / npm run restore)\n')
  console.log('| Catalogue | Database | Backup | Size | Restore |')
  console.log('|---|---|---|---|---|')
  const dbs = await databases()
  try {
    for (const catalogue of catalogues()) {
      for (const db of dbs.list) {
        const dataDir = mkdtempSync(path.join(work, 'site-'))
        await db.fresh()
        const env = { ...db.env(dataDir), BACKUP_DIR: path.join(dataDir, 'backups'), BACKUP_SCHEDULE: 'off' }
        cli(['scripts/catalogue-import.ts', catalogue.file], env, 'import')
        const backups = []
        for (let i = 0; i < RUNS; i++) backups.push(cli(['scripts/backup.ts'], env, 'backup').ms)
        const files = readdirSync(env.BACKUP_DIR).filter((f) => f.startsWith('backup-'))
        const file = path.join(env.BACKUP_DIR, files.sort().at(-1))
        const restores = []
        for (let i = 0; i < RUNS; i++) {
          const target = mkdtempSync(path.join(work, 'target-'))
          const targetEnv = { ...db.env(target), ...(await db.fresh()), BACKUP_DIR: path.join(target, 'backups') }
          restores.push(cli(['scripts/restore.ts', file], targetEnv, 'restore').ms)
          rmSync(target, { recursive: true, force: true })
        }
        const row = [catalogue.name, db.kind, s(median(backups)), mb(statSync(file).size), s(median(restores))]
        console.log(`| ${row.join(' | ')} |`)
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
  } finally {
    dbs.stop()
  }
}

/** Health latencies, one request every 50 ms until `until`. */
async function healthProbe(base, until) {
  const ms = []
  while (Date.now() < until) {
    const t = performance.now()
    await (await fetch(`${base}/api/health`)).arrayBuffer()
    ms.push(performance.now() - t)
    await new Promise((r) => setTimeout(r, 50))
  }
  ms.sort((a, b) => a - b)
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1)
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${ms.at(-1).toFixed(1)} ms (${ms.length})`
}

/** Signs in as the owner and returns a function that posts "Back up now" once (the action waits for the backup). */
async function backUpNow(base, email, password) {
  const fields = (html) =>
    [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map((m) => [
      m[1],
      (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
    ])
  const form = (pairs) => {
    const f = new FormData()
    for (const [k, v] of pairs) f.append(k, v)
    return f
  }
  const login = fields(await (await fetch(`${base}/admin/login`)).text())
  const signIn = await fetch(`${base}/admin/login`, {
    method: 'POST',
    body: form([...login, ['email', email], ['password', password]]),
    headers: { origin: base },
    redirect: 'manual',
  })
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
  if (!cookie) throw new Error(`sign-in failed (${signIn.status})`)
  const page = await (await fetch(`${base}/admin/backups`, { headers: { cookie } })).text()
  // The form whose button says "Back up now" (the panel's header has a sign-out form before it).
  const button = page.indexOf('>Back up now</button>')
  const action = fields(page.slice(page.lastIndexOf('<form', button), button))
  if (!action.some(([k]) => k.startsWith('$ACTION'))) throw new Error('no "Back up now" form on /admin/backups')
  return async () => {
    const r = await fetch(`${base}/admin/backups`, {
      method: 'POST',
      body: form(action),
      headers: { origin: base, cookie },
    })
    const text = await r.text()
    // The action's answer is in the page it renders: "Backed up: …" when it worked.
    return r.status === 200 && /Backed up: backup-/.test(text)
      ? 200
      : `${r.status}: ${text.match(/role="alert"[^>]*>(?:<[^>]+>)*([^<]+)/)?.[1]}`
  }
}

async function whileServing() {
  console.log('\n## While serving (PGlite, seed catalogue; wrk -t2 -c16 on /, gzip; health every 50 ms)\n')
  if (!hasBuild() || !hasWrk()) return console.log('(not measured: needs `next build` and wrk)')
  const email = 'owner@bench.af'
  const password = 'basalt level staff rod bench'
  // The bootstrap owner (docs/staff-panel.md): its first sign-in makes the owner account.
  const server = await startProductionServer({
    port,
    label: 'backup',
    env: {
      BACKUP_SCHEDULE: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD_HASH: await hashPassword(password),
    },
  })
  try {
    const base = server.origin
    const gzip = { 'Accept-Encoding': 'gzip' }
    runWrk(`${base}/`, { duration: 3, headers: gzip })
    const [quiet, quietHealth] = await Promise.all([
      runWrkAsync(`${base}/`, { duration: WINDOW_S, headers: gzip }),
      healthProbe(base, Date.now() + WINDOW_S * 1000),
    ])
    const post = await backUpNow(base, email, password)
    const first = await post()
    if (first !== 200) throw new Error(`"Back up now" did not back up: ${first}`)
    let running = true
    let taken = 0
    const loop = (async () => {
      while (running) if ((await post()) === 200) taken++
    })()
    await new Promise((r) => setTimeout(r, 500))
    const [busy, busyHealthResult] = await Promise.all([
      runWrkAsync(`${base}/`, { duration: WINDOW_S, headers: gzip }),
      healthProbe(base, Date.now() + WINDOW_S * 1000),
    ])
    running = false
    await loop
    console.log('| | Home page (req/s, p50, p99) | Health |')
    console.log('|---|---|---|')
    const line = (w) =>
      `${w.perSecond.toFixed(0)}/s, ${w.p50} ms, ${w.p99} ms${w.non2xx ? `, ${w.non2xx} non-2xx` : ''}`
    console.log(`| no backup | ${line(quiet)} | ${quietHealth} |`)
    console.log(`| backups back to back (${taken}) | ${line(busy)} | ${busyHealthResult} |`)
    console.log(`\nThroughput with backups: ${((busy.perSecond / quiet.perSecond) * 100).toFixed(0)} % of without.`)
  } finally {
    server.stop()
  }
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7)
try {
  if (only !== 'serving') await backupAndRestore()
  if (only !== 'files') await whileServing()
} finally {
  if (existsSync(work)) rmSync(work, { recursive: true, force: true })
}
