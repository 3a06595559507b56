import 'server-only'

import { getDb, type Db, type Tx } from '@/server/db/client'
import { writeRevised } from '@/server/revision/write'
import { bumpCatalogueRevision, changeDetail, type CatalogueChange } from './revision'
import { applyCatalogueChange, invalidateCatalogueCache } from './snapshot'

export { bumpCatalogueRevision } from './revision'

/**
 * Every catalogue write (editor saves, panel import, seed) makes the change visible at once on the public pages, the
 * API, the sitemap and the documents, on this instance and on every other instance sharing the PostgreSQL database
 * (docs/decisions/019-catalogue-changes-across-instances.md). Two ways to do it:
 *
 * 1. Preferred: `writeCatalogue(async (tx) => { …writes… })`. One transaction that also bumps the revision (the other
 *    instances' NOTIFY goes out only if it commits), then this instance patches or drops its snapshot after the
 *    commit (src/server/revision/write.ts).
 * 2. A write that manages its own transaction: call `bumpCatalogueRevision(tx)` inside it and `catalogueChanged()`
 *    after the commit. `catalogueChanged()` alone (no bump inside) still works: it bumps in its own statement, at
 *    the cost of a window between the commit and the bump in which another instance can still serve the old data.
 */
export async function writeCatalogue<T>(write: (tx: Tx) => Promise<T>, options: Db | WriteOptions<T> = {}): Promise<T> {
  const { db, change } = 'transaction' in options ? { db: options, change: undefined } : options
  let changed: CatalogueChange = {}
  return writeRevised('catalogue', write, {
    db,
    detail: (value) => changeDetail((changed = change?.(value) ?? {})),
    applied: (revision) => applyCatalogueChange(revision, changed),
  })
}

export interface WriteOptions<T> {
  db?: Db
  /**
   * What the write changed, from its result: a write that names the few products it changed lets every instance
   * patch its snapshot instead of reloading it (./patch.ts). Without it, the whole catalogue is reloaded.
   */
  change?: (value: T) => CatalogueChange
}

/**
 * After a committed catalogue write: this instance reloads now, and (when `options.bumped` is not set) the revision
 * is bumped so the other instances do too; with `change` naming the products written, instances patch instead.
 */
export async function catalogueChanged(
  options: { bumped?: boolean; db?: Db; change?: CatalogueChange } = {},
): Promise<void> {
  if (options.bumped) return invalidateCatalogueCache()
  const revision = await bumpCatalogueRevision(options.db ?? (await getDb()), options.change)
  await applyCatalogueChange(revision, options.change)
}
