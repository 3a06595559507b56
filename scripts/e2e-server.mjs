#!/usr/bin/env node
/**
 * The server the browser tests run against: the production build and a fresh temporary data directory (removed on
 * exit), with one staff account per role. The catalogue is imported completely (AVIF included) before the server
 * starts, so no background image work competes with the tests for CPU; with a warm media cache this takes about a
 * second.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from './build-if-stale.mjs'

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'mg-e2e-'))
const port = process.env.PORT ?? '3100'
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  PORT: port,
  // The tests' clock: pages read the time a test names in an x-e2e-now header (src/server/page/request-now.ts).
  E2E_CLOCK: 'on',
  HOSTNAME_BIND: '127.0.0.1',
  // One JSON line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}
const cleanup = () => {
  if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
}

const seed = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    '--conditions=react-server',
    'scripts/catalogue-import.ts',
    'catalogue/seed/catalogue.json',
  ],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (seed.status !== 0) {
  cleanup()
  console.error('[e2e-server] seeding the catalogue failed')
  process.exit(seed.status ?? 1)
}

// One staff account per role (tests/e2e/staff-accounts.json; signInAs() in tests/e2e/admin-helpers.ts), made with
// the same command an operator uses for the first owner.
const staff = JSON.parse(readFileSync(path.join(root, 'tests', 'e2e', 'staff-accounts.json'), 'utf8'))
for (const [role, account] of Object.entries(staff)) {
  const created = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'scripts/admin-create-user.ts',
      '--email',
      account.email,
      '--name',
      account.name,
      '--role',
      role,
      '--password-stdin',
    ],
    { cwd: root, env, input: `${account.password}\n`, stdio: ['pipe', 'ignore', 'inherit'] },
  )
  if (created.status !== 0) {
    cleanup()
    console.error(`[e2e-server] creating the ${role} account failed`)
    process.exit(created.status ?? 1)
  }
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
