/**
 * Helpers for the leads browser tests that need a server of their own: the production build started with its own
 * configuration (admin password, SMTP, PostgreSQL) on a free port, a throwaway PostgreSQL 15 cluster, and a local
 * SMTP server that records what it receives.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { dataDirFrom, MIGRATED } from '../support/data-dir-templates'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const PG_BIN = '/usr/lib/postgresql/15/bin'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

export interface AppServer {
  baseURL: string
  output: string[]
  stop(): Promise<void>
}

/**
 * The production server (scripts/server.mjs, so `x-peer-address` is the real socket address) with a fresh data
 * directory and no catalogue seeding (these tests need the contact form, not the catalogue; seeding images costs
 * minutes). `env` adds or overrides configuration.
 */
export async function startApp(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort()
  // The embedded database already migrated, copied from the run's template (tests/support/data-dir-templates.ts).
  const dataDir = env.DATABASE_URL
    ? mkdtempSync(path.join(os.tmpdir(), 'mg-leads-e2e-'))
    : dataDirFrom('migrated', MIGRATED, 'mg-leads-e2e-')
  const baseURL = `http://127.0.0.1:${port}`
  const output: string[] = []
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      SEED_ON_START: 'false',
      DATABASE_URL: '',
      ADMIN_PASSWORD_HASH: '',
      SMTP_URL: '',
      LEADS_EMAIL_TO: '',
      TRUST_PROXY_HOPS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitFor(
      async () => (await fetch(`${baseURL}/api/health`)).ok,
      `the app on ${baseURL}\n${output.join('')}`,
      90_000,
    )
  } catch (err) {
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
  return {
    baseURL,
    output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface Postgres {
  url: string
  start(): void
  stop(): void
  dispose(): void
}

/** Whether a throwaway PostgreSQL can be started here (binaries present, and root to run it as `postgres`). */
export function canRunPostgres(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && process.getuid?.() === 0
}

/**
 * A throwaway PostgreSQL 15 cluster on 127.0.0.1 and a free port (or `port`, for a benchmark keeping to a range), run
 * as the `postgres` user (it refuses root).
 */
export async function startPostgres(options: { port?: number } = {}): Promise<Postgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mg-leads-pg-'))
  chmodSync(dir, 0o777)
  spawnSync('chown', ['postgres:postgres', dir])
  const port = options.port ?? (await freePort())
  const asPostgres = (command: string) => {
    const r = spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`${command}\n${r.stdout}\n${r.stderr}`)
  }
  asPostgres(`${PG_BIN}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 >/dev/null`)
  const start = () =>
    asPostgres(
      `${PG_BIN}/pg_ctl -D ${dir}/data -l ${dir}/log ` +
        `-o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' -w start >/dev/null`,
    )
  const stop = () => asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`)
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    dispose() {
      spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', `${PG_BIN}/pg_ctl -D ${dir}/data -m immediate stop`], {
        stdio: 'ignore',
      })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

// The local SMTP server is shared with the outbox unit tests.
export { startSmtp, type Smtp } from '../support/smtp'

/** A complete, valid message as the API takes it. */
export function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: crypto.randomUUID(),
    name: 'Farid Ahmadi',
    email: 'farid@survey.af',
    subject: 'quote-request',
    message: 'Two rovers and a base for a cadastral job in Herat.',
    ...overrides,
  }
}
