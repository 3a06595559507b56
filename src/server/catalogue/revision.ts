import 'server-only'

/**
 * The catalogue's revision: the 'catalogue' topic of src/server/revision (a counter bumped in the same transaction as
 * every catalogue write, with a NOTIFY on PostgreSQL). What this file adds is the catalogue's words in the notice:
 * the products a write changed, so the other instances can patch their snapshot instead of reloading it
 * (docs/decisions/055-big-catalogue.md).
 */
import type { DbOrTx } from '@/server/db/client'
import { bumpRevision, readRevision, type RevisionNotice } from '@/server/revision/revision'

/** Writes naming more products than this reload the snapshots instead (an import, a bulk change). */
export const MAX_PATCHED_PRODUCTS = 100

/** What a write changed, when it knows: these products only (the rest of the catalogue is as it was). */
export interface CatalogueChange {
  products?: readonly number[]
}

/** A change's notice detail: the products as `id,id,…` (`-` for none); none at all when they are unknown or many. */
export function changeDetail(change: CatalogueChange = {}): string | undefined {
  if (!change.products || change.products.length > MAX_PATCHED_PRODUCTS) return undefined
  // "-": no product (a save refused inside its transaction: it still moved the revision).
  return change.products.join(',') || '-'
}

/** The products a notice names; undefined when it names none it can be trusted with (the receiver reloads). */
export function changeOf(notice: Pick<RevisionNotice, 'detail'>): CatalogueChange {
  const list = notice.detail
  if (list === undefined) return {}
  const products = list === '-' ? [] : list.split(',').map(Number)
  return products.every((id) => Number.isSafeInteger(id)) ? { products } : {}
}

/**
 * Call inside the transaction that writes the catalogue. Returns the new revision. The notification names this
 * process and, when `change` lists them, the products written, so the other instances can patch their snapshot.
 */
export function bumpCatalogueRevision(tx: DbOrTx, change: CatalogueChange = {}): Promise<number> {
  return bumpRevision(tx, 'catalogue', changeDetail(change))
}

/** The committed revision (0 before the first write). One primary-key read. */
export function readCatalogueRevision(db: DbOrTx): Promise<number> {
  return readRevision(db, 'catalogue')
}
