import 'server-only'

import { catalogueFailure } from '@/server/catalogue/snapshot'
import { describeDbError } from '@/server/db/availability'
import type { DbHandle } from '@/server/db/client'

/** The key src/server/runtime/health-core.mjs reads (keep in step). */
export const PROBE_KEY = '__meridianHealthProbe'

/**
 * Lets the health check (src/server/runtime/health-core.mjs, answered by the HTTP server before Next.js) ping this
 * process's database and describe what is served when it does not answer.
 */
export function registerHealthProbe(handle: Pick<DbHandle, 'kind' | 'ping'>): void {
  ;(globalThis as Record<string, unknown>)[PROBE_KEY] = {
    kind: handle.kind,
    ping: () => handle.ping(),
    describe: describeDbError,
    catalogue: () => {
      const failure = catalogueFailure()
      return failure?.servingLoadedAt
        ? `serving the copy loaded at ${new Date(failure.servingLoadedAt).toISOString()}`
        : 'served from memory'
    },
  }
}
