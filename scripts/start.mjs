#!/usr/bin/env node
/**
 * npm start: builds the production bundle when it is missing or older than the sources, then serves it, and keeps
 * serving: the server (scripts/server.mjs) is started again after a crash
 * (docs/decisions/043-http-limits-and-supervision.md).
 * The server creates, migrates and seeds the database on first start (src/instrumentation.ts).
 * PORT (default 3000) and DATA_DIR (default ./data) are read from the environment.
 */
import { spawn } from 'node:child_process'

import path from 'node:path'

import { buildIfStale, root } from './build-if-stale.mjs'
import { serverEnv } from './server-env.mjs'

// Pauses before each restart: RESTART_BACKOFF_MS, doubled per crash in a row (1, 2, 4, 8 s by default). A server that
// stayed up STABLE_MS counts as healthy again: the next crash starts the count afresh. RESTART_LIMIT crashes in a
// row are a crash loop (a broken build, a full disk, a bad configuration): restarting cannot fix it, so this process
// exits non-zero and says so, for the operator or systemd to see.
const BACKOFF_MS = Number(process.env.RESTART_BACKOFF_MS || 1_000)
const RESTART_LIMIT = Number(process.env.RESTART_LIMIT || 4)
const STABLE_MS = 60_000
// The server's own "do not restart me": start-up cannot succeed by trying again (a failed migration, or the backup
// before it, src/server/runtime/boot.ts). Restarting would only repeat it; systemd is told the same with
// RestartPreventExitStatus=78 (docs/operations-backups.md).
const EXIT_DO_NOT_RESTART = 78
const BACKOFF_MAX_MS = 30_000

/** One JSON line, in the shape of the server's own log (src/server/log/log-core.mjs), so one shipper reads both. */
function log(level, msg, fields = {}) {
  const line = { level, time: new Date().toISOString(), pid: process.pid, area: 'supervisor', ...fields, msg }
  process.stdout.write(`${JSON.stringify(line)}\n`)
}

buildIfStale()

let stopping = false
/** @type {import('node:child_process').ChildProcess | null} */
let server = null
let crashes = 0
/** @type {NodeJS.Timeout | undefined} */
let pendingRestart

function start() {
  const startedAt = Date.now()
  // stderr passes through, and its last lines are kept: they say why a crash happened (V8's "heap out of memory").
  let lastErr = ''
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'pipe'],
    // Memory bounds (malloc arenas, heap limit): scripts/server-env.mjs.
    env: serverEnv({ ...process.env, NODE_ENV: 'production' }),
  })
  server = child
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk)
    lastErr = (lastErr + chunk.toString()).slice(-4_096)
  })
  child.on('exit', (code, signal) => {
    server = null
    if (stopping) return process.exit(code ?? (signal ? 1 : 0))
    const ranMs = Date.now() - startedAt
    if (code === EXIT_DO_NOT_RESTART) {
      log(60, 'the server refused to start (see its last lines above); not restarting it.', { code })
      process.exit(EXIT_DO_NOT_RESTART)
    }
    crashes = ranMs >= STABLE_MS ? 1 : crashes + 1
    const why = describeExit(code, signal, lastErr)
    if (crashes > RESTART_LIMIT) {
      log(60, `the server crashed ${crashes} times in a row (last: ${why}); not restarting it again. Check the log.`, {
        code,
        signal,
        crashes,
      })
      process.exit(1)
    }
    const delay = Math.min(BACKOFF_MS * 2 ** (crashes - 1), BACKOFF_MAX_MS)
    log(50, `the server stopped unexpectedly (${why}) after ${Math.round(ranMs / 1000)} s; restarting in ${delay} ms`, {
      code,
      signal,
      crashes,
      restartInMs: delay,
    })
    pendingRestart = setTimeout(start, delay)
  })
}

/** Exit code or signal, and the last line the server wrote to stderr that says what went wrong. */
function describeExit(code, signal, stderr) {
  const lines = stderr.split('\n').map((l) => l.trim())
  const fatal = lines.find((l) => /FATAL ERROR|out of memory|Error:/i.test(l)) ?? lines.filter(Boolean).at(-1)
  const how = signal ? `killed by ${signal}` : `exit code ${code}`
  return fatal ? `${how}: ${fatal.slice(0, 200)}` : how
}

// A stop request sent to this process alone (systemd's default KillMode sends it to the whole group, `kill <pid>`
// does not) is passed on once; the server shuts down gracefully and this process exits with its code, without a
// restart. A signal to the whole process group (Ctrl-C in a terminal) reaches the server directly as well: it counts
// repeats as one shutdown.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    if (server) return void server.kill(signal)
    // Between a crash and its restart: nothing to stop.
    clearTimeout(pendingRestart)
    process.exit(0)
  })
}

start()
