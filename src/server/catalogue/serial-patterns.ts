import 'server-only'

import { and, eq, inArray } from 'drizzle-orm'

import { getDb, type DbOrTx } from '@/server/db/client'
import { categories, products } from '@/server/db/schema'

/**
 * What the service desk needs of a catalogue product (docs/service-desk.md): its name, its family (category) and the
 * serial mask that family's instruments follow. A category without a mask takes its parent's, so a mask set on "GNSS
 * receivers" covers its sub-families; none anywhere up the tree means any serial.
 */

export interface ServiceProduct {
  id: number
  slug: string
  name: string
  categoryId: number | null
  serialPattern: string | null
}

/** The mask of a category, or of the nearest ancestor that has one. */
async function patternUp(db: DbOrTx, categoryId: number | null): Promise<string | null> {
  const seen = new Set<number>()
  for (let id = categoryId; id !== null && !seen.has(id);) {
    seen.add(id)
    const [row] = await db
      .select({ pattern: categories.serialPattern, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, id))
    if (!row) return null
    if (row.pattern) return row.pattern
    id = row.parentId
  }
  return null
}

async function productWhere(db: DbOrTx, where: ReturnType<typeof eq>): Promise<ServiceProduct | undefined> {
  const [row] = await db
    .select({ id: products.id, slug: products.slug, name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(where)
  if (!row) return undefined
  return { ...row, serialPattern: await patternUp(db, row.categoryId) }
}

/** A product of the public catalogue by slug (hidden ones are not offered to customers). */
export async function serviceProductBySlug(slug: string, given?: DbOrTx): Promise<ServiceProduct | undefined> {
  const db = given ?? (await getDb())
  return productWhere(db, and(eq(products.slug, slug), eq(products.isActive, true))!)
}

/** Any product by id, hidden or not (staff record units of every product they sold). */
export async function serviceProductById(id: number, given?: DbOrTx): Promise<ServiceProduct | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const db = given ?? (await getDb())
  return productWhere(db, eq(products.id, id))
}

/** Products by slug (the units import), hidden ones included, each with its family's mask. */
export async function serviceProductsBySlug(slugs: readonly string[]): Promise<Map<string, ServiceProduct>> {
  const unique = [...new Set(slugs)]
  if (unique.length === 0) return new Map()
  const db = await getDb()
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.slug, unique))
  const patterns = new Map<number | null, string | null>()
  const out = new Map<string, ServiceProduct>()
  for (const row of rows) {
    if (!patterns.has(row.categoryId)) patterns.set(row.categoryId, await patternUp(db, row.categoryId))
    out.set(row.slug, { ...row, serialPattern: patterns.get(row.categoryId) ?? null })
  }
  return out
}

/** Every product (hidden ones too) by name, for the registry's product choice. */
export async function serviceProductOptions(): Promise<{ id: number; name: string }[]> {
  const db = await getDb()
  return db.select({ id: products.id, name: products.name }).from(products).orderBy(products.name)
}
