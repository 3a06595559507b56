import 'server-only'

import { inArray, sql } from 'drizzle-orm'

import type { TargetsInput } from '@/lib/library/input'
import type { DbOrTx } from '@/server/db/client'
import { categories, libraryTargets, products } from '@/server/db/schema'

/**
 * What a release or an advisory applies to: products one by one, or every product of a category and its
 * subcategories (resolved when asked, so a product moved into the category later is covered too).
 */

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? [])
}

/** The products `targets` covers now, active or not: named ones and those of the categories' subtrees. */
export async function productIdsCovered(db: DbOrTx, targets: TargetsInput): Promise<Set<number>> {
  const out = new Set(targets.productIds)
  if (targets.categoryIds.length) {
    const list = sql.join(
      targets.categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )
    const result = await db.execute(sql`
      with recursive tree(id) as (
        select id from categories where id in (${list})
        union
        select c.id from categories c join tree t on c.parent_id = t.id
      )
      select p.id from products p where p.category_id in (select id from tree)`)
    for (const row of rowsOf<{ id: number }>(result)) out.add(Number(row.id))
  }
  return out
}

/** Which of the named products and categories no longer exist (a stale form). */
export async function missingTargets(db: DbOrTx, targets: TargetsInput): Promise<string[]> {
  const problems: string[] = []
  if (targets.productIds.length) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, targets.productIds))
    const have = new Set(found.map((r) => r.id))
    const gone = targets.productIds.filter((id) => !have.has(id))
    if (gone.length) problems.push(`${gone.length === 1 ? 'A product' : `${gone.length} products`} no longer exist`)
  }
  if (targets.categoryIds.length) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, targets.categoryIds))
    const have = new Set(found.map((r) => r.id))
    const gone = targets.categoryIds.filter((id) => !have.has(id))
    if (gone.length) problems.push(`${gone.length === 1 ? 'a category' : `${gone.length} categories`} no longer exist`)
  }
  return problems
}

/** Replaces the targets of a release or an advisory. */
export async function writeTargets(
  db: DbOrTx,
  item: { releaseId: number } | { advisoryId: number },
  targets: TargetsInput,
): Promise<void> {
  const column = 'releaseId' in item ? libraryTargets.releaseId : libraryTargets.advisoryId
  const id = 'releaseId' in item ? item.releaseId : item.advisoryId
  await db.delete(libraryTargets).where(sql`${column} = ${id}`)
  const rows = [
    ...targets.productIds.map((productId) => ({ ...item, productId })),
    ...targets.categoryIds.map((categoryId) => ({ ...item, categoryId })),
  ]
  if (rows.length) await db.insert(libraryTargets).values(rows)
}

/** The targets stored for a release or an advisory. */
export async function readTargets(
  db: DbOrTx,
  item: { releaseId: number } | { advisoryId: number },
): Promise<TargetsInput> {
  const column = 'releaseId' in item ? libraryTargets.releaseId : libraryTargets.advisoryId
  const id = 'releaseId' in item ? item.releaseId : item.advisoryId
  const rows = await db
    .select()
    .from(libraryTargets)
    .where(sql`${column} = ${id}`)
  return {
    productIds: rows.flatMap((r) => (r.productId === null ? [] : [r.productId])).sort((a, b) => a - b),
    categoryIds: rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])).sort((a, b) => a - b),
  }
}

/** Names of products and categories, for audit entries and messages ("Vireo G9 RTK Rover", "category GNSS"). */
export async function targetNames(db: DbOrTx, targets: TargetsInput): Promise<string[]> {
  const names: string[] = []
  if (targets.productIds.length)
    for (const p of await db
      .select({ name: products.name })
      .from(products)
      .where(inArray(products.id, targets.productIds)))
      names.push(p.name)
  if (targets.categoryIds.length)
    for (const c of await db
      .select({ name: categories.name })
      .from(categories)
      .where(inArray(categories.id, targets.categoryIds)))
      names.push(`All of ${c.name}`)
  return names.sort()
}
