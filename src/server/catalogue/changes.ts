import 'server-only'

import { getDb, type Db, type Tx } from '@/server/db/client'
import { bumpCatalogueRevision } from './revision'
import { invalidateCatalogueCache } from './snapshot'

export { bumpCatalogueRevision } from './revision'

/**
 * Every catalogue write (editor saves, panel import, seed) makes the change visible at once on the public pages, the
 * API, the sitemap and the documents, on this instance and on every other instance sharing the PostgreSQL database
 * (docs/decisions/019-catalogue-changes-across-instances.md). Two ways to do it:
 *
 * 1. Preferred: `writeCatalogue(async (tx) => { …writes… })`. One transaction that also bumps the revision (the other
 *    instances' NOTIFY goes out only if it commits), then this instance drops its snapshot after the commit.
 * 2. A write that manages its own transaction: call `bumpCatalogueRevision(tx)` inside it and `catalogueChanged()`
 *    after the commit. `catalogueChanged()` alone (no bump inside) still works: it bumps in its own statement, at
 *    the cost of a window between the commit and the bump in which another instance can still serve the old data.
 */
export async function writeCatalogue<T>(write: (tx: Tx) => Promise<T>, db?: Db): Promise<T> {
  const target = db ?? (await getDb())
  const result = await target.transaction(async (tx) => {
    const value = await write(tx)
    await bumpCatalogueRevision(tx)
    return value
  })
  // After the commit, never before: a reload started before it would read, and keep, the old rows.
  invalidateCatalogueCache()
  return result
}

/**
 * After a committed catalogue write: this instance reloads now, and (when `options.bumped` is not set) the revision
 * is bumped so the other instances do too.
 */
export async function catalogueChanged(options: { bumped?: boolean; db?: Db } = {}): Promise<void> {
  if (!options.bumped) await bumpCatalogueRevision(options.db ?? (await getDb()))
  invalidateCatalogueCache()
}
