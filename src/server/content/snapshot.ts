import 'server-only'

import { asc, eq } from 'drizzle-orm'

import { describeDbError } from '@/server/db/availability'
import { getDbHandle, type DbOrTx } from '@/server/db/client'
import { contentEntries, type ContentEntryRow } from '@/server/db/schema'
import { logger } from '@/server/log/log'
import { readRevision } from '@/server/revision/revision'
import { bumpSiteGeneration } from '@/server/revision/site-generation.mjs'
import { catchUp, markChecked, watchDatabase, watchTopic } from '@/server/revision/watch'

/**
 * The site's published content entries (news, events, case studies, pages, offices, settings), scheduled ones
 * included, kept in memory (docs/decisions/044-site-content-in-the-database.md): ./read.ts decides per request what
 * shows at that moment. A content write here drops it (./changes.ts), a notice of another instance's write too
 * (src/server/revision/watch.ts), and it is read again at most every CONTENT_CACHE_TTL_MS as a safety net. A few
 * hundred rows in one query: no patching, a write reloads them.
 */
export interface ContentSnapshot {
  entries: ContentEntryRow[]
  /** The 'content' revision when the load began: a newer committed one makes this snapshot stale. */
  revision: number
  loadedAt: number
}

export const CONTENT_CACHE_TTL_MS = 300_000
/** While loads fail: at most one new attempt per this many ms (reads meanwhile get the last good snapshot). */
const FAILED_LOAD_RETRY_MS = 1_000

interface ContentState {
  snapshot?: ContentSnapshot
  /** Served while the database fails (docs/decisions/025-database-outages.md). */
  lastGood?: ContentSnapshot
  loading?: Promise<ContentSnapshot>
  failedAt?: number
  /** Bumped by every invalidation: a load that began before one is not kept. */
  generation: number
}

// On globalThis: Next may load this module in more than one bundle of the same process.
const g = globalThis as unknown as { __content?: ContentState }
const state = (g.__content ??= { generation: 0 })

const log = logger('content')

watchTopic('content', {
  heldRevision: () => state.snapshot?.revision,
  onNotice: () => invalidateContent(),
  onBehind: () => invalidateContent(),
})

/** The site's published content entries, scheduled ones included, in their order. */
export function readPublishedContent(db: DbOrTx): Promise<ContentEntryRow[]> {
  return db
    .select()
    .from(contentEntries)
    .where(eq(contentEntries.status, 'published'))
    .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id))
}

/**
 * The content as committed: from memory, loaded when missing, dropped by a write or older than the TTL.
 * Concurrent callers share one load; when the database fails the last good copy is served.
 */
export async function getContent(now: number = Date.now()): Promise<ContentSnapshot> {
  const fresh = (s: ContentSnapshot | undefined): s is ContentSnapshot =>
    s !== undefined && now - s.loadedAt < CONTENT_CACHE_TTL_MS
  if (fresh(state.snapshot)) {
    await catchUp(now)
    if (fresh(state.snapshot)) return state.snapshot
  }
  // Past its TTL (not dropped by a write), or the last good copy while the database fails: served as it is while a
  // load runs (at most one attempt per FAILED_LOAD_RETRY_MS while failing).
  const stale = state.snapshot ?? (state.failedAt !== undefined ? state.lastGood : undefined)
  const retryLater = state.failedAt !== undefined && Date.now() - state.failedAt < FAILED_LOAD_RETRY_MS
  const loading = state.loading ?? (retryLater && stale ? undefined : startLoad())
  if (stale) return stale
  try {
    return await loading!
  } catch (err) {
    if (state.lastGood) return state.lastGood
    throw err
  }
}

function startLoad(): Promise<ContentSnapshot> {
  const generation = state.generation
  const loading = getDbHandle().then(async (handle) => {
    watchDatabase(handle)
    markChecked()
    // The revision first: a write committing during the load leaves this copy older than it, so it is read again.
    const revision = await readRevision(handle.db, 'content')
    return { entries: await readPublishedContent(handle.db), revision, loadedAt: Date.now() }
  })
  state.loading = loading
  loading
    .then(
      (snapshot) => {
        if (state.failedAt !== undefined) log.info('database reachable again: serving the current content')
        state.failedAt = undefined
        if (state.generation === generation) state.snapshot = state.lastGood = snapshot
      },
      (err: unknown) => {
        if (state.failedAt === undefined) {
          const reason = describeDbError(err)
          log.error({ reason }, `loading the site's content failed (${reason}); serving the last copy if any`)
        }
        state.failedAt = Date.now()
      },
    )
    .finally(() => {
      if (state.loading === loading) state.loading = undefined
    })
  return loading
}

/** Drops this process's copy: the next read loads the committed content, and no page rendered before is sent again. */
export function invalidateContent(): void {
  state.generation++
  state.snapshot = undefined
  state.loading = undefined
  bumpSiteGeneration()
}
