import 'server-only'

import { asc } from 'drizzle-orm'

import { PRODUCTS_NAMED_IN_REFUSAL } from '@/lib/catalogue/category-edit'
import type { CategoryTranslations } from '@/lib/catalogue/file-format'
import { getDb, type Db } from '@/server/db/client'
import { categories, products, type CategoryRow, type StoredImage } from '@/server/db/schema'

/*
 * The category tree as the staff panel shows it (decision 017): every category, active or not, in display order,
 * with the products filed in each (./categories.ts writes it).
 */

/** A category as the panel shows it: every category, active or not, with what hangs below it. */
export interface AdminCategory {
  id: number
  slug: string
  name: string
  description: string
  icon: string | null
  features: string[]
  isActive: boolean
  parentId: number | null
  sortOrder: number
  image: StoredImage | null
  /** Dari and Pashto texts as the catalogue file holds them (the form edits them keyed by English text). */
  translations: CategoryTranslations
  /** Products filed directly in this category (not in sub-categories). */
  productCount: number
  /** The first of them by name (PRODUCTS_NAMED_IN_REFUSAL), for the refusal of a delete to name and link. */
  products: { id: number; name: string }[]
  updatedAt: string
}

/** Display order among siblings: the public site's (sort order, then name). */
export const bySortThenName = (a: CategoryRow, b: CategoryRow) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'en', { numeric: true })

/** Every category, depth-first in display order (each parent followed by its children). */
export async function listAdminCategories(db?: Db): Promise<AdminCategory[]> {
  const database = db ?? (await getDb())
  const [rows, productRows] = await Promise.all([
    database.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    database
      .select({ id: products.id, name: products.name, categoryId: products.categoryId })
      .from(products)
      .orderBy(asc(products.name), asc(products.id)),
  ])
  const inside = new Map<number, Inside>()
  for (const { id, name, categoryId } of productRows) {
    if (categoryId === null) continue
    const entry = inside.get(categoryId) ?? { count: 0, first: [] }
    entry.count++
    if (entry.first.length < PRODUCTS_NAMED_IN_REFUSAL) entry.first.push({ id, name })
    inside.set(categoryId, entry)
  }
  const ids = new Set(rows.map((r) => r.id))
  const childrenOf = new Map<number | null, CategoryRow[]>()
  for (const row of rows) {
    // A parent that no longer exists (deleted outside the panel) puts its children at the top level.
    const key = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row])
  }
  const out: AdminCategory[] = []
  const seen = new Set<number>()
  const walk = (parent: number | null) => {
    for (const row of (childrenOf.get(parent) ?? []).sort(bySortThenName)) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      out.push(toAdmin(row, inside.get(row.id) ?? NOTHING_INSIDE))
      walk(row.id)
    }
  }
  walk(null)
  return out
}

/** The products filed in a category: how many, and the first few by name. */
export interface Inside {
  count: number
  first: { id: number; name: string }[]
}
export const NOTHING_INSIDE: Inside = { count: 0, first: [] }

export function toAdmin(row: CategoryRow, inside: Inside): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon,
    features: row.features,
    isActive: row.isActive,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    image: row.image,
    translations: row.translations,
    productCount: inside.count,
    products: inside.first,
    updatedAt: row.updatedAt.toISOString(),
  }
}
