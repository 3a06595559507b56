import 'server-only'

/**
 * Finishes image renditions an import deferred (`deferAvif`): the first start serves the site with WebP renditions
 * and makes the AVIF ones here, in the background, one image at a time so visitors' requests keep the CPU. Runs on
 * every start, so work interrupted by a restart resumes. No `server-only`: tests call it directly.
 */
import { eq, sql } from 'drizzle-orm'

import type { Db } from '@/server/db/client'
import { categories, products, type StoredImage } from '@/server/db/schema'
import { completeAvif, type MediaStore } from './media'

const PENDING = sql`'%"avifPending"%'`

/** What was finished: images, and which products and how many categories they belong to. */
export interface CompletedRenditions {
  images: number
  products: number[]
  categories: number
}

export async function completePendingRenditions(db: Db, store: MediaStore): Promise<CompletedRenditions> {
  let images = 0
  const complete = async (image: StoredImage) => {
    if (!image.avifPending) return image
    images++
    return completeAvif(store, image)
  }

  const productRows = await db
    .select({ id: products.id, images: products.images, gallery: products.gallery })
    .from(products)
    .where(sql`${products.images}::text like ${PENDING} or ${products.gallery}::text like ${PENDING}`)
  for (const row of productRows) {
    const newImages: StoredImage[] = []
    for (const image of row.images) newImages.push(await complete(image))
    const gallery = []
    for (const item of row.gallery) gallery.push({ ...item, image: await complete(item.image) })
    // Only the renditions change: source hash and timestamps stay, so a re-import still sees the entry as unchanged.
    await db.update(products).set({ images: newImages, gallery }).where(eq(products.id, row.id))
  }

  const categoryRows = await db
    .select({ id: categories.id, image: categories.image })
    .from(categories)
    .where(sql`${categories.image}::text like ${PENDING}`)
  for (const row of categoryRows) {
    if (row.image)
      await db
        .update(categories)
        .set({ image: await complete(row.image) })
        .where(eq(categories.id, row.id))
  }
  return { images, products: productRows.map((row) => row.id), categories: categoryRows.length }
}
