import { defineConfig } from '@playwright/test'

import base from '../../playwright.config'

/**
 * The screenshots of docs/sales.md (npm run docs:screenshots, scripts/docs-screenshots.mjs): one spec that starts the
 * production build on a data directory of its own, plays a day of the sales team and photographs the screens. Kept
 * out of the browser tests (tests/e2e): it writes into docs/screenshots/ and proves nothing the specs do not.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  tsconfig: '../e2e/tsconfig.json',
  testMatch: 'screenshots.spec.ts',
  fullyParallel: false,
  workers: 1,
  // The spec starts its own server (with a mail server for the quotation links); none from the base config.
  webServer: undefined,
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 800 } } }],
})
