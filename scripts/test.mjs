#!/usr/bin/env node
/**
 * npm test: every test. Unit and integration tests (vitest, real PGlite per file, or PostgreSQL when DATABASE_URL
 * is set), then the browser tests (Playwright + Debian Chromium) against the production build.
 * Between the two, the operations tests (tests/ops) against the production server: database outages, restarts, kill -9,
 * binding; two files at a time (vitest.ops.config.ts), then those that time the machine's answers alone
 * (vitest.ops-timing.config.ts).
 * `npm test -- --unit` runs only the first part; `npm test -- --e2e` only the browser tests; `npm test -- --ops` only
 * the operations tests (both build first when the build is stale).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { buildIfStale, root } from './build-if-stale.mjs'
import { chromiumPath } from './chromium.mjs'

const args = process.argv.slice(2)
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : args.includes('--ops') ? 'ops' : 'all'
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const run = (cmd, cmdArgs, env = {}) => {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (only === 'all' || only === 'unit') run(bin('vitest'), ['run'])

if (only === 'all' || only === 'ops') {
  buildIfStale()
  run(bin('vitest'), ['run', '--config', 'vitest.ops.config.ts'])
  run(bin('vitest'), ['run', '--config', 'vitest.ops-timing.config.ts'])
}

if (only === 'all' || only === 'e2e') {
  const chromium = chromiumPath()
  if (!existsSync(chromium)) {
    const install = 'apt-get update && apt-get install -y chromium-headless-shell'
    console.error(`Chromium not found at ${chromium}. Install it with: ${install}`)
    process.exit(1)
  }
  buildIfStale()
  run(bin('playwright'), ['test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' })
}
