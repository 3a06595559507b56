import 'server-only'

import { and, eq, inArray } from 'drizzle-orm'

import type { Category, Product } from '@/lib/catalogue/types'
import type { DbOrTx } from '@/server/db/client'
import { slugRedirects, type ProductRow, type SlugRedirectRow } from '@/server/db/schema'
import { packWhole, readRows } from './details'
import { toProductSummary } from './dto'
import {
  byEnglishName,
  carryViews,
  countProducts,
  isPublicProduct,
  summaryTranslations,
  type CatalogueSnapshot,
} from './views'

/*
 * A save patches the snapshot instead of reloading it (docs/decisions/055-big-catalogue.md, step 3): the products it
 * names are read again, and everything else is taken over from the
 * snapshot before the save: the other products, the categories (recounted when a product came or went), the views
 * already made in Dari and Pashto, the search indexes (their documents for these products replaced) and the other
 * products' packed whole records. At 10,000 products a reload reads every row and rebuilds the views and the search
 * indexes: seconds, where this takes milliseconds. The result is what a reload at the same revision would hold
 * (./patch.test.ts compares them).
 */

/** What a patch changes: these products. */
export interface PatchedChange {
  products: readonly number[]
}

export async function patchSnapshot(
  old: CatalogueSnapshot,
  change: PatchedChange,
  revision: number,
  db: DbOrTx,
): Promise<CatalogueSnapshot> {
  const ids = change.products
  const changed = new Set(ids)
  const [rows, redirectRows] = await Promise.all([
    readRows(db, ids),
    // None when the write changed nothing after all (a save refused inside its transaction still moved the revision).
    ids.length === 0
      ? []
      : db
          .select()
          .from(slugRedirects)
          .where(and(eq(slugRedirects.entityType, 'product'), inArray(slugRedirects.entityId, [...ids]))),
  ])
  // A refused product save leaves the catalogue as it was: the same objects, views included.
  const catalogue = ids.length === 0 ? old : patchProducts(old, changed, rows, redirectRows)
  const patched: CatalogueSnapshot = { ...old, ...catalogue, revision }
  carryViews(old, patched, changed)
  return patched
}

type ProductParts = Pick<
  CatalogueSnapshot,
  | 'products'
  | 'productById'
  | 'productBySlug'
  | 'whole'
  | 'translations'
  | 'redirects'
  | 'tree'
  | 'categories'
  | 'categoryById'
  | 'categoryBySlug'
>

/** The snapshot's products with `changed` taken from `rows` (read after the commit; a deleted product has none). */
function patchProducts(
  old: CatalogueSnapshot,
  changed: ReadonlySet<number>,
  rows: readonly ProductRow[],
  redirectRows: readonly SlugRedirectRow[],
): ProductParts {
  const ids = [...changed]
  const publicIds = new Set(old.categoryById.keys())
  const visible = rows.filter((row) => isPublicProduct(row, publicIds))
  const categoryOf = (row: ProductRow) => (row.categoryId === null ? undefined : old.categoryById.get(row.categoryId))
  const added = visible.map((row) => toProductSummary(row, categoryOf(row), old.ctx)).sort(byEnglishName)
  const products = mergeSorted(
    old.products.filter((p) => !changed.has(p.id)),
    added,
  )
  const whole = new Map(old.whole)
  for (const id of ids) whole.delete(id)
  for (const row of visible) whole.set(row.id, packWhole(row, categoryOf(row), old.ctx))
  const productById = new Map(old.productById)
  const productBySlug = new Map(old.productBySlug)
  for (const id of ids) {
    const before = old.productById.get(id)
    productById.delete(id)
    if (before && productBySlug.get(before.slug)?.id === id) productBySlug.delete(before.slug)
  }
  for (const p of added) {
    productById.set(p.id, p)
    productBySlug.set(p.slug, p)
  }

  const translations = { ...old.translations, product: new Map(old.translations.product) }
  for (const id of ids) translations.product.delete(id)
  for (const row of visible) {
    const lean = summaryTranslations(row)
    if (Object.keys(lean).length) translations.product.set(row.id, lean)
  }

  // Old addresses of these products: what the database now says, unless the slug is a live product's again.
  const redirects = { ...old.redirects, product: new Map(old.redirects.product) }
  const oldSlugs = new Set(ids.map((id) => old.productById.get(id)?.slug).filter((slug) => slug !== undefined))
  for (const [from, to] of redirects.product)
    if (oldSlugs.has(to) || productBySlug.has(from)) redirects.product.delete(from)
  for (const r of redirectRows) {
    const target = productById.get(r.entityId)
    if (target && !productBySlug.has(r.oldSlug)) redirects.product.set(r.oldSlug, target.slug)
  }

  const categories = recount(old, countProducts(products, old.descendantIds))
  return { ...categories, products, productById, productBySlug, whole, translations, redirects }
}

/** Two lists in the snapshot's order, merged. */
function mergeSorted(a: readonly Product[], b: readonly Product[]): Product[] {
  if (b.length === 0) return [...a]
  const out: Product[] = []
  let j = 0
  for (const p of a) {
    while (j < b.length && byEnglishName(b[j]!, p) < 0) out.push(b[j++]!)
    out.push(p)
  }
  while (j < b.length) out.push(b[j++]!)
  return out
}

type Categories = Pick<CatalogueSnapshot, 'tree' | 'categories' | 'categoryById' | 'categoryBySlug'>

/** The categories with these product counts: the same objects when no count changed. */
function recount(old: CatalogueSnapshot, counts: ReadonlyMap<number, number>): Categories {
  const same = old.categories.every((c) => c.product_count === (counts.get(c.id) ?? 0))
  if (same) return old
  const categoryById = new Map<number, Category>()
  const copy = (c: Category): Category => {
    const dto = { ...c, product_count: counts.get(c.id) ?? 0, children: c.children.map(copy) }
    categoryById.set(c.id, dto)
    return dto
  }
  const tree = old.tree.map(copy)
  const categories = old.categories.map((c) => categoryById.get(c.id)!)
  return { tree, categories, categoryById, categoryBySlug: new Map(categories.map((c) => [c.slug, c])) }
}
