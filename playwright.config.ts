import { defineConfig, devices } from '@playwright/test'

import { chromiumPath, headlessArgs } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const CHROMIUM = chromiumPath()

/**
 * Browser tests against the production build with a fresh data directory (seeded from the real catalogue), in
 * Debian's Chromium (its headless shell when installed: scripts/chromium.mjs): Playwright's own browser download
 * cannot run here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Specs import a few server modules (password hashing); `server-only` throws outside React's server environment,
  // so it maps to an empty module here, as in vitest.config.ts.
  tsconfig: './tests/e2e/tsconfig.json',
  testMatch: '**/*.spec.ts',
  // A folder for the run's data directory templates, copied for each server a spec starts of its own.
  globalSetup: './tests/support/data-dir-run.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site registers a service worker once a page is idle; once it controls a page, page.route() no longer sees
    // the requests it answers. Specs that test the worker allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // A failed test's trace where someone can open it (a developer's run); CI keeps only what it prints, so there
    // recording every test's trace is work nobody reads: 93 -> 80 s on two specs (docs/decisions/060-ci-time.md).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...headlessArgs(CHROMIUM),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // A headless browser's name, which the owner's figures count as a bot's (docs/decisions/111-figures-bots.md):
        // the specs' pages are not visits, so tests/e2e/owner-figures.spec.ts sees only the visits it makes itself.
        userAgent: devices['Desktop Chrome'].userAgent.replace('Chrome/', 'HeadlessChrome/'),
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
})
