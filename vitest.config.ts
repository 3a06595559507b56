import os from 'node:os'
import path from 'node:path'

import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside React's server environment; tests run server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    // Against the production build: vitest.ops.config.ts, run by `npm test` after the build.
    exclude: [...configDefaults.exclude, 'tests/ops/**'],
    environment: 'node',
    // Each test file runs in its own process with its own fresh database (PGlite's one-process rule).
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, where a file spends
    // much of its time waiting (child processes, databases, timers). Two at once there: 409 -> 312 s for the suite,
    // 276 -> 160 s for the PostgreSQL leg (docs/decisions/060-ci-time.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // One migrated database dumped per run; each file's fresh database loads it (tests/support/pglite-template.ts).
    globalSetup: ['tests/support/pglite-template.ts'],
    // PGlite's WebAssembly only through V8's baseline compiler, compiled as called: a test file's fresh database is
    // short-lived, and the optimising compiler's background work on the whole module cost more CPU than its faster
    // code saved. The suite: 296 -> 227-235 s, 569 -> 430-446 s of CPU (docs/decisions/060-ci-time.md). The servers
    // and command-line tools the tests start run as deployed, without it.
    execArgv: ['--liftoff-only', '--wasm-lazy-compilation'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
