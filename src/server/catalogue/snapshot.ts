import 'server-only'

import { asc } from 'drizzle-orm'

import { getEnv } from '@/env'
import type { Category, Product } from '@/lib/catalogue/types'
import { getDb } from '@/server/db/client'
import { categories, products, type CategoryRow } from '@/server/db/schema'
import { toCategory, toProduct, type DtoContext } from './dto'

/**
 * The public catalogue, read whole and kept in memory for 5 minutes (docs/product.md §9: query cache 300000 ms).
 * A distributor's catalogue is hundreds of products, not millions, so two queries load everything the public can
 * see and every list, filter, search and lookup is answered from memory. A bounded snapshot also means hostile
 * query strings cannot grow a cache keyed by query (docs/decisions/004-catalogue-snapshot-cache.md).
 */
export const CATALOGUE_CACHE_TTL_MS = 300_000

export interface CatalogueSnapshot {
  loadedAt: number
  /** Public categories, flat, depth-first in display order; each carries its public children. */
  categories: Category[]
  tree: Category[]
  categoryById: Map<number, Category>
  categoryBySlug: Map<string, Category>
  /** Category id → itself and all its public descendants. */
  descendantIds: Map<number, Set<number>>
  /** Public products, in name order. */
  products: Product[]
  productById: Map<number, Product>
  productBySlug: Map<string, Product>
  /** Lower-cased text that `search` matches: name, title, subtitle, descriptions, key features. */
  searchText: Map<number, string>
}

const byOrderThenName = (a: { sortOrder: number; name: string }, b: { sortOrder: number; name: string }) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en', { numeric: true })

export async function loadSnapshot(ctx: DtoContext): Promise<CatalogueSnapshot> {
  const db = await getDb()
  const [categoryRows, productRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(products).orderBy(asc(products.name)),
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

  const productList = visibleProducts.map((p) => toProduct(p, p.categoryId === null ? undefined : rowById.get(p.categoryId), ctx))
  const searchText = new Map(
    productList.map((p) => [
      p.id,
      [p.name, p.title, p.subtitle, p.short_description, p.description, ...p.key_features].join('\n').toLowerCase(),
    ]),
  )

  return {
    loadedAt: Date.now(),
    categories: flat,
    tree,
    categoryById,
    categoryBySlug: new Map(flat.map((c) => [c.slug, c])),
    descendantIds,
    products: productList,
    productById: new Map(productList.map((p) => [p.id, p])),
    productBySlug: new Map(productList.map((p) => [p.slug, p])),
    searchText,
  }
}

// Kept on globalThis: Next may load this module in more than one bundle of the same process.
const state = globalThis as unknown as {
  __catalogue?: { snapshot?: CatalogueSnapshot; loading?: Promise<CatalogueSnapshot>; generation: number }
}
state.__catalogue ??= { generation: 0 }
const cache = state.__catalogue

/** The current snapshot; loads it when missing or older than 5 minutes. Concurrent callers share one load. */
export async function getSnapshot(now: number = Date.now()): Promise<CatalogueSnapshot> {
  if (cache.snapshot && now - cache.snapshot.loadedAt < CATALOGUE_CACHE_TTL_MS) return cache.snapshot
  if (!cache.loading) {
    const generation = cache.generation
    const loading = loadSnapshot({ mediaBase: getEnv().MEDIA_BASE_URL ?? '' })
    cache.loading = loading
    loading.then(
      (snapshot) => {
        // An import that finished while this load ran has made it stale: don't keep it.
        if (cache.generation === generation) cache.snapshot = snapshot
      },
      () => undefined,
    ).finally(() => {
      if (cache.loading === loading) cache.loading = undefined
    })
  }
  return cache.loading
}

/** Called after every catalogue write (import), so visitors see the change at once. */
export function invalidateCatalogueCache(): void {
  cache.generation++
  cache.snapshot = undefined
  cache.loading = undefined
}
