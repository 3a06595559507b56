#!/usr/bin/env node
/**
 * The server the browser tests run against: the production build, a fresh temporary data directory seeded from the
 * real catalogue on start, removed on exit.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nextBin, root } from './build-if-stale.mjs'

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mg-e2e-'))
const port = process.env.PORT ?? '3100'
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
  },
})
const cleanup = () => {
  if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
