import 'server-only'

import { and, eq, ne } from 'drizzle-orm'

import { productTranslationsToEditor } from '@/lib/catalogue/editor-translations'
import { type ProductEditorData } from '@/lib/catalogue/editor-format'
import { getDb, type Db } from '@/server/db/client'
import { categories, products, type ProductRow, type StoredImage } from '@/server/db/schema'

/** The product editor's reads: a product as the form holds it, and whether a slug is free. */

/** A product as the editor loads it: the form's data and the version it started from. */
export interface EditorProduct {
  id: number
  version: number
  updatedAt: string
  data: ProductEditorData
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** A stored row as the editor's data (the inverse of what a save stores). */
export function rowToEditorData(row: ProductRow, categorySlug: string): ProductEditorData {
  const data: Omit<ProductEditorData, 'translations'> = {
    slug: row.slug,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    description: row.description,
    category: categorySlug,
    series: row.series,
    is_active: row.isActive,
    is_featured: row.isFeatured,
    price: row.price === null ? null : Number(row.price),
    sort_order: row.sortOrder,
    key_features: row.keyFeatures,
    features: row.features,
    highlights: row.highlights,
    applications: row.applications,
    specifications: row.specifications.map((g) => ({ group: g.group, rows: g.rows.map((r) => ({ ...r })) })),
    images: row.images.map((i) => ({ source: i.source, alt: i.alt })),
    gallery: row.gallery.map((g) => ({
      title: g.title,
      description: g.description,
      image: { source: g.image.source, alt: g.image.alt },
    })),
    downloads: row.downloads.map((d) =>
      'generate' in d.source
        ? { name: d.name, type: 'PDF' as const, generate: 'datasheet' as const }
        : { name: d.name, type: d.type, file: d.source.file },
    ),
  }
  const translations = productTranslationsToEditor(data, row.translations)
  return { ...data, translations }
}

export async function loadEditorProduct(db: Db, id: number): Promise<EditorProduct | undefined> {
  const [found] = await db
    .select({ row: products, categorySlug: categories.slug })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1)
  if (!found) return undefined
  return {
    id: found.row.id,
    version: found.row.version,
    updatedAt: found.row.updatedAt.toISOString(),
    data: rowToEditorData(found.row, found.categorySlug ?? ''),
  }
}

export async function getEditorProduct(id: number): Promise<EditorProduct | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  return loadEditorProduct(await getDb(), id)
}

/** Whether `slug` is free for the product `exceptId` (or a new one); with the name of the product that holds it. */
export async function checkSlug(
  slug: string,
  exceptId?: number,
): Promise<{ available: boolean; takenBy?: string; suggestion?: string }> {
  const db = await getDb()
  const holder = await slugHolder(db, slug, exceptId)
  if (!holder) return { available: true }
  return { available: false, takenBy: holder, suggestion: await freeSlug(db, slug, exceptId) }
}

export async function slugHolder(db: Db, slug: string, exceptId?: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug))
    .limit(1)
  return row?.name
}

/** `base`, or `base-2`, `base-3`…: the first one no other product uses. */
export async function freeSlug(db: Db, base: string, exceptId?: number): Promise<string> {
  if (!(await slugHolder(db, base, exceptId))) return base
  const stem = base.replace(/-\d+$/, '').slice(0, 94)
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}`
    if (!(await slugHolder(db, candidate, exceptId))) return candidate
  }
}

/** The renditions a row already has, by original: an edit that keeps an image does not make it again. */
export function storedImagesOf(row: Pick<ProductRow, 'images' | 'gallery'> | undefined): Map<string, StoredImage> {
  const known = new Map<string, StoredImage>()
  for (const image of [...(row?.images ?? []), ...(row?.gallery.map((g) => g.image) ?? [])])
    known.set(image.source, image)
  return known
}

/** The smallest WebP rendition of each stored image of a product, by source, for the editor's thumbnails. */
export async function editorThumbnails(id: number): Promise<Record<string, string>> {
  const db = await getDb()
  const [row] = await db
    .select({ images: products.images, gallery: products.gallery })
    .from(products)
    .where(eq(products.id, id))
  const out: Record<string, string> = {}
  for (const image of storedImagesOf(row).values()) {
    const small = image.variants.find((v) => v.format === 'webp')?.filename ?? image.filename
    out[image.source] = `/uploads/images/${small}`
  }
  return out
}
