import 'server-only'

import path from 'node:path'

import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'

export const MIGRATIONS_FOLDER = path.join(/* turbopackIgnore: true */ process.cwd(), 'drizzle')

export async function migratePgliteDb(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
}

/**
 * Applies the checked-in drizzle-kit migrations on PostgreSQL. Several app instances may start at once against one
 * database, so migrators are serialised with a session advisory lock on one dedicated connection.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock(7305114)')
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('select pg_advisory_unlock(7305114)')
    }
  } finally {
    client.release()
  }
}
