import 'server-only'

import { asc, eq } from 'drizzle-orm'

import type { CategoryTranslations, ProductTranslations, TranslationLocale } from '@/lib/catalogue/file-format'
import type { Category, Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { getDbHandle, type DbHandle } from '@/server/db/client'
import {
  categories,
  contentEntries,
  products,
  slugRedirects,
  type CategoryRow,
  type ContentEntryRow,
} from '@/server/db/schema'
import { toCategory, toProduct, type DtoContext } from './dto'
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
  /**
   * The site's published content entries, scheduled ones included (src/server/content/read.ts decides per request
   * what shows at that moment): content writes bump the same revision, so they reach every instance the same way
   * (docs/decisions/044-site-content-in-the-database.md).
   */
  content: ContentEntryRow[]
}

const byOrderThenName = (a: { sortOrder: number; name: string }, b: { sortOrder: number; name: string }) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en', { numeric: true })

export async function loadSnapshot(ctx: DtoContext, handle?: DbHandle): Promise<CatalogueSnapshot> {
  const { db } = handle ?? (await getDbHandle())
  // Read first: a write committing during the load then leaves this snapshot with an older revision, so it is
  // reloaded once more rather than kept with a newer revision than its data.
  const revision = await readCatalogueRevision(db)
  const [categoryRows, productRows, redirectRows, contentRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(products).orderBy(asc(products.name)),
    db.select().from(slugRedirects),
    db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.status, 'published'))
      .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.id)),
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
    content: contentRows,
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
