import { defineConfig } from 'vitest/config'

import base from './vitest.config'

/**
 * The operations tests (tests/ops: database outages, restarts, kill -9, binding) start the production server as an
 * operator would, so they need `next build` first: `npm test` runs them after the build (scripts/test.mjs). Two files
 * at a time: most of a file's time is a server starting or a database being made, waiting more than computing
 * (docs/decisions/060-ci-time.md). The files that measure the machine's answers (health within 100 ms under a flood,
 * the resident set under load, answers during an outage, a supervised start) run on their own afterwards,
 * one at a time (vitest.ops-timing.config.ts).
 */
export const TIMING_FILES = [
  'tests/ops/limits.test.ts',
  'tests/ops/memory.test.ts',
  'tests/ops/database-down.test.ts',
  'tests/ops/supervisor.test.ts',
]

export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ['tests/ops/**/*.test.ts'],
    exclude: ['node_modules/**', ...TIMING_FILES],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
})
