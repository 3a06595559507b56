import 'server-only'

import type { Category, Product, ProductList } from '@/lib/catalogue/types'
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  type ProductListQuery,
  type ProductSort,
} from '@/lib/catalogue/product-list-params'
import { getSnapshot, type CatalogueSnapshot } from './snapshot'

/**
 * The one door to catalogue data (docs/design.md convention 1): pages and the public API call these and get the same
 * DTOs. Only public data leaves here: inactive products and categories never do. Returned objects are shared with the
 * cache: treat them as read-only.
 */

export class CategoryNotFoundError extends Error {
  constructor(key: string) {
    super(`Category "${key}" not found`)
    this.name = 'CategoryNotFoundError'
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/**
 * The comparator of each sort order, keyed by the ids of the one sort table (src/lib/catalogue/product-list-params.ts):
 * an order without a comparator fails the type check. Prices missing sort last; ties fall back to name, then id.
 */
const SORTERS: Record<ProductSort, (a: Product, b: Product) => number> = {
  name: (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
  price: (a, b) =>
    (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) || (a.price ?? 0) - (b.price ?? 0) || SORTERS.name(a, b),
  created_at: (a, b) => b.created_at.localeCompare(a.created_at) || SORTERS.name(a, b),
}

function findCategory(snapshot: CatalogueSnapshot, key: { id: number } | { slug: string }): Category | undefined {
  return 'id' in key ? snapshot.categoryById.get(key.id) : snapshot.categoryBySlug.get(key.slug)
}

export type ListProductsOptions = Partial<ProductListQuery>

export async function listProducts(options: ListProductsOptions = {}): Promise<ProductList> {
  const snapshot = await getSnapshot()
  const limit = options.limit ?? DEFAULT_PAGE_SIZE
  const offset = options.offset ?? 0
  // Inactive products are never public: asking for them finds none.
  if (options.active === false) return { products: [], total: 0, limit, offset }

  let items = snapshot.products
  if (options.featured !== undefined) items = items.filter((p) => p.is_featured === options.featured)
  if (options.category) {
    const category = findCategory(snapshot, options.category)
    if (!category)
      throw new CategoryNotFoundError('id' in options.category ? String(options.category.id) : options.category.slug)
    const ids = snapshot.descendantIds.get(category.id)!
    items = items.filter((p) => p.category_id !== null && ids.has(p.category_id))
  }
  const search = options.search?.trim().toLowerCase()
  if (search) {
    const terms = search.split(/\s+/)
    items = items.filter((p) => {
      const text = snapshot.searchText.get(p.id)!
      return terms.every((t) => text.includes(t))
    })
  }
  const sorted = [...items].sort(SORTERS[options.sort ?? DEFAULT_SORT])
  return { products: sorted.slice(offset, offset + limit), total: sorted.length, limit, offset }
}

export async function getProductById(id: number): Promise<Product | undefined> {
  return (await getSnapshot()).productById.get(id)
}

export async function getProductBySlug(slug: string): Promise<Product | undefined> {
  return (await getSnapshot()).productBySlug.get(slug)
}

/** Public categories, flat, in display order (each still carries its children). */
export async function listCategories(options: { active?: boolean } = {}): Promise<Category[]> {
  if (options.active === false) return []
  return (await getSnapshot()).categories
}

/** Top-level public categories with their descendants nested under `children`. */
export async function getCategoryTree(): Promise<Category[]> {
  return (await getSnapshot()).tree
}

export async function getCategoryById(id: number): Promise<Category | undefined> {
  return (await getSnapshot()).categoryById.get(id)
}

export async function getCategoryBySlug(slug: string): Promise<Category | undefined> {
  return (await getSnapshot()).categoryBySlug.get(slug)
}

/** Products related to one product: same category first, then siblings under the same parent. */
export async function getRelatedProducts(product: Product, limit = 4): Promise<Product[]> {
  const snapshot = await getSnapshot()
  if (product.category_id === null) return []
  const category = snapshot.categoryById.get(product.category_id)
  const parentIds = category?.parent_id ? snapshot.descendantIds.get(category.parent_id) : undefined
  const same = snapshot.products.filter((p) => p.id !== product.id && p.category_id === product.category_id)
  const near = parentIds
    ? snapshot.products.filter(
        (p) =>
          p.id !== product.id &&
          p.category_id !== product.category_id &&
          p.category_id !== null &&
          parentIds.has(p.category_id),
      )
    : []
  return [...same, ...near].slice(0, limit)
}
