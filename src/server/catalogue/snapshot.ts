import 'server-only'

import { asc } from 'drizzle-orm'

import { getEnv } from '@/env'
import type { CategoryTranslations, ProductTranslations, TranslationLocale } from '@/lib/catalogue/file-format'
import type { Category, Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { describeDbError } from '@/server/db/availability'
import { getDbHandle, type DbHandle, type Listener } from '@/server/db/client'
import { categories, products, slugRedirects, type CategoryRow } from '@/server/db/schema'
import { logger } from '@/server/log'
import { toCategory, toProduct, type DtoContext } from './dto'
import { localizeCategory, localizeProduct } from './dto-locale'
import { CATALOGUE_CHANNEL, readCatalogueRevision } from './revision'

/**
 * The public catalogue, read whole and kept in memory for 5 minutes (docs/product.md §9: query cache 300000 ms).
 * A distributor's catalogue is hundreds of products, not millions, so two queries load everything the public can
 * see and every list, filter, search and lookup is answered from memory. A bounded snapshot also means hostile
 * query strings cannot grow a cache keyed by query (docs/decisions/004-catalogue-snapshot-cache.md).
 */
export const CATALOGUE_CACHE_TTL_MS = 300_000
/**
 * On PostgreSQL while the LISTEN connection is down (or not yet up): how often a request may check the revision
 * before it is served from memory. With the listener up, nothing is checked per request.
 */
export const REVISION_POLL_MS = 1_000

/** The public catalogue's DTOs in one locale: what the queries read. */
export interface CatalogueView {
  locale: Locale
  /** Public categories, flat, depth-first in display order; each carries its public children. */
  categories: Category[]
  tree: Category[]
  categoryById: Map<number, Category>
  categoryBySlug: Map<string, Category>
  /** Public products, in English name order. */
  products: Product[]
  productById: Map<number, Product>
  productBySlug: Map<string, Product>
}

/** The English view plus what is the same in every locale; other locales' views are made from it on first use. */
export interface CatalogueSnapshot extends CatalogueView {
  loadedAt: number
  /** catalogue_revision when the load began: a newer committed revision makes this snapshot stale. */
  revision: number
  /** Category id → itself and all its public descendants. */
  descendantIds: Map<number, Set<number>>
  /** Dari and Pashto texts by product id and category id (rows with none are absent). */
  translations: { product: Map<number, ProductTranslations>; category: Map<number, CategoryTranslations> }
  /**
   * Old slug → current slug of a public product or category (slug_redirects), for the permanent redirects of old
   * URLs. A slug in use by a live entity never appears here: a reused slug wins over the redirect.
   */
  redirects: { product: Map<string, string>; category: Map<string, string> }
}

const byOrderThenName = (a: { sortOrder: number; name: string }, b: { sortOrder: number; name: string }) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en', { numeric: true })

export async function loadSnapshot(ctx: DtoContext, handle?: DbHandle): Promise<CatalogueSnapshot> {
  const { db } = handle ?? (await getDbHandle())
  // Read first: a write committing during the load then leaves this snapshot with an older revision, so it is
  // reloaded once more rather than kept with a newer revision than its data.
  const revision = await readCatalogueRevision(db)
  const [categoryRows, productRows, redirectRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(products).orderBy(asc(products.name)),
    db.select().from(slugRedirects),
  ])

  // A category is public when it and every ancestor are active.
  const rowById = new Map(categoryRows.map((r) => [r.id, r]))
  const isPublic = (row: CategoryRow, seen = new Set<number>()): boolean => {
    if (!row.isActive || seen.has(row.id)) return false
    if (row.parentId === null) return true
    const parent = rowById.get(row.parentId)
    return parent ? isPublic(parent, seen.add(row.id)) : true
  }
  const publicRows = categoryRows.filter((r) => isPublic(r)).sort(byOrderThenName)
  const publicIds = new Set(publicRows.map((r) => r.id))

  const childrenOf = new Map<number | null, CategoryRow[]>()
  for (const row of publicRows) {
    const key = row.parentId !== null && publicIds.has(row.parentId) ? row.parentId : null
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row])
  }
  const descendantIds = new Map<number, Set<number>>()
  const collect = (id: number): Set<number> => {
    const known = descendantIds.get(id)
    if (known) return known
    const ids = new Set([id])
    descendantIds.set(id, ids)
    for (const child of childrenOf.get(id) ?? []) for (const d of collect(child.id)) ids.add(d)
    return ids
  }
  for (const row of publicRows) collect(row.id)

  const visibleProducts = productRows.filter(
    (p) => p.isActive && (p.categoryId === null || publicIds.has(p.categoryId)),
  )
  const countIn = (id: number) => {
    const ids = descendantIds.get(id)!
    return visibleProducts.filter((p) => p.categoryId !== null && ids.has(p.categoryId)).length
  }

  const categoryById = new Map<number, Category>()
  const build = (row: CategoryRow): Category => {
    const children = (childrenOf.get(row.id) ?? []).map(build)
    const dto = toCategory(row, { productCount: countIn(row.id), children }, ctx)
    categoryById.set(row.id, dto)
    return dto
  }
  const tree = (childrenOf.get(null) ?? []).map(build)
  // Flat list in reading order of the tree: each parent followed by its descendants.
  const flat: Category[] = []
  const walk = (nodes: Category[]) => nodes.forEach((c) => (flat.push(c), walk(c.children)))
  walk(tree)

  const productList = visibleProducts.map((p) =>
    toProduct(p, p.categoryId === null ? undefined : rowById.get(p.categoryId), ctx),
  )
  const hasAny = (t: object) => Object.keys(t).length > 0
  const translations = {
    product: new Map(visibleProducts.filter((p) => hasAny(p.translations)).map((p) => [p.id, p.translations])),
    category: new Map(publicRows.filter((c) => hasAny(c.translations)).map((c) => [c.id, c.translations])),
  }

  const productBySlug = new Map(productList.map((p) => [p.slug, p]))
  const categoryBySlug = new Map(flat.map((c) => [c.slug, c]))
  const productById = new Map(productList.map((p) => [p.id, p]))
  const redirects = { product: new Map<string, string>(), category: new Map<string, string>() }
  for (const r of redirectRows) {
    if (r.entityType === 'product' && !productBySlug.has(r.oldSlug)) {
      const target = productById.get(r.entityId)
      if (target) redirects.product.set(r.oldSlug, target.slug)
    } else if (r.entityType === 'category' && !categoryBySlug.has(r.oldSlug)) {
      const target = categoryById.get(r.entityId)
      if (target) redirects.category.set(r.oldSlug, target.slug)
    }
  }

  return {
    locale: DEFAULT_LOCALE,
    loadedAt: Date.now(),
    revision,
    translations,
    categories: flat,
    tree,
    categoryById,
    categoryBySlug,
    descendantIds,
    products: productList,
    productById,
    productBySlug,
    redirects,
  }
}

// Views per snapshot and locale, made on first use: a snapshot lives until the next catalogue write, and making a
// view is one pass over the catalogue (docs/decisions/033-catalogue-translations.md has the measurements).
const views = new WeakMap<CatalogueSnapshot, Map<TranslationLocale, CatalogueView>>()

/** The snapshot's catalogue in `locale`: the snapshot itself for English. */
export function viewOf(snapshot: CatalogueSnapshot, locale: Locale = DEFAULT_LOCALE): CatalogueView {
  if (locale === 'en') return snapshot
  let byLocale = views.get(snapshot)
  if (!byLocale) views.set(snapshot, (byLocale = new Map()))
  let view = byLocale.get(locale)
  if (!view) byLocale.set(locale, (view = localizeView(snapshot, locale)))
  return view
}

function localizeView(snapshot: CatalogueSnapshot, locale: TranslationLocale): CatalogueView {
  const categoryById = new Map<number, Category>()
  const localize = (c: Category): Category => {
    const dto = localizeCategory(c, snapshot.translations.category.get(c.id)?.[locale], c.children.map(localize))
    categoryById.set(c.id, dto)
    return dto
  }
  const tree = snapshot.tree.map(localize)
  const categories = snapshot.categories.map((c) => categoryById.get(c.id)!)
  const products = snapshot.products.map((p) => {
    const category = p.category ? categoryById.get(p.category.id) : undefined
    return localizeProduct(
      p,
      snapshot.translations.product.get(p.id)?.[locale],
      category ? { name: category.name, fellBack: category.fallback?.includes('name') ?? false } : undefined,
    )
  })
  return {
    locale,
    categories,
    tree,
    categoryById,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    productBySlug: new Map(products.map((p) => [p.slug, p])),
  }
}

/**
 * How this process learns of writes made elsewhere (docs/decisions/019-catalogue-changes-across-instances.md):
 * - 'local': PGlite. One process owns the database, so its own writes' invalidation is all there is.
 * - 'listening': PostgreSQL with the LISTEN connection up: a NOTIFY from any instance's commit drops the snapshot.
 * - 'poll': PostgreSQL without a working LISTEN (starting, or the connection dropped): a request checks the revision
 *   at most every REVISION_POLL_MS before being answered from memory.
 */
type WatchMode = 'local' | 'listening' | 'poll'

/**
 * How long a request waits for the revision check (poll mode) before being answered from memory: a database that
 * hangs must not hold every request for the statement timeout.
 */
export const REVISION_CHECK_WAIT_MS = 250
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
  generation: number
  watch: {
    handle?: DbHandle
    listener?: Listener
    mode: WatchMode
    lastCheckAt: number
    checking?: Promise<void>
  }
}

// Kept on globalThis: Next may load this module in more than one bundle of the same process.
const state = globalThis as unknown as { __catalogue?: CacheState }
state.__catalogue ??= { generation: 0, watch: { mode: 'local', lastCheckAt: 0 } }
state.__catalogue.watch ??= { mode: 'local', lastCheckAt: 0 }
const cache = state.__catalogue

/** Starts watching the database the snapshot is loaded from (once per handle). */
function watch(handle: DbHandle): void {
  const w = cache.watch
  if (w.handle === handle) return
  void w.listener?.stop()
  w.handle = handle
  w.listener = undefined
  w.lastCheckAt = 0
  if (handle.kind !== 'postgres' || !handle.listen) {
    w.mode = 'local'
    return
  }
  w.mode = 'poll'
  w.listener = handle.listen(CATALOGUE_CHANNEL, {
    onNotify(payload) {
      if (w.handle !== handle) return
      const revision = Number(payload)
      // Our own writes arrive here too, after the local invalidation: skip when the snapshot already has them.
      if (!(cache.snapshot && Number.isFinite(revision) && cache.snapshot.revision >= revision))
        invalidateCatalogueCache()
    },
    onState(listening) {
      if (w.handle !== handle) return
      w.mode = listening ? 'listening' : 'poll'
      // Notifications sent while the connection was down are lost: compare revisions once it is back.
      if (listening) void checkRevision(handle)
    },
  })
}

/** Reads the committed revision and drops the snapshot when it is older. Concurrent callers share one read. */
function checkRevision(handle: DbHandle, now = Date.now()): Promise<void> {
  const w = cache.watch
  if (w.checking) return w.checking
  w.lastCheckAt = now
  const snapshot = cache.snapshot
  const checking = readCatalogueRevision(handle.db).then(
    (revision) => {
      if (snapshot && cache.snapshot === snapshot && revision !== snapshot.revision) invalidateCatalogueCache()
    },
    // The database is unreachable: keep serving what we have (the load path reports the outage).
    () => undefined,
  )
  w.checking = checking
  void checking.finally(() => {
    if (w.checking === checking) w.checking = undefined
  })
  return checking
}

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
    const w = cache.watch
    if (w.mode !== 'poll' || !w.handle || now - w.lastCheckAt < REVISION_POLL_MS) return cache.snapshot
    await Promise.race([checkRevision(w.handle, now), sleep(REVISION_CHECK_WAIT_MS)])
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

function startLoad(): Promise<CatalogueSnapshot> {
  const generation = cache.generation
  const attemptAt = Date.now()
  if (cache.failure) cache.failure.lastAttemptAt = attemptAt
  const loading = getDbHandle().then((handle) => {
    watch(handle)
    // The load reads the revision itself: that counts as a check.
    cache.watch.lastCheckAt = Date.now()
    return loadSnapshot({ mediaBase: getEnv().MEDIA_BASE_URL ?? '' }, handle)
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
  cache.generation++
  cache.snapshot = undefined
  cache.loading = undefined
}

/** How this process is currently kept up to date (tests and the health check). */
export function catalogueWatchMode(): WatchMode {
  return cache.watch.mode
}
