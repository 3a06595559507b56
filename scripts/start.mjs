#!/usr/bin/env node
/**
 * npm start: builds the production bundle when it is missing or older than the sources, then serves it.
 * The server creates, migrates and seeds the database on first start (src/instrumentation.ts).
 * PORT (default 3000) and DATA_DIR (default ./data) are read from the environment.
 */
import { spawn } from 'node:child_process'

import path from 'node:path'

import { buildIfStale, root } from './build-if-stale.mjs'
import { serverEnv } from './server-env.mjs'

buildIfStale()
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // Memory bounds (malloc arenas, heap limit): scripts/server-env.mjs.
  env: serverEnv({ ...process.env, NODE_ENV: 'production' }),
})
// A stop request sent to this process alone (systemd's default KillMode sends it to the whole group, `kill <pid>`
// does not) is passed on once; the server shuts down gracefully and this process exits with its code. A signal to the
// whole process group (Ctrl-C in a terminal) reaches the server directly as well: it counts repeats as one shutdown.
let forwarded = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return
    forwarded = true
    server.kill(signal)
  })
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
