import 'server-only'

import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { getEnv } from '@/env'
import { logger } from '@/server/log/log'
import * as schema from './schema'
import { acquireDataDirLock, releaseDataDirLock } from './lock'
import {
  listenPostgres,
  postgresTransaction,
  type Listener,
  type ListenCallbacks,
  type RawTransactionOptions,
} from './postgres'

export type { Listener, ListenCallbacks, RawTransactionOptions }
import {
  applyMigrations,
  MIGRATION_LOCK,
  pendingMigrations,
  schemaLevel,
  type Migration,
  type SchemaLevel,
  type SqlConn,
} from './migrate'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction of `Db` (what `db.transaction(async (tx) => …)` hands over). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Either: functions that write inside a caller's transaction accept both. */
export type DbOrTx = Db | Tx

export interface DbHandle {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs a plain SQL statement (used by health checks and tests). */
  ping(): Promise<void>
  close(): Promise<void>
  /**
   * PostgreSQL only: LISTEN on `channel` over a dedicated connection (not the pool's: a pooled client would be handed
   * to queries), reconnecting with backoff when it drops. Closed with the handle.
   */
  listen?(channel: string, callbacks: ListenCallbacks): Listener
  /**
   * Runs `work` in one transaction on a connection of its own, with plain SQL: for work on whole tables in one
   * snapshot (backups and restores, src/server/backups). PostgreSQL: a dedicated client, whose statements may take
   * `timeoutMs` (the pool's are bounded for page requests). PGlite: its single session; other queries wait meanwhile.
   * The transaction commits when `work` resolves and rolls back when it throws.
   */
  transaction<T>(options: RawTransactionOptions, work: (conn: SqlConn) => Promise<T>): Promise<T>
}

/**
 * Called before migrations are applied to a database that already has a schema (never for an empty one), with the
 * migrations about to run: start-up takes a backup here (src/server/runtime/boot.ts). On PostgreSQL it runs while this
 * process holds the migration lock, so of several instances starting at once only the first backs up and migrates.
 */
export type BeforeMigrate = (handle: DbHandle, pending: Migration[], level: SchemaLevel) => Promise<void>

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string
  /** PGlite data directory, or "memory://" for an in-memory database (tests). */
  pgliteDir?: string
  connectTimeoutMs?: number
  statementTimeoutMs?: number
  /** Take the data-directory lock (the server and the CLI do; tests on memory:// don't need to). */
  lock?: boolean
  migrate?: boolean
  /**
   * An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster: the tests' migrated
   * template, which loads in a third of the time initdb and the migrations take (tests/support/pglite-template.ts).
   */
  pgliteTemplate?: Blob
  beforeMigrate?: BeforeMigrate
}

/**
 * The embedded database's directory could not be opened (not a directory, not writable, not a PGlite database).
 * PGlite's own errors do not say which directory: this one does, for the log and the health check.
 */
export class PgliteOpenError extends Error {
  constructor(
    public readonly dir: string,
    cause: unknown,
  ) {
    super(
      `The embedded database in ${path.resolve(/* turbopackIgnore: true */ dir)} could not be opened ` +
        `(${describeOpenFailure(cause)}). Check that it is a directory this user can write, holding a database of ` +
        'this site (or absent, to start empty).',
      { cause },
    )
    this.name = 'PgliteOpenError'
  }
}

// PGlite's file-system errors carry only a WASI errno, no message.
const WASI_ERRNO: Record<number, string> = {
  2: 'permission denied',
  20: 'already exists',
  31: 'is a directory',
  44: 'no such file or directory',
  51: 'no space left on device',
  54: 'not a directory',
  63: 'operation not permitted',
  69: 'read-only file system',
}

function describeOpenFailure(cause: unknown): string {
  if (cause && typeof cause === 'object' && 'errno' in cause && typeof cause.errno === 'number' && !('code' in cause))
    return WASI_ERRNO[cause.errno] ?? `file-system error ${cause.errno}`
  if (cause instanceof Error) return cause.message || cause.name
  return String(cause)
}

/**
 * PGlite runs PostgreSQL inside WebAssembly, whose memory grows and is never given back: PostgreSQL's defaults
 * (128 MB shared buffers, 64 MB maintenance memory) are sized for a server with the machine to itself. A catalogue of
 * hundreds of rows needs a fraction (docs/operations.md "Memory").
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=4MB'],
]

/** Opens a database and applies migrations. Callers own the handle; the app uses getDbHandle(). */
export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  let handle: DbHandle
  if (options.databaseUrl) {
    const statementTimeout = options.statementTimeoutMs ?? 10_000
    // pg's defaults wait forever when the database is down (docs/design.md, platform facts): bound connecting and every
    // statement.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 1_000,
      idleTimeoutMillis: 30_000,
      max: 10,
    })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (err) => logger('db').error({ error: err.message }, 'idle PostgreSQL client error'))
    const listeners = new Set<Listener>()
    const connectionString = options.databaseUrl
    handle = {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1')
      },
      close: async () => {
        await Promise.all([...listeners].map((l) => l.stop()))
        await pool.end()
      },
      listen(channel, callbacks) {
        const listener = listenPostgres(connectionString, channel, callbacks, options.connectTimeoutMs ?? 5_000)
        listeners.add(listener)
        return {
          stop: async () => {
            listeners.delete(listener)
            await listener.stop()
          },
        }
      },
      transaction: (raw, work) => postgresTransaction(connectionString, options.connectTimeoutMs ?? 5_000, raw, work),
    }
    if (options.migrate !== false) {
      try {
        await migratePostgres(pool, handle, options.beforeMigrate)
      } catch (err) {
        await pool.end()
        throw err
      }
    }
  } else {
    const dir = options.pgliteDir ?? 'memory://'
    const inMemory = dir.startsWith('memory://')
    let lockPath: string | undefined
    if (!inMemory) {
      try {
        // PGlite does not create parent directories (docs/design.md, platform facts).
        mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ dir)), { recursive: true })
      } catch (err) {
        throw new PgliteOpenError(dir, err)
      }
      if (options.lock !== false) lockPath = acquireDataDirLock(dir)
    }
    let client: PGlite
    try {
      client = await PGlite.create(inMemory ? undefined : dir, {
        startParams: PGLITE_START_PARAMS,
        ...(inMemory && options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
      })
    } catch (err) {
      if (lockPath) releaseDataDirLock(lockPath)
      throw inMemory ? err : new PgliteOpenError(dir, err)
    }
    const db = drizzlePglite({ client, schema })
    handle = {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1')
      },
      close: async () => {
        await client.close()
        if (lockPath) releaseDataDirLock(lockPath)
      },
      transaction: (raw, work) =>
        client.transaction(async (tx) => {
          if (raw.repeatableRead || raw.readOnly)
            await tx.query(
              `SET TRANSACTION${raw.repeatableRead ? ' ISOLATION LEVEL REPEATABLE READ' : ''}` +
                `${raw.readOnly ? ' READ ONLY' : ''}`,
            )
          return work({ query: async (text, params) => (await tx.query(text, params)).rows as never })
        }),
    }
    if (options.migrate !== false) {
      try {
        await migrateHandle(handle, options.beforeMigrate)
      } catch (err) {
        await client.close()
        if (lockPath) releaseDataDirLock(lockPath)
        throw err
      }
    }
  }
  return handle
}

/** The pending migrations in one transaction, after `beforeMigrate` when the database already has a schema. */
async function migrateHandle(handle: DbHandle, beforeMigrate?: BeforeMigrate): Promise<void> {
  const level = await handle.transaction({}, schemaLevel)
  const pending = pendingMigrations(level)
  if (pending.length === 0) return
  if (level && beforeMigrate) await beforeMigrate(handle, pending, level)
  await handle.transaction({}, (conn) => applyMigrations(conn))
}

/**
 * Several app instances may start at once against one database: migrators (and the backup before them) are
 * serialised with a session advisory lock held on one pool connection meanwhile.
 */
async function migratePostgres(pool: pg.Pool, handle: DbHandle, beforeMigrate?: BeforeMigrate): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrateHandle(handle, beforeMigrate)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirFor(dataDir: string): string {
  return path.join(/* turbopackIgnore: true */ path.resolve(dataDir), 'db')
}

// One handle per process (docs/design.md, platform fact "One PGlite process"). Kept on globalThis so dev-server module
// reloads and Next's separate module graphs share it.
const g = globalThis as unknown as { __dbHandle?: Promise<DbHandle>; __beforeMigrate?: BeforeMigrate }

/**
 * The database as configured: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. The server opens it once
 * (getDbHandle); the command-line tools and the first start's seed process open their own (scripts/cli.ts,
 * scripts/first-seed.ts).
 */
export function openConfiguredDatabase(
  options: Pick<OpenOptions, 'beforeMigrate' | 'migrate'> = {},
): Promise<DbHandle> {
  const env = getEnv()
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: pgliteDirFor(env.DATA_DIR),
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    beforeMigrate: options.beforeMigrate ?? g.__beforeMigrate,
    ...(options.migrate === false ? { migrate: false } : {}),
  })
}

/** What the process's own opening (getDbHandle) does before migrating: set by start-up before it opens. */
export function setBeforeMigrate(hook: BeforeMigrate | undefined): void {
  g.__beforeMigrate = hook
}

/** The process's database, opened from configuration on first use. */
export function getDbHandle(): Promise<DbHandle> {
  if (!g.__dbHandle) {
    const opening = openConfiguredDatabase()
    // A failed open must not be cached forever: the next request tries again (e.g. PostgreSQL came back).
    opening.catch(() => {
      if (g.__dbHandle === opening) g.__dbHandle = undefined
    })
    g.__dbHandle = opening
  }
  return g.__dbHandle
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db
}

/** Tests install their own fresh database as the process's database. */
export function setDbHandle(handle: DbHandle | undefined): void {
  g.__dbHandle = handle ? Promise.resolve(handle) : undefined
}

export async function closeDb(): Promise<void> {
  const current = g.__dbHandle
  g.__dbHandle = undefined
  if (current) await (await current).close()
}
