import 'server-only'

import { getEnv } from '@/env'
import { describeDbError } from '@/server/db/availability'
import { getDbHandle } from '@/server/db/client'
import { logger } from '@/server/log/log'
import { bumpSiteGeneration } from '@/server/revision/site-generation.mjs'
import {
  catchUp,
  markChecked,
  watchDatabase,
  watchedHandle,
  watchMode,
  watchSettled,
  watchTopic,
  type WatchMode,
} from '@/server/revision/watch'
import { recordCatalogueSize } from './catalogue-size.mjs'
import { patchSnapshot, type PatchedChange } from './patch'
import { changeOf, MAX_PATCHED_PRODUCTS, type CatalogueChange } from './revision'

/**
 * The public catalogue, read whole and kept in memory for 5 minutes (docs/product.md §9: query cache 300000 ms).
 * A distributor's catalogue is hundreds of products, not millions, so two queries load everything the public can
 * see and every list, filter, search and lookup is answered from memory. A bounded snapshot also means hostile
 * query strings cannot grow a cache keyed by query (docs/decisions/004-catalogue-snapshot-cache.md).
 */
export const CATALOGUE_CACHE_TTL_MS = 300_000
import { loadSnapshot, type CatalogueSnapshot } from './views'

export { loadSnapshot, viewOf, type CatalogueSnapshot, type CatalogueView } from './views'

/** While loads fail: at most one new attempt per this many ms (requests meanwhile get the last good snapshot). */
export const FAILED_LOAD_RETRY_MS = 1_000

/** The database failed the last load: since when, why, and when a load was last tried. */
export interface CatalogueFailure {
  since: number
  reason: string
  lastAttemptAt: number
  /** loadedAt of the snapshot being served instead (none: nothing to serve). */
  servingLoadedAt?: number
  error: unknown
}

interface CacheState {
  snapshot?: CatalogueSnapshot
  /**
   * The newest snapshot this process loaded, kept after an invalidation or its TTL: served while the database fails
   * (stale-on-error, docs/decisions/025-database-outages.md).
   */
  lastGood?: CatalogueSnapshot
  failure?: CatalogueFailure
  loading?: Promise<CatalogueSnapshot>
  /**
   * Bumped by every invalidation (a write here, a notice from another instance, a newer revision found): a load that
   * began before one is not kept. Each bump also moves the site's generation, which the page cache reads
   * (src/server/revision/site-generation.mjs).
   */
  generation: number
  /** Told of each snapshot a save patched in: the search indexes carry theirs over (./search-indexes.ts). */
  patchHooks: Set<PatchHook>
}

// Kept on globalThis: Next may load this module in more than one bundle of the same process.
const state = globalThis as unknown as { __catalogue?: CacheState }
state.__catalogue ??= { generation: 0, patchHooks: new Set() }
const cache = state.__catalogue

/** The snapshot's data moved on: nothing made from the one before is kept or served. */
function moved(): number {
  bumpSiteGeneration()
  return ++cache.generation
}

watchTopic('catalogue', {
  heldRevision: () => cache.snapshot?.revision,
  onNotice: (notice) => void applyCatalogueChange(notice.revision, changeOf(notice)),
  onBehind: () => invalidateCatalogueCache(),
})

/**
 * The current snapshot. Loads it when missing (first use, or dropped by a write: the caller waits, so a write is seen
 * at once), older than 5 minutes or (PostgreSQL) behind the committed revision. Concurrent callers share one load.
 * A snapshot past its TTL is served at once while it reloads in the background (the TTL is only a safety net: writes
 * invalidate). When the database fails, the last good snapshot is served (stale-on-error) and a log line says so;
 * only a process that never loaded one answers with the error.
 */
export async function getSnapshot(now: number = Date.now()): Promise<CatalogueSnapshot> {
  const fresh = (s: CatalogueSnapshot | undefined): s is CatalogueSnapshot =>
    s !== undefined && now - s.loadedAt < CATALOGUE_CACHE_TTL_MS
  if (fresh(cache.snapshot)) {
    await catchUp(now)
    if (fresh(cache.snapshot)) return cache.snapshot
  }
  const failing = cache.failure
  const loading =
    cache.loading ?? (failing && Date.now() - failing.lastAttemptAt < FAILED_LOAD_RETRY_MS ? undefined : startLoad())
  const stale = cache.snapshot ?? (failing ? cache.lastGood : undefined)
  if (stale) return stale
  if (!loading) throw new CatalogueUnavailableError(failing!)
  try {
    return await loading
  } catch (err) {
    if (cache.lastGood) return cache.lastGood
    throw err
  }
}

/** No snapshot was ever loaded and the database is failing (a load is retried at most once a second). */
export class CatalogueUnavailableError extends Error {
  constructor(failure: CatalogueFailure) {
    // The cause is the database's own error, so the API's isDatabaseUnavailable() answers 503 for it.
    super(`The catalogue could not be loaded: ${failure.reason}`, { cause: failure.error })
    this.name = 'CatalogueUnavailableError'
  }
}

/** Exported for tests, which read what the cache reported. */
export const catalogueLog = logger('catalogue')

function startLoad(): Promise<CatalogueSnapshot> {
  const generation = cache.generation
  const current = cache.snapshot
  const attemptAt = Date.now()
  if (cache.failure) cache.failure.lastAttemptAt = attemptAt
  const loading = getDbHandle().then((handle) => {
    watchDatabase(handle)
    // The load reads the revision itself: that counts as a check.
    markChecked()
    // Past its TTL, a snapshot whose revision is still the committed one is kept, with its views and indexes.
    return loadSnapshot({ mediaBase: getEnv().MEDIA_BASE_URL ?? '' }, handle, current)
  })
  cache.loading = loading
  loading
    .then(
      (snapshot) => {
        if (cache.failure) {
          const seconds = Math.round((Date.now() - cache.failure.since) / 1000)
          catalogueLog.info({ seconds }, `database reachable again after ${seconds} s: serving the current catalogue`)
          cache.failure = undefined
        }
        // A write that finished while this load ran has made it stale: don't keep it.
        if (cache.generation === generation) {
          cache.snapshot = snapshot
          cache.lastGood = snapshot
        }
        // The next start sizes the heap for this catalogue (scripts/server-env.mjs).
        recordCatalogueSize(getEnv().DATA_DIR, snapshot.products.length)
      },
      (err: unknown) => {
        const reason = describeDbError(err)
        if (!cache.failure) {
          const served = cache.lastGood
          const servingLoadedAt = served ? new Date(served.loadedAt).toISOString() : undefined
          catalogueLog.error(
            { reason, servingLoadedAt },
            `loading the catalogue failed (${reason}); ` +
              (servingLoadedAt
                ? `serving the copy loaded at ${servingLoadedAt} until the database answers`
                : 'nothing loaded yet to serve instead'),
          )
          cache.failure = {
            since: attemptAt,
            reason,
            lastAttemptAt: attemptAt,
            servingLoadedAt: served?.loadedAt,
            error: err,
          }
        } else {
          cache.failure.reason = reason
          cache.failure.error = err
        }
      },
    )
    .finally(() => {
      if (cache.loading === loading) cache.loading = undefined
    })
  return loading
}

/** Whether the catalogue is being served from an old copy because the database fails (the health check). */
export function catalogueFailure(): CatalogueFailure | undefined {
  return cache.failure
}

/**
 * Drops this process's snapshot, so the next read loads the committed catalogue. Writers call `catalogueChanged()`
 * or `writeCatalogue()` (./changes.ts), which also tell the other instances.
 */
export function invalidateCatalogueCache(): void {
  moved()
  cache.snapshot = undefined
  cache.loading = undefined
}

/**
 * After a committed write that bumped the revision to `revision`: when it names the few products it changed and
 * this process holds the snapshot just before it, the snapshot is patched (./patch.ts); otherwise it is dropped and
 * the next read loads the catalogue. Either way nothing rendered before the write is served from the page cache.
 */
export async function applyCatalogueChange(revision: number, change: CatalogueChange = {}): Promise<void> {
  const current = cache.snapshot
  const ids = change.products
  const handle = watchedHandle()
  if (
    !ids ||
    ids.length > MAX_PATCHED_PRODUCTS ||
    !current ||
    cache.loading ||
    current.revision !== revision - 1 ||
    !handle
  )
    return invalidateCatalogueCache()
  // Renders that began before the write are not kept (the page cache reads the generation), and a load that began
  // before it is not kept either.
  const generation = moved()
  const started = Date.now()
  try {
    const patched = await patchSnapshot(current, { products: ids }, revision, handle.db)
    // Something else changed meanwhile (another write, a notification): what it did stands.
    if (cache.generation !== generation || cache.snapshot !== current) return
    for (const hook of cache.patchHooks) hook(current, patched, { products: ids })
    cache.snapshot = patched
    cache.lastGood = patched
    moved()
    catalogueLog.info({ revision, products: ids.length, ms: Date.now() - started }, 'catalogue patched')
  } catch (err) {
    catalogueLog.warn({ reason: describeDbError(err) }, 'patching the catalogue after a save failed: reloading it')
    if (cache.generation === generation) invalidateCatalogueCache()
  }
}

type PatchHook = (from: CatalogueSnapshot, to: CatalogueSnapshot, change: PatchedChange) => void

/** Calls `hook` with every snapshot a save patches in, the one it replaces and what changed. */
export function onSnapshotPatched(hook: PatchHook): void {
  cache.patchHooks.add(hook)
}

/** How this process is currently kept up to date (tests and the health check). */
export function catalogueWatchMode(): WatchMode {
  return watchMode()
}

/** Resolves when the revision check in flight, if any, has ended (tests: the catch-up check after LISTEN is up). */
export const catalogueWatchSettled = watchSettled
