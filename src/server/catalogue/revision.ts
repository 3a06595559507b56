import 'server-only'

/**
 * The catalogue's revision: a counter in the one-row `catalogue_revision` table, bumped in the same transaction as
 * every catalogue write. On PostgreSQL the bump also sends NOTIFY on `catalogue_changed` (delivered at commit, and
 * only if the transaction commits), which every app instance LISTENs to (./changes.ts). The import CLI bumps it too
 * (under `tsx --conditions=react-server`, where `server-only` is empty), so a CLI import against PostgreSQL reaches
 * the running instances at once.
 */
import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'

import type { DbOrTx } from '@/server/db/client'

export const CATALOGUE_CHANNEL = 'catalogue_changed'

/** This process, in the notifications it sends: its own come back to it, and it has already applied them. */
// On globalThis: Next may load this module in more than one bundle of the same process.
const g = globalThis as unknown as { __catalogueInstance?: string }
export const INSTANCE_ID = (g.__catalogueInstance ??= randomBytes(6).toString('hex'))

/** Writes naming more products than this reload the snapshots instead (an import, a bulk change). */
export const MAX_PATCHED_PRODUCTS = 100

/** What a write changed, when it knows: these products only (the rest of the catalogue is as it was). */
export interface CatalogueChange {
  products?: readonly number[]
  /** The site's content entries (news, events, pages, offices), and nothing of the catalogue itself. */
  content?: boolean
}

/**
 * A notification's payload, read by ./snapshot.ts: `revision`, `revision instance`, or `revision instance products`
 * with the products as `id,id,…` (`-` for none) and then ` content` when the site's content changed.
 */
export interface CatalogueNotice {
  revision: number
  instance?: string
  products?: number[]
  content?: boolean
}

export function parseNotice(payload: string): CatalogueNotice | undefined {
  const [revision, instance, list, kind] = payload.split(' ')
  const n = Number(revision)
  if (!Number.isSafeInteger(n)) return undefined
  const products = list === '-' ? [] : list ? list.split(',').map(Number) : undefined
  if (products?.some((id) => !Number.isSafeInteger(id))) return { revision: n, instance }
  return { revision: n, instance, ...(products ? { products } : {}), ...(kind === 'content' ? { content: true } : {}) }
}

/**
 * Call inside the transaction that writes the catalogue. Returns the new revision. The notification names this
 * process and, when `change` lists them, the products written, so the other instances can patch their snapshot.
 */
export async function bumpCatalogueRevision(tx: DbOrTx, change: CatalogueChange = {}): Promise<number> {
  const named = change.products
    ? change.products.length <= MAX_PATCHED_PRODUCTS
      ? change.products
      : undefined
    : change.content
      ? []
      : undefined
  // "-": no product (a content write, or a save refused inside its transaction: it still moved the revision).
  const tail = ` ${INSTANCE_ID}${named ? ` ${named.join(',') || '-'}${change.content ? ' content' : ''}` : ''}`
  // An upsert, so a database migrated without the row (or emptied by hand) still counts from 1.
  const result = await tx.execute<{ revision: number }>(sql`
    with bumped as (
      insert into catalogue_revision (id, revision, changed_at) values (1, 1, now())
      on conflict (id) do update set revision = catalogue_revision.revision + 1, changed_at = now()
      returning revision
    )
    select revision, pg_notify(${CATALOGUE_CHANNEL}, revision::text || ${tail}::text) from bumped`)
  return Number(rowsOf<{ revision: number }>(result)[0]?.revision ?? 0)
}

/** The committed revision (0 before the first write). One primary-key read. */
export async function readCatalogueRevision(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ revision: number }>(sql`select revision from catalogue_revision where id = 1`)
  return Number(rowsOf<{ revision: number }>(result)[0]?.revision ?? 0)
}

// node-postgres returns a QueryResult ({ rows }), PGlite's driver too; typed loosely by drizzle's PgDatabase.
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? [])
}
