#!/usr/bin/env node
/**
 * npm start: builds the production bundle when it is missing or older than the sources, then serves it.
 * The server creates, migrates and seeds the database on first start (src/instrumentation.ts).
 * PORT (default 3000) and DATA_DIR (default ./data) are read from the environment.
 */
import { spawn } from 'node:child_process'

import { buildIfStale, nextBin, root } from './build-if-stale.mjs'

buildIfStale()
const port = process.env.PORT ?? '3000'
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
