import 'server-only'

import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

import type { DbHandle } from '@/server/db/client'
import { schemaLevel, type SqlConn } from '@/server/db/migrate'
import { PART_BYTES, type BackupManifest } from './format'

const gzipAsync = promisify(gzip)

/**
 * Tables a backup leaves out: the history of backups belongs to the machine that took them, and a restore keeps the
 * target's (src/server/backups/load.ts); the figures' salt of the day must be discarded when the day ends, and a
 * backup would keep it (docs/decisions/110-figures-visitor-hash.md).
 */
export const NOT_DUMPED = new Set(['backups', 'figure_salts'])

/** Rows per FETCH: each fetch is one short step, and between steps the event loop answers requests. */
const FETCH_ROWS = 250

export type PartSink = (name: string, data: Buffer) => Promise<void>

export interface DumpResult {
  database: BackupManifest['database']
  siteId: string | null
  /** How long the database's snapshot was held open (PGlite: how long other queries waited at most). */
  heldMs: number
}

/** Tables and sequences of the public schema, by name. */
export async function publicTables(conn: SqlConn): Promise<string[]> {
  const rows = await conn.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  )
  return rows.map((r) => r.name)
}

export async function publicSequences(conn: SqlConn): Promise<{ name: string; table: string | null }[]> {
  return conn.query<{ name: string; table: string | null }>(
    `select s.relname as name, t.relname as "table"
     from pg_class s join pg_namespace n on n.oid = s.relnamespace
     left join pg_depend d on d.objid = s.oid and d.deptype = 'a' and d.classid = 'pg_class'::regclass
     left join pg_class t on t.oid = d.refobjid
     where n.nspname = 'public' and s.relkind = 'S' order by s.relname`,
  )
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Reads every table of the public schema in one REPEATABLE READ, read-only transaction, so the rows are one
 * consistent moment however long the reading takes, while the site goes on writing (on PostgreSQL writers never wait
 * for it; on PGlite they wait until it ends: its one session is this transaction). Rows leave as `row_to_json` text,
 * which both databases read back with `json_populate_recordset` exactly (timestamps with their offset, numerics as
 * written, bytea as hex), in gzipped parts handed to `sink` as they fill.
 */
export async function dumpDatabase(handle: DbHandle, sink: PartSink): Promise<DumpResult> {
  const opened = Date.now()
  // Parts are compressed and written in order behind the reading, not inside it: the snapshot (on PGlite, its one
  // session) is released as soon as the last row is read, and at most MAX_PENDING parts wait in memory meanwhile.
  const writes = new PartQueue(sink)
  let heldMs = 0
  const database = await handle.transaction({ repeatableRead: true, readOnly: true }, async (conn) => {
    const level = await schemaLevel(conn)
    const tables: BackupManifest['database']['tables'] = []
    for (const name of await publicTables(conn)) {
      if (NOT_DUMPED.has(name)) continue
      tables.push({ name, ...(await dumpTable(conn, name, writes)) })
    }
    const sequences: BackupManifest['database']['sequences'] = []
    for (const seq of await publicSequences(conn)) {
      if (seq.table && NOT_DUMPED.has(seq.table)) continue
      const [row] = await conn.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text as last_value, is_called from public.${quoteIdent(seq.name)}`,
      )
      sequences.push({ name: seq.name, lastValue: row!.last_value, isCalled: row!.is_called })
    }
    let siteId: string | null = null
    if (tables.some((t) => t.name === 'site_identity')) {
      const [row] = await conn.query<{ site_id: string }>('select site_id::text as site_id from site_identity')
      siteId = row?.site_id ?? null
    }
    heldMs = Date.now() - opened
    return { kind: handle.kind, migration: level, tables, sequences, siteId }
  })
  await writes.drain()
  const { siteId, ...rest } = database
  return { database: rest, siteId, heldMs }
}

const MAX_PENDING = 3

/** Gzips parts as they come (zlib's thread pool) and hands them to the sink one at a time, in order. */
class PartQueue {
  private chain: Promise<void> = Promise.resolve()
  /** Each part's write, in order; the last `pending` of them have not finished. */
  private readonly writes: Promise<void>[] = []
  private pending = 0
  private failed: unknown
  constructor(private readonly sink: PartSink) {}

  async add(name: string, text: string): Promise<void> {
    if (this.failed) throw this.failed
    const compressed = gzipAsync(Buffer.from(text, 'utf8'))
    compressed.catch(() => undefined) // a failure is met where it is awaited, below
    this.pending++
    this.chain = this.chain.then(async () => {
      try {
        if (!this.failed) await this.sink(name, await compressed)
      } catch (err) {
        this.failed ??= err
      } finally {
        this.pending--
      }
    })
    this.writes.push(this.chain)
    // Bounded: the reading waits for the writing when the disk is slower than the database.
    while (this.pending >= MAX_PENDING) await this.writes[this.writes.length - this.pending]
  }

  async drain(): Promise<void> {
    await this.chain
    if (this.failed) throw this.failed
  }
}

async function dumpTable(conn: SqlConn, name: string, writes: PartQueue): Promise<{ rows: number; parts: string[] }> {
  const parts: string[] = []
  let rows = 0
  let lines: string[] = []
  let bytes = 0
  const flush = async () => {
    if (lines.length === 0 && parts.length > 0) return
    const partName = `database/${name}.${String(parts.length + 1).padStart(4, '0')}.ndjson.gz`
    parts.push(partName)
    const text = lines.join('')
    lines = []
    bytes = 0
    await writes.add(partName, text)
  }
  await conn.query(
    `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from public.${quoteIdent(name)} t`,
  )
  for (;;) {
    const batch = await conn.query<{ r: string }>(`fetch ${FETCH_ROWS} from backup_rows`)
    for (const { r } of batch) {
      lines.push(r, '\n')
      bytes += r.length + 1
      rows++
    }
    if (bytes >= PART_BYTES) await flush()
    if (batch.length < FETCH_ROWS) break
    // Let the event loop answer what is waiting (health, pages from memory) between two steps of the database.
    await new Promise((resolve) => setImmediate(resolve))
  }
  await conn.query('close backup_rows')
  if (lines.length || parts.length === 0) await flush()
  return { rows, parts }
}
