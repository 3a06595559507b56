import 'server-only'

import { isPublic } from '@/lib/content/schedule'
import type { Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { searchableSolutions } from '@/server/content/pages'
import { localizeEntry } from '@/server/content/read'
import { getContent, type ContentSnapshot } from '@/server/content/snapshot'
import type { ContentEntryRow } from '@/server/db/schema'
import { wholeProducts } from './details'
import { SiteSearchIndex, type HitSource, type SearchableArticle } from './search-index'
import { onSnapshotPatched } from './snapshot'
import type { PatchedChange } from './patch'
import { viewOf, type CatalogueSnapshot, type CatalogueView } from './views'

/*
 * The live search indexes: one per catalogue and locale, built on the first search in that locale from the whole
 * products (unpacked a batch at a time: the snapshot lists summaries), and carried over to the
 * snapshot a staff save patches in, with that save's products replaced (docs/decisions/056-big-catalogue-memory.md).
 */

const ARTICLE_KINDS: readonly string[] = ['news', 'event', 'case-study']

/** The content's articles as the index takes them (src/server/content/read.ts decides the language). */
function searchableArticles(entries: readonly ContentEntryRow[], locale: Locale): SearchableArticle[] {
  return entries
    .filter((entry) => ARTICLE_KINDS.includes(entry.kind))
    .map((entry) => {
      const local = localizeEntry(entry, locale).fields
      const text = (fields: Record<string, unknown>) => ({
        title: String(fields.title),
        summary: String(fields.summary),
      })
      return {
        slug: entry.slug,
        ...text(local),
        english: locale === DEFAULT_LOCALE ? undefined : text(entry.fields),
        visible: (now: Date) => isPublic({ ...entry, status: 'published' }, now),
      }
    })
}

/** The solution pages and articles of the site's content, as the index of `locale` takes them. */
function pagesOf(entries: readonly ContentEntryRow[], locale: Locale) {
  return {
    news: searchableArticles(entries, locale),
    solutions: searchableSolutions(entries, locale),
    englishSolutions: locale === DEFAULT_LOCALE ? undefined : searchableSolutions(entries, DEFAULT_LOCALE),
  }
}

/**
 * An index and the content its pages were taken from: the catalogue's snapshot keys the index, and when the content
 * moves on (its own snapshot, src/server/content/snapshot.ts) the pages are replaced on the next search, not the
 * products.
 */
interface LiveIndex {
  index: SiteSearchIndex
  content: ContentSnapshot
}

/** Hits titled from `view`: the current summaries and categories in its locale. */
export function sourceOf(view: CatalogueView): HitSource {
  return {
    product: (id) => view.productById.get(id),
    card: (id) => view.productById.get(id),
    category: (id) => view.categoryById.get(id),
  }
}

// Per snapshot and locale; a snapshot patched from another shares its builds (carryIndexes). On globalThis: Next
// loads this module in several bundles of one process (the search page's, the API's), and each built its own
// indexes (30 MB each at 10,000 products) until they shared these.
const shared = globalThis as unknown as {
  __searchIndexes?: WeakMap<CatalogueSnapshot, Map<Locale, Promise<LiveIndex>>>
  __searchIndexesCarried?: boolean
}
const indexes = (shared.__searchIndexes ??= new WeakMap())

/**
 * The index of `snapshot` in `locale` with the current content's pages, built on first use; concurrent callers share
 * one build.
 */
export async function indexFor(snapshot: CatalogueSnapshot, locale: Locale): Promise<SiteSearchIndex> {
  // A Dari or Pashto index reads its English texts from the English index (./search-index.ts, localOnly): that one
  // first, its pages brought up to date.
  const base = locale === DEFAULT_LOCALE ? undefined : await indexFor(snapshot, DEFAULT_LOCALE)
  const content = await getContent()
  let byLocale = indexes.get(snapshot)
  if (!byLocale) indexes.set(snapshot, (byLocale = new Map()))
  let live = byLocale.get(locale)
  if (!live) {
    const building = buildIndex(snapshot, locale, content, base)
    live = building
    byLocale.set(locale, building)
    // A failed build (the database down) is not kept: the next search tries again.
    building.catch(() => byLocale.get(locale) === building && byLocale.delete(locale))
  }
  const found = await live
  if (found.content !== content && content.loadedAt >= found.content.loadedAt) {
    found.index.replacePages(pagesOf(content.entries, locale))
    found.content = content
  }
  return found.index
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

async function buildIndex(
  snapshot: CatalogueSnapshot,
  locale: Locale,
  content: ContentSnapshot,
  base: SiteSearchIndex | undefined,
): Promise<LiveIndex> {
  const view = viewOf(snapshot, locale)
  const english = locale === DEFAULT_LOCALE ? undefined : snapshot
  const index = new SiteSearchIndex(
    {
      locale,
      categories: view.categories,
      englishCategories: english?.categories,
      ...pagesOf(content.entries, locale),
    },
    base,
  )
  index.source = sourceOf(view)
  // A batch at a time, letting other requests run between batches: at 10,000 products a build takes seconds.
  const ids = snapshot.products.map((p) => p.id)
  for (let i = 0; i < ids.length; i += INDEX_BATCH) {
    const [local, englishById] = documents(snapshot, view, ids.slice(i, i + INDEX_BATCH))
    index.addProducts(local, englishById)
    await nextTurn()
  }
  index.pack()
  return { index, content }
}

/** Products unpacked and indexed between two turns of the event loop. */
const INDEX_BATCH = 250

/** These products whole, in the view's locale and (for Dari and Pashto) in English by id. */
function documents(
  snapshot: CatalogueSnapshot,
  view: CatalogueView,
  ids: readonly number[],
): [Product[], Map<number, Product> | undefined] {
  const local = wholeProducts(view, ids)
  const english =
    view.locale === DEFAULT_LOCALE ? undefined : new Map(wholeProducts(snapshot, ids).map((p) => [p.id, p]))
  return [local, english]
}

/**
 * Hands `from`'s indexes (built or building) to `to`, the snapshot a save patched in, with the documents of the
 * saved products replaced and those no longer public (or deleted) taken out.
 */
export function carryIndexes(from: CatalogueSnapshot, to: CatalogueSnapshot, change: PatchedChange): void {
  const byLocale = indexes.get(from)
  if (!byLocale) return
  const ids = change.products
  const carried = new Map<Locale, Promise<LiveIndex>>()
  for (const [locale, building] of byLocale) {
    const patched = building.then((live) => {
      const { index } = live
      const view = viewOf(to, locale)
      const [local, english] = documents(to, view, ids)
      index.replaceProducts(
        local,
        english,
        ids.filter((id) => !view.productById.has(id)),
      )
      index.source = sourceOf(view)
      return live
    })
    patched.catch(() => carried.get(locale) === patched && carried.delete(locale))
    carried.set(locale, patched)
  }
  indexes.set(to, carried)
}

// Once per process: the bundles share the indexes, so one of them carries them over.
if (!shared.__searchIndexesCarried) {
  shared.__searchIndexesCarried = true
  onSnapshotPatched(carryIndexes)
}
