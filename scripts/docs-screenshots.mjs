#!/usr/bin/env node
/**
 * npm run docs:screenshots: the pictures of the sales screens in docs/sales.md, the customer's quotation page and the
 * quotation PDFs, made again from the current code. Builds when the build is stale, then runs the one spec of
 * tests/docs (a server of its own on a fresh data directory; nothing else is touched), which writes WebP files into
 * docs/screenshots/. Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and pdftoppm/pdftotext (poppler-utils).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { buildIfStale, root } from './build-if-stale.mjs'

buildIfStale()
const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'tests/docs/playwright.config.ts'],
  { cwd: root, stdio: 'inherit' },
)
if (run.status !== 0) process.exit(run.status ?? 1)

const dir = path.join(root, 'docs', 'screenshots')
for (const name of readdirSync(dir).sort()) {
  console.log(
    `${String(Math.round(statSync(path.join(dir, name)).size / 1024)).padStart(5)} KiB  docs/screenshots/${name}`,
  )
}
