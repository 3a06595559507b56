import 'server-only'

import { eq, inArray, lt } from 'drizzle-orm'

import { getDb } from '@/server/db/client'
import { serviceDrafts, servicePhotos, type DraftPhoto } from '@/server/db/schema'
import { errorMessage, logger } from '@/server/log/log'
import { deletePhotos } from './photos'

/**
 * A refused request form's values, errors and photos, kept for an hour under a random id (docs/service-desk.md):
 * the form's route answers with a redirect to `/service?draft=<id>`, and the page comes back filled in, photos
 * included, with or without JavaScript. Old drafts, and the photos no request took, are deleted in passing.
 */

export const DRAFT_TTL_MS = 60 * 60_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface ServiceDraft {
  id: string
  values: Record<string, string>
  errors: Record<string, string>
  photos: DraftPhoto[]
}

export async function saveDraft(
  values: Record<string, string>,
  errors: Record<string, string>,
  photos: DraftPhoto[],
  now = new Date(),
): Promise<string> {
  const db = await getDb()
  const [row] = await db
    .insert(serviceDrafts)
    .values({ values, errors, photos, createdAt: now })
    .returning({ id: serviceDrafts.id })
  return row!.id
}

/** A draft younger than an hour, or undefined (an id that is not one is simply not found). */
export async function readDraft(id: unknown, now = new Date()): Promise<ServiceDraft | undefined> {
  if (typeof id !== 'string' || !UUID.test(id)) return undefined
  const db = await getDb()
  const [row] = await db.select().from(serviceDrafts).where(eq(serviceDrafts.id, id))
  if (!row || now.getTime() - row.createdAt.getTime() > DRAFT_TTL_MS) return undefined
  return { id: row.id, values: row.values, errors: row.errors, photos: row.photos }
}

export async function deleteDraft(id: string): Promise<void> {
  if (!UUID.test(id)) return
  const db = await getDb()
  await db.delete(serviceDrafts).where(eq(serviceDrafts.id, id))
}

/** Deletes drafts past their hour and the photos of theirs that no request took. */
export async function sweepDrafts(now = new Date()): Promise<void> {
  try {
    const db = await getDb()
    const old = await db
      .delete(serviceDrafts)
      .where(lt(serviceDrafts.createdAt, new Date(now.getTime() - DRAFT_TTL_MS)))
      .returning({ photos: serviceDrafts.photos })
    const keys = old.flatMap((d) => d.photos.map((p) => p.key))
    if (keys.length === 0) return
    const taken = new Set(
      (await db.select({ key: servicePhotos.key }).from(servicePhotos).where(inArray(servicePhotos.key, keys))).map(
        (p) => p.key,
      ),
    )
    await deletePhotos(keys.filter((k) => !taken.has(k)))
  } catch (err) {
    // A sweep that fails leaves files for the next one; it never fails a visitor's request.
    logger('service').warn({ error: errorMessage(err) }, 'draft sweep failed')
  }
}
