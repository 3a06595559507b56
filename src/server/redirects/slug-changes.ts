import 'server-only'

import { and, eq } from 'drizzle-orm'

import type { DbOrTx } from '@/server/db/client'
import { slugRedirects } from '@/server/db/schema'

/** A product, a category, or a content entry of a kind ('content:news'): slugs are unique per kind. */
export type RedirectEntity = 'product' | 'category' | `content:${string}`

/**
 * Remembers that `entityId` used to be at `oldSlug`, so `/product/{oldSlug}` (or the category URL) answers a
 * permanent redirect to its current URL. Call inside the transaction that changes the slug. Redirects point at the
 * entity, not at the next slug, so chains collapse (a → b → c: a and b both lead straight to c); when the old slug
 * later belonged to another entity, the latest owner wins. Pass `newSlug` so a redirect from the slug the entity is
 * taking (back) is removed: a live slug always wins over a redirect anyway, this only keeps the table tidy.
 */
export async function recordSlugChange(
  tx: DbOrTx,
  entityType: RedirectEntity,
  oldSlug: string,
  entityId: number,
  newSlug?: string,
): Promise<void> {
  if (newSlug !== undefined && newSlug === oldSlug) return
  await tx
    .insert(slugRedirects)
    .values({ entityType, oldSlug, entityId })
    .onConflictDoUpdate({
      target: [slugRedirects.entityType, slugRedirects.oldSlug],
      set: { entityId, createdAt: new Date() },
    })
  if (newSlug !== undefined) {
    await tx
      .delete(slugRedirects)
      .where(and(eq(slugRedirects.entityType, entityType), eq(slugRedirects.oldSlug, newSlug)))
  }
}

/** Removes the redirects to a deleted entity (call in the deleting transaction). */
export async function forgetRedirects(tx: DbOrTx, entityType: RedirectEntity, entityId: number): Promise<void> {
  await tx
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.entityType, entityType), eq(slugRedirects.entityId, entityId)))
}
