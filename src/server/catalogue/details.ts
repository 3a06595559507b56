import 'server-only'

import { deflateRawSync, inflateRawSync } from 'node:zlib'

import { asc, gt, inArray } from 'drizzle-orm'

import type { ProductTranslations, TranslationLocale } from '@/lib/catalogue/file-format'
import type { Category, Product } from '@/lib/catalogue/types'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { DbOrTx } from '@/server/db/client'
import { products, type ProductRow } from '@/server/db/schema'
import { toProduct, type CategoryRefRow, type DtoContext } from './dto'
import { localizeProduct } from './dto-locale'

/*
 * Whole products (docs/decisions/056-big-catalogue-memory.md). The snapshot lists products by their summaries and
 * keeps each public product whole as compressed JSON: its English DTO and its Dari and Pashto texts, about 2.4 KB
 * at 10,000 generated products (6.7 KB as JSON, several times that as objects), held outside the JavaScript heap.
 * A product page, the API and the documents unpack the few they show (about a tenth of a millisecond each); the
 * search index unpacks them all once per locale. Nothing is read from the database to show a product, so pages
 * keep working from memory while the database fails (docs/decisions/025-database-outages.md).
 */

interface Packed {
  /** The English DTO. */
  p: Product
  /** The row's translations. */
  t: ProductTranslations
}

// Speed over size: level 3 packs in about a third of the time of the default for 3 % more bytes (measured).
const LEVEL = 3

export function packWhole(row: ProductRow, category: CategoryRefRow | undefined, ctx: DtoContext): Buffer {
  const packed: Packed = { p: toProduct(row, category, ctx), t: row.translations }
  // Copied out: zlib returns a slice of its 16 KiB output buffer, and each slice kept that whole buffer alive
  // (9,047 public products held 141 MiB instead of 22). The copy comes from Node's shared pool.
  return Buffer.from(deflateRawSync(JSON.stringify(packed), { level: LEVEL }))
}

function unpack(buffer: Buffer): Packed {
  return JSON.parse(inflateRawSync(buffer).toString('utf8')) as Packed
}

/** What unpacking reads of a view (./views.ts): its locale, whole products, and its categories' names. */
interface View {
  locale: Locale
  whole: ReadonlyMap<number, Buffer>
  categoryById: ReadonlyMap<number, Category>
}

/** One product of the view, whole, in its locale (English texts where a translation is missing, as listed). */
export function wholeProduct(view: View, id: number): Product | undefined {
  const buffer = view.whole.get(id)
  if (!buffer) return undefined
  const { p, t } = unpack(buffer)
  if (view.locale === DEFAULT_LOCALE) return p
  const category = p.category_id === null ? undefined : view.categoryById.get(p.category_id)
  return localizeProduct(
    p,
    t[view.locale as TranslationLocale],
    category ? { name: category.name, fellBack: category.fallback?.includes('name') ?? false } : undefined,
  )
}

/** The view's products for `ids`, whole, in the order asked; ids it does not show are left out. */
export function wholeProducts(view: View, ids: readonly number[]): Product[] {
  return ids.map((id) => wholeProduct(view, id)).filter((p): p is Product => p !== undefined)
}

/** Every product row, whole, a batch at a time in id order. */
export async function* productRowBatches(db: DbOrTx, size: number): AsyncGenerator<ProductRow[]> {
  for (let after = 0; ;) {
    const rows = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(size)
    if (rows.length) yield rows
    if (rows.length < size) return
    after = rows.at(-1)!.id
  }
}

/** The rows of these products (those that still exist). */
export async function readRows(db: DbOrTx, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]))
}
