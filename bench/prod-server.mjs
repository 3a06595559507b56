/**
 * The production server for the benchmarks, started as `npm start` starts it: the existing build (`.next`, or
 * NEXT_DIST_DIR) with the memory settings of scripts/server-env.mjs, its log written to a file (a deployment writes
 * its log somewhere real: thrown away, the log cost nothing and the figures were twice a deployment's), on a loopback
 * port with a fresh data directory seeded first (the catalogue, then the seed support library, as a fresh `npm start`
 * has them), so no background image work runs while pages are measured. Always the embedded database: figures must
 * not depend on a DATABASE_URL in the caller's shell.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { serverEnv as startEnv } from '../scripts/server-env.mjs'

/** Where the benchmark servers' logs go (kept after the run, for a look at what the server wrote). */
export const LOG_DIR = path.join(os.tmpdir(), 'mg-bench-logs')

/**
 * A server process's stdio for spawn(): its log (stdout and stderr) appended to LOG_DIR/<label>.log, as a deployment
 * writes it to a file or a journal. For the benchmarks that start scripts/server.mjs themselves.
 */
export function logStdio(label) {
  mkdirSync(LOG_DIR, { recursive: true })
  const fd = openSync(path.join(LOG_DIR, `${label.replace(/[^\w-]+/g, '-')}.log`), 'a')
  process.once('exit', () => closeSync(fd))
  return ['ignore', fd, fd]
}

/** The environment `npm start` gives the server (scripts/server-env.mjs: memory settings) on top of `env`. */
export const asStarted = startEnv

export const root = path.resolve(import.meta.dirname, '..')
export const distDir = process.env.NEXT_DIST_DIR || '.next'

export function hasBuild() {
  return existsSync(path.join(root, distDir, 'BUILD_ID'))
}

/** Runs one of the command-line tools (scripts/*.ts) with tsx, as `npm run` would, and waits for it. */
export function runCliScript(args, options) {
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  return spawnSync(process.execPath, [tsx, '--conditions=react-server', ...args], { cwd: root, ...options })
}

/** The production server's environment on a loopback port with `dataDir`, always on the embedded database. */
export function serverEnv({ port, dataDir }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    PORT: String(port),
    HOSTNAME_BIND: '127.0.0.1',
  }
}

/**
 * Starts the server (with `env` added to its environment); resolves once /api/health answers. `stop()` ends it and
 * removes the data directory; `exited` resolves when the process has ended. Its log goes to a file in LOG_DIR
 * (`logFile`); with `output`, each line the server writes (its JSON log on stdout, stderr) is passed to it instead.
 * `prepare(dataDir, env)` runs on the seeded data directory before the server opens it (the embedded database takes
 * one process at a time).
 * @param {{ port: number, label: string, env?: Record<string, string>, output?: (line: string) => void,
 *   prepare?: (dataDir: string, env: Record<string, string>) => void }} options
 */
export async function startProductionServer({ port, label, env: extra = {}, output, prepare }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mg-bench-'))
  const env = serverEnv({ port, dataDir })
  const origin = env.SITE_URL
  const seed = runCliScript(['scripts/catalogue-import.ts', 'catalogue/seed/catalogue.json'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // The seed support library too, as a fresh `npm start` writes it: the product pages measured carry their Support
  // section (src/server/runtime/seed.ts).
  const library =
    seed.status === 0 && runCliScript(['scripts/library-seed.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (seed.status !== 0 || library.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error(`[${label}] seeding the catalogue or its support library failed`)
  }
  try {
    prepare?.(dataDir, env)
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }

  mkdirSync(LOG_DIR, { recursive: true })
  const logFile = path.join(LOG_DIR, `${label.replace(/[^\w-]+/g, '-')}-${port}.log`)
  const log = output ? undefined : openSync(logFile, 'w')
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: startEnv({ ...env, ...extra }),
    stdio: ['ignore', output ? 'pipe' : log, output ? 'pipe' : log],
  })
  if (log !== undefined) closeSync(log)
  if (output) {
    for (const stream of [server.stdout, server.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) output(line)
      })
    }
  }
  const exited = new Promise((resolve) => server.once('exit', resolve))
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop()
      process.exit(130)
    })
  }

  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      stop()
      throw new Error(`[${label}] server exited with ${server.exitCode}`)
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop, exited, pid: server.pid, logFile, dataDir }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  stop()
  throw new Error(`[${label}] server did not become ready within 120 s`)
}
