import 'server-only'

import { asc, eq } from 'drizzle-orm'

import type { RichDoc } from '@/lib/content/rich-text'
import type { AdvisorySeverity, ReleaseKind, ReleaseStatus } from '@/lib/library/kinds'
import { describeDbError } from '@/server/db/availability'
import { getDbHandle, type DbOrTx } from '@/server/db/client'
import {
  libraryAdvisories,
  libraryAdvisoryReleases,
  libraryFiles,
  libraryReleases,
  libraryTargets,
  type LibraryTranslations,
} from '@/server/db/schema'
import { logger } from '@/server/log/log'
import { readRevision } from '@/server/revision/revision'
import { bumpSiteGeneration } from '@/server/revision/site-generation.mjs'
import { catchUp, markChecked, watchDatabase, watchTopic } from '@/server/revision/watch'

/**
 * The support library as the public site sees it: every published release (with its files) and advisory, kept in
 * memory like the site's content (src/server/content/snapshot.ts): a few hundred rows, read in a handful of queries,
 * dropped by any library write here (./changes.ts) or a notice of one elsewhere (src/server/revision/watch.ts), and
 * read again at most every LIBRARY_CACHE_TTL_MS as a safety net. Drafts are not in it: nothing public can reach them.
 * Every drop moves the site's generation, so cached pages showing the library are rendered again.
 */

export interface LibraryFile {
  id: number
  releaseId: number
  storageKey: string
  fileName: string
  bytes: number
  sha256: string
  contentType: string
  createdAt: Date
}

/** Products named one by one, and categories whose every product (subcategories included) is meant. */
export interface LibraryTargets {
  productIds: number[]
  categoryIds: number[]
}

export interface LibraryRelease {
  id: number
  kind: ReleaseKind
  title: string
  version: string
  releaseDate: string
  status: ReleaseStatus
  publishedAt: Date
  updatedAt: Date
  languages: string[]
  notes: RichDoc | null
  requirements: string
  translations: LibraryTranslations
  files: LibraryFile[]
  targets: LibraryTargets
}

export interface LibraryAdvisory {
  id: number
  severity: AdvisorySeverity
  title: string
  body: string
  instead: string
  startsOn: string
  endsOn: string | null
  publishedAt: Date
  updatedAt: Date
  translations: LibraryTranslations
  targets: LibraryTargets
  releaseIds: number[]
}

export interface LibrarySnapshot {
  releases: Map<number, LibraryRelease>
  advisories: Map<number, LibraryAdvisory>
  files: Map<number, LibraryFile>
  /** The 'library' revision when the load began. */
  revision: number
  loadedAt: number
}

export const LIBRARY_CACHE_TTL_MS = 300_000
const FAILED_LOAD_RETRY_MS = 1_000

interface LibraryState {
  snapshot?: LibrarySnapshot
  lastGood?: LibrarySnapshot
  loading?: Promise<LibrarySnapshot>
  failedAt?: number
  generation: number
}

// On globalThis: Next may load this module in more than one bundle of the same process.
const g = globalThis as unknown as { __library?: LibraryState }
const state = (g.__library ??= { generation: 0 })

const log = logger('library')

watchTopic('library', {
  heldRevision: () => state.snapshot?.revision,
  onNotice: () => invalidateLibrary(),
  onBehind: () => invalidateLibrary(),
})

function targetsOf(rows: { productId: number | null; categoryId: number | null }[]): LibraryTargets {
  return {
    productIds: rows.flatMap((r) => (r.productId === null ? [] : [r.productId])),
    categoryIds: rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])),
  }
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list) list.push(row)
    else out.set(k, [row])
  }
  return out
}

/** Reads every published release and advisory (`revision` is what the caller read first). */
export async function readLibrary(db: DbOrTx, revision = 0): Promise<LibrarySnapshot> {
  const [releases, advisories, files, targets, links] = await Promise.all([
    db.select().from(libraryReleases).where(eq(libraryReleases.published, true)),
    db.select().from(libraryAdvisories).where(eq(libraryAdvisories.published, true)),
    db
      .select()
      .from(libraryFiles)
      .orderBy(asc(libraryFiles.releaseId), asc(libraryFiles.position), asc(libraryFiles.id)),
    db.select().from(libraryTargets).orderBy(asc(libraryTargets.id)),
    db.select().from(libraryAdvisoryReleases),
  ])
  const filesByRelease = groupBy(files, (f) => f.releaseId)
  const releaseTargets = groupBy(
    targets.filter((t) => t.releaseId !== null),
    (t) => t.releaseId!,
  )
  const advisoryTargets = groupBy(
    targets.filter((t) => t.advisoryId !== null),
    (t) => t.advisoryId!,
  )
  const linksByAdvisory = groupBy(links, (l) => l.advisoryId)
  const snapshot: LibrarySnapshot = {
    releases: new Map(),
    advisories: new Map(),
    files: new Map(),
    revision,
    loadedAt: Date.now(),
  }
  for (const row of releases) {
    const own = (filesByRelease.get(row.id) ?? []).map((f): LibraryFile => ({
      id: f.id,
      releaseId: f.releaseId,
      storageKey: f.storageKey,
      fileName: f.fileName,
      bytes: f.bytes,
      sha256: f.sha256,
      contentType: f.contentType,
      createdAt: f.createdAt,
    }))
    for (const file of own) snapshot.files.set(file.id, file)
    snapshot.releases.set(row.id, {
      id: row.id,
      kind: row.kind as ReleaseKind,
      title: row.title,
      version: row.version,
      releaseDate: row.releaseDate,
      status: row.status as ReleaseStatus,
      publishedAt: row.publishedAt ?? row.updatedAt,
      updatedAt: row.updatedAt,
      languages: row.languages,
      notes: row.notes,
      requirements: row.requirements,
      translations: row.translations,
      files: own,
      targets: targetsOf(releaseTargets.get(row.id) ?? []),
    })
  }
  for (const row of advisories) {
    snapshot.advisories.set(row.id, {
      id: row.id,
      severity: row.severity as AdvisorySeverity,
      title: row.title,
      body: row.body,
      instead: row.instead,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      publishedAt: row.publishedAt ?? row.updatedAt,
      updatedAt: row.updatedAt,
      translations: row.translations,
      targets: targetsOf(advisoryTargets.get(row.id) ?? []),
      releaseIds: (linksByAdvisory.get(row.id) ?? []).map((l) => l.releaseId),
    })
  }
  return snapshot
}

/**
 * The published library as committed: from memory, loaded when missing, dropped by a write or older than the TTL.
 * Concurrent callers share one load; when the database fails the last good copy is served.
 */
export async function getLibrary(now: number = Date.now()): Promise<LibrarySnapshot> {
  const fresh = (s: LibrarySnapshot | undefined): s is LibrarySnapshot =>
    s !== undefined && now - s.loadedAt < LIBRARY_CACHE_TTL_MS
  if (fresh(state.snapshot)) {
    await catchUp(now)
    if (fresh(state.snapshot)) return state.snapshot
  }
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

function startLoad(): Promise<LibrarySnapshot> {
  const generation = state.generation
  const loading = getDbHandle().then(async (handle) => {
    watchDatabase(handle)
    markChecked()
    // The revision first: a write committing during the load leaves this copy older than it, so it is read again.
    const revision = await readRevision(handle.db, 'library')
    return readLibrary(handle.db, revision)
  })
  state.loading = loading
  loading
    .then(
      (snapshot) => {
        if (state.failedAt !== undefined) log.info('database reachable again: serving the current library')
        state.failedAt = undefined
        if (state.generation === generation) state.snapshot = state.lastGood = snapshot
      },
      (err: unknown) => {
        if (state.failedAt === undefined) {
          const reason = describeDbError(err)
          log.error({ reason }, `loading the support library failed (${reason}); serving the last copy if any`)
        }
        state.failedAt = Date.now()
      },
    )
    .finally(() => {
      if (state.loading === loading) state.loading = undefined
    })
  return loading
}

/** Drops this process's copy: the next read loads the committed library, and no page rendered before is sent again. */
export function invalidateLibrary(): void {
  state.generation++
  state.snapshot = undefined
  state.loading = undefined
  bumpSiteGeneration()
}
