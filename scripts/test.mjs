#!/usr/bin/env node
/**
 * npm test: every test. Unit and integration tests (vitest, real PGlite per file, or PostgreSQL when DATABASE_URL
 * is set), then the browser tests (Playwright + Debian Chromium) against the production build.
 * `npm test -- --unit` runs only the first part; `npm test -- --e2e` only the second.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { buildIfStale, root } from './build-if-stale.mjs'

const args = process.argv.slice(2)
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all'
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const run = (cmd, cmdArgs, env = {}) => {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (only !== 'e2e') run(bin('vitest'), ['run'])

if (only !== 'unit') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`)
    process.exit(1)
  }
  buildIfStale()
  run(bin('playwright'), ['test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' })
}
