import 'server-only'

import { randomUUID } from 'node:crypto'

import { eq, lt } from 'drizzle-orm'

import { getEnv } from '@/env'
import type { Product } from '@/lib/catalogue/types'
import { getDb } from '@/server/db/client'
import { categories, productPreviews, products, type ProductRow } from '@/server/db/schema'
import { toProduct } from '../dto'
import { buildEditorRow, prepareForPreview, type EditorIssue } from './products'

/**
 * Staff-only previews (decision 017): a saved draft, or the editor's unsaved state, rendered by the public product
 * page's own component. Unsaved states are stored under a random token for a day (in the database, so any app
 * instance can render them); the preview pages are admin pages (signed-in staff, noindex, no-store).
 */
const PREVIEW_TTL_MS = 24 * 60 * 60_000

export async function storePreview(
  input: unknown,
  productId?: number,
): Promise<{ ok: true; token: string } | { ok: false; issues: EditorIssue[] }> {
  const checked = await prepareForPreview(input, productId)
  if (!checked.ok) return checked
  const db = await getDb()
  const token = randomUUID()
  await db.delete(productPreviews).where(lt(productPreviews.createdAt, new Date(Date.now() - PREVIEW_TTL_MS)))
  await db.insert(productPreviews).values({ token, payload: { productId: productId ?? null, product: input } })
  return { ok: true, token }
}

function mediaContext() {
  return { mediaBase: getEnv().MEDIA_BASE_URL ?? '' }
}

/** An unsaved state as the public page's Product, or undefined (unknown or expired token, or no longer valid). */
export async function loadPreview(token: string): Promise<Product | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(token)) return undefined
  const db = await getDb()
  const [row] = await db.select().from(productPreviews).where(eq(productPreviews.token, token)).limit(1)
  if (!row || Date.now() - row.createdAt.getTime() > PREVIEW_TTL_MS) return undefined
  const payload = row.payload as { productId: number | null; product: unknown }
  const built = await buildEditorRow(payload.product, payload.productId ?? undefined)
  if (!built) return undefined
  return toProduct(built.row, built.category, mediaContext())
}

/** A stored product (a draft too) as the public page's Product. */
export async function loadStoredPreview(id: number): Promise<Product | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const db = await getDb()
  const [found] = await db
    .select({ row: products, category: categories })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1)
  if (!found) return undefined
  return toProduct(found.row as ProductRow, found.category ?? undefined, mediaContext())
}
