import 'server-only'

/**
 * Each concern's revision (docs/decisions/019-catalogue-changes-across-instances.md, 062-server-folders.md): a counter
 * per topic in `site_revisions` ('catalogue', 'content', …), bumped in the same transaction as every write of that
 * topic. On PostgreSQL the bump also sends NOTIFY on `site_changed` (delivered at commit, and only if the transaction
 * commits), which every app instance LISTENs to (./watch.ts). The CLIs bump it too (under `tsx
 * --conditions=react-server`, where `server-only` is empty), so a CLI import against PostgreSQL reaches the running
 * instances at once.
 */
import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'

import type { DbOrTx } from '@/server/db/client'

/**
 * The concerns whose data the public pages hold in memory, each with its own revision; 'service' is held by no
 * snapshot, only by the private page cache's copies (./service-write.ts).
 */
export const REVISION_TOPICS = ['catalogue', 'content', 'library', 'service'] as const
export type RevisionTopic = (typeof REVISION_TOPICS)[number]

export const REVISION_CHANNEL = 'site_changed'

/** This process, in the notifications it sends: its own come back to it, and it has already applied them. */
// On globalThis: Next may load this module in more than one bundle of the same process.
const g = globalThis as unknown as { __revisionInstance?: string }
export const INSTANCE_ID = (g.__revisionInstance ??= randomBytes(6).toString('hex'))

/** What a notification says: the topic, its new revision, who wrote it and, when the topic says, what changed. */
export interface RevisionNotice {
  topic: RevisionTopic
  revision: number
  instance?: string
  /** The topic's own words for what changed (the catalogue: the products' ids); absent: anything may have. */
  detail?: string
}

const isTopic = (value: string): value is RevisionTopic => (REVISION_TOPICS as readonly string[]).includes(value)

/** A notification's payload: `topic revision instance [detail]`; undefined when it is not one of ours. */
export function parseNotice(payload: string): RevisionNotice | undefined {
  const [topic = '', revision, instance, ...rest] = payload.split(' ')
  const n = Number(revision)
  if (!isTopic(topic) || !Number.isSafeInteger(n)) return undefined
  const detail = rest.join(' ')
  return { topic, revision: n, ...(instance ? { instance } : {}), ...(detail ? { detail } : {}) }
}

/**
 * Call inside the transaction that writes `topic`. Returns the new revision. The notification names this process
 * and `detail` (no spaces at its ends; the topic reads it back), so the other instances can apply just that.
 */
export async function bumpRevision(tx: DbOrTx, topic: RevisionTopic, detail?: string): Promise<number> {
  const tail = ` ${INSTANCE_ID}${detail ? ` ${detail}` : ''}`
  // An upsert, so a database migrated without the row (or emptied by hand) still counts from 1.
  const result = await tx.execute<{ revision: number }>(sql`
    with bumped as (
      insert into site_revisions (topic, revision, changed_at) values (${topic}, 1, now())
      on conflict (topic) do update set revision = site_revisions.revision + 1, changed_at = now()
      returning revision
    )
    select revision, pg_notify(${REVISION_CHANNEL}, ${topic}::text || ' ' || revision::text || ${tail}::text)
    from bumped`)
  return Number(rowsOf<{ revision: number }>(result)[0]?.revision ?? 0)
}

/** The committed revision of `topic` (0 before its first write). One primary-key read. */
export async function readRevision(db: DbOrTx, topic: RevisionTopic): Promise<number> {
  const result = await db.execute<{ revision: number }>(sql`select revision from site_revisions where topic = ${topic}`)
  return Number(rowsOf<{ revision: number }>(result)[0]?.revision ?? 0)
}

/** Every topic's committed revision (0 for a topic never written), in one read. */
export async function readRevisions(db: DbOrTx): Promise<Record<RevisionTopic, number>> {
  const result = await db.execute<{ topic: string; revision: number }>(sql`select topic, revision from site_revisions`)
  const revisions = Object.fromEntries(REVISION_TOPICS.map((t) => [t, 0])) as Record<RevisionTopic, number>
  for (const row of rowsOf<{ topic: string; revision: number }>(result))
    if (isTopic(row.topic)) revisions[row.topic] = Number(row.revision)
  return revisions
}

// node-postgres returns a QueryResult ({ rows }), PGlite's driver too; typed loosely by drizzle's PgDatabase.
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? [])
}
