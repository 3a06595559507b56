import 'server-only'

import type { Db, Tx } from '@/server/db/client'
import { writeRevised } from '@/server/revision/write'
import { invalidateLibrary } from './snapshot'

/**
 * Every write of the support library goes through here: one transaction that also bumps the 'library' revision
 * (every other instance hears of it at commit), then this instance drops its copy, so the change shows at once on
 * every page (src/server/revision/write.ts).
 */
export function writeLibrary<T>(write: (tx: Tx) => Promise<T>, db?: Db): Promise<T> {
  return writeRevised('library', write, { db, applied: async () => invalidateLibrary() })
}
