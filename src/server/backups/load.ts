import 'server-only'

import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'

import { applyMigrations, schemaLevel, type SqlConn } from '@/server/db/migrate'
import { REVISION_CHANNEL, REVISION_TOPICS } from '@/server/revision/revision'
import { readEntry, type OpenedBackup } from './archive'
import { NOT_DUMPED, publicSequences, publicTables, quoteIdent } from './dump'
import { BackupError } from './format'

const gunzipAsync = promisify(gunzip)

/** Rows per INSERT … SELECT FROM json_populate_recordset, or fewer when they are large. */
const BATCH_ROWS = 500
const BATCH_BYTES = 2 * 2 ** 20

interface ForeignKey {
  child: string
  parent: string
  columns: string[]
}

export interface LoadResult {
  rows: Record<string, number>
  /** Migrations applied after the rows (the backup was made by an older version). */
  migrated: string[]
}

/**
 * Replaces the database's content with the backup's, inside the caller's transaction, so that an interruption at any
 * point leaves the database as it was (docs/decisions/070-backup-format.md, "Restore"):
 * the target's tables are dropped, the schema is built by the migrations up to the backup's, the rows are loaded
 * (parents before children; a table's references to itself, or a cycle's, filled in afterwards), sequences set,
 * counts checked against the manifest, and then the migrations since the backup applied. The target's own backup
 * history is kept, and the catalogue's revision only ever moves forward, so running instances reload.
 */
export async function loadDatabase(conn: SqlConn, backup: OpenedBackup): Promise<LoadResult> {
  const { manifest } = backup
  const tablesBefore = await publicTables(conn)
  const keptHistory = tablesBefore.includes('backups')
    ? (await conn.query<{ rows: string }>(`select coalesce(json_agg(b), '[]')::text as rows from backups b`))[0]!.rows
    : null
  const revisionsBefore = await revisionsOf(conn, tablesBefore)

  if (tablesBefore.length)
    await conn.query(`drop table if exists ${tablesBefore.map((t) => `public.${quoteIdent(t)}`).join(', ')} cascade`)
  for (const seq of await publicSequences(conn)) await conn.query(`drop sequence public.${quoteIdent(seq.name)}`)
  await conn.query('drop schema if exists drizzle cascade')

  if (manifest.database.migration) await applyMigrations(conn, { upTo: manifest.database.migration.when })
  const level = await schemaLevel(conn)
  if ((level?.when ?? null) !== (manifest.database.migration?.when ?? null))
    throw new BackupError('The schema could not be rebuilt at the backup’s migration; nothing was restored.')

  const tables = await publicTables(conn)
  if (tables.length) await conn.query(`truncate ${tables.map((t) => `public.${quoteIdent(t)}`).join(', ')} cascade`)
  const missing = manifest.database.tables.filter((t) => !tables.includes(t.name))
  if (missing.length)
    throw new BackupError(
      `The backup has tables its migration does not create: ${missing.map((t) => t.name).join(', ')}.`,
    )

  const { order, deferred } = loadOrder(
    manifest.database.tables.map((t) => t.name),
    await foreignKeys(conn),
  )
  const rows: Record<string, number> = {}
  for (const name of order) {
    const table = manifest.database.tables.find((t) => t.name === name)!
    rows[name] = await loadTable(conn, backup, name, table.parts, deferred.get(name))
  }
  for (const [name, fks] of deferred) await fillDeferred(conn, backup, name, manifest.database.tables, fks)

  for (const seq of manifest.database.sequences)
    await conn.query(`select setval('public.${quoteIdent(seq.name).replace(/'/g, "''")}', $1::bigint, $2)`, [
      seq.lastValue,
      seq.isCalled,
    ])
  for (const table of manifest.database.tables) {
    const [{ n }] = (await conn.query<{ n: string }>(
      `select count(*)::text as n from public.${quoteIdent(table.name)}`,
    )) as [{ n: string }]
    if (Number(n) !== table.rows)
      throw new BackupError(
        `Restored ${n} rows of ${table.name} where the backup lists ${table.rows}; nothing was kept.`,
      )
  }

  const migrated = (await applyMigrations(conn)).map((m) => m.tag)

  const tablesAfter = await publicTables(conn)
  if (keptHistory && tablesAfter.includes('backups')) {
    await conn.query(`insert into backups select * from json_populate_recordset(null::backups, $1::json)`, [
      keptHistory,
    ])
    await conn.query(
      `select setval(pg_get_serial_sequence('backups', 'id'), coalesce((select max(id) from backups), 0) + 1, false)`,
    )
  }
  // Each topic's revision is what every instance compares to decide to reload (src/server/revision/): moved past both
  // the backup's and the replaced one's, and announced (NOTIFY reaches PostgreSQL's listeners).
  if (revisionsBefore && tablesAfter.includes('site_revisions')) {
    for (const topic of REVISION_TOPICS) {
      const before = revisionsBefore.get(topic) ?? revisionsBefore.get('*') ?? 0
      const [row] = await conn.query<{ revision: number }>(
        `insert into site_revisions (topic, revision, changed_at) values ($1, $2::int + 1, now())
         on conflict (topic) do update set revision = greatest(site_revisions.revision, $2::int) + 1, changed_at = now()
         returning revision`,
        [topic, before],
      )
      await conn.query(`select pg_notify($1, $2)`, [REVISION_CHANNEL, `${topic} ${row!.revision}`])
    }
  }
  return { rows, migrated }
}

/**
 * The replaced database's revisions by topic: from site_revisions, or from the catalogue_revision of a database older
 * than it (every topic then moves past its one counter, '*'); null when it had none to move past (a new database:
 * no instance can hold a copy of a site never written).
 */
async function revisionsOf(conn: SqlConn, tables: string[]): Promise<Map<string, number> | null> {
  if (tables.includes('site_revisions')) {
    const rows = await conn.query<{ topic: string; revision: number }>('select topic, revision from site_revisions')
    return rows.some((r) => Number(r.revision) > 0) ? new Map(rows.map((r) => [r.topic, Number(r.revision)])) : null
  }
  if (tables.includes('catalogue_revision')) {
    const [row] = await conn.query<{ revision: number }>('select revision from catalogue_revision where id = 1')
    return row ? new Map([['*', Number(row.revision)]]) : null
  }
  return null
}

async function foreignKeys(conn: SqlConn): Promise<ForeignKey[]> {
  const rows = await conn.query<{ child: string; parent: string; columns: string }>(
    `select c.relname as child, p.relname as parent,
       (select string_agg(a.attname, ',' order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns
     from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class p on p.oid = con.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where con.contype = 'f' and n.nspname = 'public'`,
  )
  return rows.map((r) => ({ child: r.child, parent: r.parent, columns: r.columns.split(',') }))
}

/**
 * Parents before children (Kahn's order). References that cannot be satisfied by any order (a table's to itself, a
 * cycle) are loaded as null and filled in once every row is in.
 */
export function loadOrder(
  tables: string[],
  fks: ForeignKey[],
): { order: string[]; deferred: Map<string, ForeignKey[]> } {
  const deferred = new Map<string, ForeignKey[]>()
  const defer = (fk: ForeignKey) => deferred.set(fk.child, [...(deferred.get(fk.child) ?? []), fk])
  let edges = fks.filter((fk) => tables.includes(fk.child) && tables.includes(fk.parent))
  for (const fk of edges.filter((e) => e.child === e.parent)) defer(fk)
  edges = edges.filter((e) => e.child !== e.parent)
  const order: string[] = []
  const left = new Set(tables)
  while (left.size) {
    const ready = [...left].filter((t) => !edges.some((e) => e.child === t && left.has(e.parent)))
    if (ready.length === 0) {
      // A cycle among the tables left: defer every reference among them.
      for (const e of edges.filter((x) => left.has(x.child) && left.has(x.parent))) defer(e)
      edges = edges.filter((x) => !(left.has(x.child) && left.has(x.parent)))
      continue
    }
    for (const t of ready.sort()) {
      order.push(t)
      left.delete(t)
    }
  }
  return { order, deferred }
}

async function* partLines(backup: OpenedBackup, parts: string[]): AsyncGenerator<string> {
  for (const part of parts) {
    const text = (await gunzipAsync(await readEntry(backup, part))).toString('utf8')
    for (const line of text.split('\n')) if (line) yield line
  }
}

async function loadTable(
  conn: SqlConn,
  backup: OpenedBackup,
  name: string,
  parts: string[],
  deferred: ForeignKey[] | undefined,
): Promise<number> {
  const nulled = deferred?.flatMap((fk) => fk.columns) ?? []
  const table = `public.${quoteIdent(name)}`
  const insert = `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`
  let batch: string[] = []
  let bytes = 0
  let count = 0
  const flush = async () => {
    if (!batch.length) return
    await conn.query(insert, [`[${batch.join(',')}]`])
    count += batch.length
    batch = []
    bytes = 0
  }
  for await (let line of partLines(backup, parts)) {
    if (nulled.length) {
      const row = JSON.parse(line) as Record<string, unknown>
      for (const column of nulled) row[column] = null
      line = JSON.stringify(row)
    }
    batch.push(line)
    bytes += line.length
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush()
  }
  await flush()
  return count
}

/** The references loaded as null, set from the backup's rows now that every row they point to exists. */
async function fillDeferred(
  conn: SqlConn,
  backup: OpenedBackup,
  name: string,
  tables: OpenedBackup['manifest']['database']['tables'],
  fks: ForeignKey[],
): Promise<void> {
  const keys = (
    await conn.query<{ columns: string }>(
      `select string_agg(a.attname, ',') as columns from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = 'public.${quoteIdent(name).replace(/'/g, "''")}'::regclass and i.indisprimary`,
    )
  )[0]?.columns?.split(',')
  if (!keys?.length) throw new BackupError(`${name} refers to itself but has no primary key to restore it by.`)
  const columns = fks.flatMap((fk) => fk.columns)
  const table = tables.find((t) => t.name === name)!
  const q = (c: string) => quoteIdent(c)
  const update =
    `update public.${q(name)} t set ${columns.map((c) => `${q(c)} = v.${q(c)}`).join(', ')} ` +
    `from json_populate_recordset(null::public.${q(name)}, $1::json) v ` +
    `where ${keys.map((k) => `t.${q(k)} = v.${q(k)}`).join(' and ')}`
  let batch: string[] = []
  for await (const line of partLines(backup, table.parts)) {
    const row = JSON.parse(line) as Record<string, unknown>
    if (columns.every((c) => row[c] === null)) continue
    batch.push(JSON.stringify(Object.fromEntries([...keys, ...columns].map((c) => [c, row[c]]))))
    if (batch.length >= BATCH_ROWS) {
      await conn.query(update, [`[${batch.join(',')}]`])
      batch = []
    }
  }
  if (batch.length) await conn.query(update, [`[${batch.join(',')}]`])
}

/** Whether a database holds anything a restore would replace (the rows its migrations make alone do not count). */
export async function databaseHolds(conn: SqlConn): Promise<{ rows: number; tables: Record<string, number> }> {
  const tables: Record<string, number> = {}
  let rows = 0
  for (const name of await publicTables(conn)) {
    if (NOT_DUMPED.has(name) || MIGRATION_ROWS.has(name)) continue
    const [row] = await conn.query<{ n: string }>(`select count(*)::text as n from public.${quoteIdent(name)}`)
    const n = Number(row!.n)
    if (n) tables[name] = n
    rows += n
  }
  return { rows, tables }
}

/** Tables whose only rows the migrations themselves insert (drizzle/0010, 0014, 0016). */
const MIGRATION_ROWS = new Set(['lead_settings', 'site_revisions', 'site_identity'])
