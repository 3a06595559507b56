import 'server-only'

import { asc } from 'drizzle-orm'

import type {
  CategoryTranslations,
  ProductTranslation,
  ProductTranslations,
  TranslationLocale,
} from '@/lib/catalogue/file-format'
import type { Category, Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { getDbHandle, type DbHandle } from '@/server/db/client'
import { categories, slugRedirects, type CategoryRow, type ProductRow } from '@/server/db/schema'
import { packWhole, productRowBatches } from './details'
import { SUMMARY_KEY_FEATURES, toCategory, toProductSummary, type DtoContext } from './dto'
import { localizeCategory, localizeProduct } from './dto-locale'
import { readCatalogueRevision } from './revision'

/*
 * What a catalogue snapshot holds and how it is read from the database, and the per-locale views made from it. The
 * cache that keeps one snapshot per process and notices other instances' writes is ./snapshot.ts.
 */

/** The public catalogue's DTOs in one locale: what the queries read. */
export interface CatalogueView {
  locale: Locale
  /** Public categories, flat, depth-first in display order; each carries its public children. */
  categories: Category[]
  tree: Category[]
  categoryById: Map<number, Category>
  categoryBySlug: Map<string, Category>
  /**
   * Public products, in English name order, as summaries (./dto.ts `toProductSummary`): what lists, cards and search
   * hits show. The whole product is read on demand (./details.ts).
   */
  products: Product[]
  productById: Map<number, Product>
  productBySlug: Map<string, Product>
  /** Every product of the list, whole, packed (./details.ts): the same map in every locale's view. */
  whole: Map<number, Buffer>
}

/** The English view plus what is the same in every locale; other locales' views are made from it on first use. */
export interface CatalogueSnapshot extends CatalogueView {
  loadedAt: number
  /** How the DTOs' media URLs are made (the whole products read later are made the same way). */
  ctx: DtoContext

  /** The 'catalogue' revision when the load began: a newer committed one makes this snapshot stale. */
  revision: number
  /** Category id → itself and all its public descendants. */
  descendantIds: Map<number, Set<number>>
  /**
   * Dari and Pashto texts by product id (the summary's texts only) and category id (rows with none are absent).
   */
  translations: { product: Map<number, ProductTranslations>; category: Map<number, CategoryTranslations> }
  /**
   * Old slug → current slug of a public product or category (slug_redirects), for the permanent redirects of old
   * URLs. A slug in use by a live entity never appears here: a reused slug wins over the redirect.
   */
  redirects: { product: Map<string, string>; category: Map<string, string> }
}

const byOrderThenName = (a: { sortOrder: number; name: string }, b: { sortOrder: number; name: string }) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en', { numeric: true })

/** Products read per query when a snapshot loads: the rows' JSON is parsed a batch at a time, not all at once. */
export const SNAPSHOT_BATCH = 250

/** A row's translations cut to the summary's texts (the rest of them is most of a translated row). */
export function summaryTranslations(row: ProductRow): ProductTranslations {
  const translations: ProductTranslations = {}
  for (const [locale, t] of Object.entries(row.translations) as [TranslationLocale, ProductTranslation][]) {
    if (!t) continue
    const lean: ProductTranslation = {}
    for (const key of ['name', 'title', 'subtitle', 'short_description'] as const) if (t[key]) lean[key] = t[key]
    if (!row.shortDescription && t.description) lean.description = t.description
    if (t.key_features?.length) lean.key_features = t.key_features.slice(0, SUMMARY_KEY_FEATURES)
    if (t.images?.length) lean.images = t.images.slice(0, 1)
    if (Object.keys(lean).length) translations[locale] = lean
  }
  return translations
}

/** English name order, then id: the snapshot's product order (also when a save patches it in). */
const nameOrder = new Intl.Collator('en', { numeric: true })
export const byEnglishName = (a: Product, b: Product) => nameOrder.compare(a.name, b.name) || a.id - b.id

/** A product is public when it is active and its category (if any) is public. */
export function isPublicProduct(row: Pick<ProductRow, 'isActive' | 'categoryId'>, publicIds: Set<number>) {
  return row.isActive && (row.categoryId === null || publicIds.has(row.categoryId))
}

/** Public products per category, each counted in its category and every category above it. */
export function countProducts(
  visible: readonly { categoryId?: number | null; category_id?: number | null }[],
  descendantIds: ReadonlyMap<number, ReadonlySet<number>>,
): Map<number, number> {
  const direct = new Map<number, number>()
  for (const p of visible) {
    const id = p.categoryId ?? p.category_id
    if (id != null) direct.set(id, (direct.get(id) ?? 0) + 1)
  }
  const counts = new Map<number, number>()
  for (const [id, ids] of descendantIds) {
    let n = 0
    for (const d of ids) n += direct.get(d) ?? 0
    counts.set(id, n)
  }
  return counts
}

/**
 * The catalogue as committed. `current`: a snapshot past its TTL, returned as it is (its time renewed) when no write
 * has moved the revision since it was made: at 10,000 products a load and the search indexes after it cost seconds.
 */
export async function loadSnapshot(
  ctx: DtoContext,
  handle?: DbHandle,
  current?: CatalogueSnapshot,
): Promise<CatalogueSnapshot> {
  const { db } = handle ?? (await getDbHandle())
  // Read first: a write committing during the load then leaves this snapshot with an older revision, so it is
  // reloaded once more rather than kept with a newer revision than its data.
  const revision = await readCatalogueRevision(db)
  if (current && current.revision === revision && current.ctx.mediaBase === ctx.mediaBase) {
    current.loadedAt = Date.now()
    return current
  }
  const [categoryRows, redirectRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
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

  // The products a batch at a time: each public one as its summary, and whole (packed, ./details.ts).
  const productList: Product[] = []
  const whole = new Map<number, Buffer>()
  const productTranslations = new Map<number, ProductTranslations>()
  for await (const rows of productRowBatches(db, SNAPSHOT_BATCH)) {
    // A turn of the event loop between batches: PGlite answers without one, and at 10,000 products the load held
    // every other request (the health check included) for 8 s.
    await new Promise((resolve) => setImmediate(resolve))
    for (const row of rows) {
      if (!isPublicProduct(row, publicIds)) continue
      const category = row.categoryId === null ? undefined : rowById.get(row.categoryId)
      productList.push(toProductSummary(row, category, ctx))
      whole.set(row.id, packWhole(row, category, ctx))
      const lean = summaryTranslations(row)
      if (Object.keys(lean).length) productTranslations.set(row.id, lean)
    }
  }
  productList.sort(byEnglishName)
  const counts = countProducts(productList, descendantIds)

  const categoryById = new Map<number, Category>()
  const build = (row: CategoryRow): Category => {
    const children = (childrenOf.get(row.id) ?? []).map(build)
    const dto = toCategory(row, { productCount: counts.get(row.id) ?? 0, children }, ctx)
    categoryById.set(row.id, dto)
    return dto
  }
  const tree = (childrenOf.get(null) ?? []).map(build)
  // Flat list in reading order of the tree: each parent followed by its descendants.
  const flat: Category[] = []
  const walk = (nodes: Category[]) => nodes.forEach((c) => (flat.push(c), walk(c.children)))
  walk(tree)

  const translations = {
    product: productTranslations,
    category: new Map(publicRows.filter((c) => Object.keys(c.translations).length).map((c) => [c.id, c.translations])),
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
    ctx,
    whole,
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
// On globalThis, as the snapshot is (./snapshot.ts): Next loads this module in several bundles of one process (the
// pages', the API's), and each would otherwise make views of its own: at 10,000 products, 15 MB a view.
const shared = globalThis as unknown as {
  __catalogueViews?: WeakMap<CatalogueSnapshot, Map<TranslationLocale, CatalogueView>>
}
const views = (shared.__catalogueViews ??= new WeakMap())

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
  const products = snapshot.products.map((p) => localizeSummary(snapshot, categoryById, p, locale))
  return {
    locale,
    categories,
    tree,
    categoryById,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    productBySlug: new Map(products.map((p) => [p.slug, p])),
    whole: snapshot.whole,
  }
}

/** One product summary of `snapshot` in `locale`, its category named as in `categoryById` (the view's). */
function localizeSummary(
  snapshot: CatalogueSnapshot,
  categoryById: ReadonlyMap<number, Category>,
  p: Product,
  locale: TranslationLocale,
): Product {
  const category = p.category ? categoryById.get(p.category.id) : undefined
  return localizeProduct(
    p,
    snapshot.translations.product.get(p.id)?.[locale],
    category ? { name: category.name, fellBack: category.fallback?.includes('name') ?? false } : undefined,
  )
}

/**
 * The views already made of `from`, made for `to` (the snapshot a save patched in, with the same categories): the
 * products in `changed` localized again, every other one taken over. Views of a snapshot whose categories changed
 * are made anew on first use instead.
 */
export function carryViews(from: CatalogueSnapshot, to: CatalogueSnapshot, changed: ReadonlySet<number>): void {
  const byLocale = views.get(from)
  if (!byLocale || to.tree !== from.tree) return
  const carried = new Map<TranslationLocale, CatalogueView>()
  for (const [locale, view] of byLocale) {
    if (changed.size === 0 && to.products === from.products) {
      carried.set(locale, view)
      continue
    }
    const products = to.products.map((p) =>
      changed.has(p.id) ? localizeSummary(to, view.categoryById, p, locale) : view.productById.get(p.id)!,
    )
    carried.set(locale, {
      ...view,
      whole: to.whole,
      products,
      productById: new Map(products.map((p) => [p.id, p])),
      productBySlug: new Map(products.map((p) => [p.slug, p])),
    })
  }
  views.set(to, carried)
}
