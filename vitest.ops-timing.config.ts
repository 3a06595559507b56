import { defineConfig } from 'vitest/config'

import opsConfig, { TIMING_FILES } from './vitest.ops.config'

/**
 * The operations tests that measure the machine's answers (vitest.ops.config.ts says which), one file at a time after
 * the others, with the machine to themselves.
 */
export default defineConfig({
  resolve: opsConfig.resolve,
  test: {
    ...opsConfig.test,
    include: TIMING_FILES,
    exclude: ['node_modules/**'],
    fileParallelism: false,
    maxWorkers: 1,
  },
})
