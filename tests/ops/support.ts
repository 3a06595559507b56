/**
 * The operations tests run the production server (scripts/server.mjs, or scripts/start.mjs) the way an operator
 * does, with their own data directory, port and, where needed, a throwaway PostgreSQL cluster they stop, start and
 * freeze. The load generator is shared with bench/fault.mjs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { FIXTURE_CATALOGUE } from '../support/db'
import { freePort } from '../e2e/leads-helpers'

export { canRunPostgres, freePort, startPostgres, type Postgres } from '../e2e/leads-helpers'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export interface AppProcess {
  child: ChildProcess
  baseURL: string
  port: number
  dataDir: string
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  /** Waits until `check` holds for the output. */
  waitForOutput(check: (text: string) => boolean, timeoutMs?: number): Promise<void>
  /** SIGKILL if still running; removes the data directory unless `keepData`. */
  dispose(options?: { keepData?: boolean }): Promise<void>
}

export interface StartOptions {
  env?: Record<string, string>
  dataDir?: string
  /** scripts/server.mjs (default) or scripts/start.mjs (what `npm start` runs). */
  script?: 'server.mjs' | 'start.mjs'
  /** Own process group, so a test can signal the whole group as a terminal or systemd does. */
  detached?: boolean
  /** When the start counts as done; by default once Next.js is prepared ("ready on http"). */
  until?: (output: string) => boolean
}

/** Starts the production server and resolves once it is ready (its health may still say 503), or `until` holds. */
export async function startApp(options: StartOptions = {}): Promise<AppProcess> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mg-ops-'))
  const baseURL = `http://127.0.0.1:${port}`
  let text = ''
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', options.script ?? 'server.mjs')], {
    cwd: ROOT,
    detached: options.detached ?? false,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      HOSTNAME_BIND: '',
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      CATALOGUE_SEED_FILE: FIXTURE_CATALOGUE,
      DATABASE_URL: '',
      ADMIN_PASSWORD_HASH: '',
      SMTP_URL: '',
      LEADS_EMAIL_TO: '',
      TRUST_PROXY_HOPS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()))
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  )
  const app: AppProcess = {
    child,
    baseURL,
    port,
    dataDir,
    output: () => text,
    exited,
    async waitForOutput(check, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs
      while (!check(text)) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${text}`)
        if (Date.now() > deadline) throw new Error(`timed out waiting for the server's output:\n${text}`)
        await sleep(100)
      }
    },
    async dispose({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        // start.mjs runs the server as its child: in its own group (detached), kill the group, or the server lives on.
        if (options.detached) process.kill(-child.pid!, 'SIGKILL')
        else child.kill('SIGKILL')
        await exited
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    await app.waitForOutput(options.until ?? ((t) => t.includes('ready on http')))
  } catch (err) {
    await app.dispose({ keepData: Boolean(options.dataDir) })
    throw err
  }
  return app
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 250 ms until it holds; resolves with the seconds it took. */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check().catch(() => false)) return (Date.now() - started) / 1000
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(250)
  }
}

export async function health(baseURL: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
