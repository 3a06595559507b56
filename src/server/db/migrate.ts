import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { readMigrationFiles } from 'drizzle-orm/migrator'

export const MIGRATIONS_FOLDER = path.join(/* turbopackIgnore: true */ process.cwd(), 'drizzle')

/** One statement at a time on one connection: a PGlite transaction, or a PostgreSQL client inside BEGIN. */
export interface SqlConn {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>
}

/** A checked-in migration (drizzle/NNNN_tag.sql), as drizzle-kit wrote it. */
export interface Migration {
  tag: string
  /** The journal's `when`: what drizzle.__drizzle_migrations.created_at records, and the order. */
  when: number
  hash: string
  statements: string[]
}

/** Where a database stands: the last migration applied (null: none, an empty database). */
export interface SchemaLevel {
  when: number
  /** The migration's tag when this code knows it; null for a migration newer than this code. */
  tag: string | null
}

/**
 * A migration's SQL failed. The database is as it was before (all pending migrations run in one transaction), and
 * starting again cannot help: the server exits and its supervisor does not restart it
 * (docs/decisions/070-backup-format.md, "Upgrades").
 */
export class MigrationFailedError extends Error {
  constructor(
    public readonly tag: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(`Migration ${tag} failed: ${reason}. Nothing of it was applied; the database is as it was.`, { cause })
    this.name = 'MigrationFailedError'
  }
}

let cached: { folder: string; migrations: Migration[] } | undefined

/** The checked-in migrations in order, read with drizzle's own reader (the same hashes drizzle-kit expects). */
export function migrationFiles(folder: string = MIGRATIONS_FOLDER): Migration[] {
  if (cached?.folder === folder) return cached.migrations
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[]
  }
  const files = readMigrationFiles({ migrationsFolder: folder })
  const migrations = files.map((m, i) => ({
    tag: journal.entries[i]!.tag,
    when: m.folderMillis,
    hash: m.hash,
    statements: m.sql,
  }))
  cached = { folder, migrations }
  return migrations
}

/** The newest migration this code has. */
export function latestMigration(): Migration {
  return migrationFiles().at(-1)!
}

/** The level a database is at, read from drizzle's own bookkeeping table; null when it has none (empty). */
export async function schemaLevel(conn: SqlConn): Promise<SchemaLevel | null> {
  const [exists] = await conn.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!exists?.present) return null
  const [last] = await conn.query<{ when: string }>(
    'select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  )
  if (!last) return null
  const when = Number(last.when)
  return { when, tag: migrationFiles().find((m) => m.when === when)?.tag ?? null }
}

/** The migrations a database at `level` still needs, up to `upTo` (a journal `when`; default: all). */
export function pendingMigrations(level: SchemaLevel | null, upTo = Infinity): Migration[] {
  return migrationFiles().filter((m) => (level === null || m.when > level.when) && m.when <= upTo)
}

/**
 * Applies the pending migrations on `conn`, inside the caller's transaction, recording each in
 * drizzle.__drizzle_migrations exactly as drizzle's migrator does (same table, hash and created_at), so databases
 * migrated either way agree. Ours rather than drizzle's so that a restore can migrate inside its own single
 * transaction, and so that a failure names the migration (docs/decisions/070-backup-format.md).
 */
export async function applyMigrations(conn: SqlConn, options: { upTo?: number } = {}): Promise<Migration[]> {
  await conn.query('CREATE SCHEMA IF NOT EXISTS "drizzle"')
  await conn.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, ' +
      'created_at bigint)',
  )
  const pending = pendingMigrations(await schemaLevel(conn), options.upTo)
  for (const migration of pending) {
    try {
      for (const statement of migration.statements) if (statement.trim()) await conn.query(statement)
    } catch (err) {
      throw isSqlError(err) ? new MigrationFailedError(migration.tag, err) : err
    }
    await conn.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.when,
    ])
  }
  return pending
}

/**
 * An error the database answered with about the SQL itself, as opposed to a lost connection or a server that is
 * shutting down or out of resources (SQLSTATE classes 08, 53, 57, 58), which a later attempt may not meet.
 */
function isSqlError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|53|57|58)/.test(code)
}

/** The advisory lock that serialises migrators (and the backup taken before them) across PostgreSQL instances. */
export const MIGRATION_LOCK = 7305114
