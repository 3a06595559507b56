import 'server-only'

/**
 * The catalogue's revision: a counter in the one-row `catalogue_revision` table, bumped in the same transaction as
 * every catalogue write. On PostgreSQL the bump also sends NOTIFY on `catalogue_changed` (delivered at commit, and
 * only if the transaction commits), which every app instance LISTENs to (./changes.ts). The import CLI bumps it too
 * (under `tsx --conditions=react-server`, where `server-only` is empty), so a CLI import against PostgreSQL reaches
 * the running instances at once.
 */
import { sql } from 'drizzle-orm'

import type { DbOrTx } from '@/server/db/client'

export const CATALOGUE_CHANNEL = 'catalogue_changed'

/** Call inside the transaction that writes the catalogue. Returns the new revision. */
export async function bumpCatalogueRevision(tx: DbOrTx): Promise<number> {
  // An upsert, so a database migrated without the row (or emptied by hand) still counts from 1.
  const result = await tx.execute<{ revision: number }>(sql`
    with bumped as (
      insert into catalogue_revision (id, revision, changed_at) values (1, 1, now())
      on conflict (id) do update set revision = catalogue_revision.revision + 1, changed_at = now()
      returning revision
    )
    select revision, pg_notify(${CATALOGUE_CHANNEL}, revision::text) from bumped`)
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
