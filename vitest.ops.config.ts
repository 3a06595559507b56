import { defineConfig } from 'vitest/config'

import base from './vitest.config'

/**
 * The operations tests (tests/ops: database outages, restarts, kill -9, binding) start the production server as an
 * operator would, so they need `next build` first: `npm test` runs them after the build (scripts/test.mjs), one file at
 * a time (each starts servers and databases of its own on a machine with two cores).
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ['tests/ops/**/*.test.ts'],
    exclude: ['node_modules/**'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
})
