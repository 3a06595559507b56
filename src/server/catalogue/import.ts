import 'server-only'

/**
 * Loads a catalogue file (categories, products, and the image and document files beside it) into the database:
 * validated whole first (nothing is written when anything is invalid), media made once, then one transaction of
 * upserts by slug. Unchanged entries (same content hash) are skipped, so a second run changes nothing.
 * The seed on first start and `npm run catalogue:import` both come through here. No `server-only`: the CLI uses it.
 */
import { eq, inArray, sql } from 'drizzle-orm'

import type { CatalogueFile, ProductFileEntry } from '@/lib/catalogue/file-format'
import type { Db, Tx } from '@/server/db/client'
import { categories, products, type StoredDownload, type StoredGalleryItem, type StoredImage } from '@/server/db/schema'
import { DOCUMENTS_VERSION } from '@/server/documents'
import type { CompanyDetails } from '@/server/documents/company'
import { bumpCatalogueRevision } from './revision'
import { mediaStore } from './media'

import { catalogueProducts, checkCatalogueFile } from './import-check'
import { buildProductMedia, hashEntry, makeImage, productColumns, productFiles, sourceReader } from './import-media'

export { CatalogueValidationError, checkCatalogueFile, type CatalogueIndex, type ImportIssue } from './import-check'
export {
  buildProductMedia,
  PIPELINE_VERSION,
  productColumns,
  productFiles,
  type ProductMedia,
  type SourceReader,
} from './import-media'

const IMPORT_CONCURRENCY = 2

/** Runs `task` over `items` (read as they are needed) with at most `limit` in flight. */
async function runPool<T>(items: AsyncIterable<T>, limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.asyncIterator]()
  const worker = async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) await task(next.value)
  }
  await Promise.all(Array.from({ length: limit }, worker))
}

export interface ImportCounts {
  created: number
  updated: number
  unchanged: number
}

export interface ImportResult {
  categories: ImportCounts
  products: ImportCounts
}

export interface ImportOptions {
  db: Db
  dataDir: string
  company: CompanyDetails
  onProgress?: (line: string) => void
  /** Injected clock, for deterministic tests. */
  now?: () => Date
  /**
   * Leave AVIF renditions to `completePendingRenditions` (WebP is made now). The first start uses this so the site
   * serves in about half the time; the AVIF files follow in the background.
   */
  deferAvif?: boolean
  /**
   * Runs last inside the import's transaction (the panel records its audit entry here, so it exists iff the import
   * committed).
   */
  inTransaction?: (tx: Tx, result: ImportResult) => Promise<void>
  /**
   * Write exactly these entries (by slug) and count every other one unchanged: the panel applies what its dry run
   * listed (src/server/catalogue/editor/transfer-diff.ts), whatever the stored source hashes say.
   */
  only?: { categories: ReadonlySet<string>; products: ReadonlySet<string> }
}

/**
 * Reads and validates a catalogue file and everything it refers to, and returns it whole; throws
 * CatalogueValidationError. For the staff panel's dry run, whose upload is bounded (TRANSFER_LIMITS); the import
 * itself never holds the whole file.
 */
export async function validateCatalogueFile(file: string): Promise<{ data: CatalogueFile; baseDir: string }> {
  const { baseDir, categories: categoryEntries } = await checkCatalogueFile(file)
  const productEntries: ProductFileEntry[] = []
  for await (const { entry } of catalogueProducts(file)) productEntries.push(entry)
  return { data: { version: 1, categories: categoryEntries, products: productEntries }, baseDir }
}

export async function importCatalogue(file: string, options: ImportOptions): Promise<ImportResult> {
  const log = options.onProgress ?? (() => undefined)
  const now = options.now ?? (() => new Date())
  // 1. Validation: the file read once, entry by entry, keeping only the categories and small indexes.
  const index = await checkCatalogueFile(file)
  const { baseDir, categories: categoryEntries, products: productCount } = index
  const read = sourceReader(baseDir)
  log(`Validated ${file}: ${categoryEntries.length} categories, ${productCount} products`)

  const store = mediaStore(options.dataDir)
  const { db } = options

  const existingCategories = new Map(
    (await db.select({ slug: categories.slug, hash: categories.sourceHash }).from(categories)).map((r) => [
      r.slug,
      r.hash,
    ]),
  )
  const existingProducts = new Map(
    (await db.select({ slug: products.slug, hash: products.sourceHash }).from(products)).map((r) => [r.slug, r.hash]),
  )
  const result: ImportResult = {
    categories: { created: 0, updated: 0, unchanged: 0 },
    products: { created: 0, updated: 0, unchanged: 0 },
  }

  // 2. Media for new or changed entries, before the transaction (files are content-addressed, so an aborted
  //    import leaves at most unused files, never a broken reference). The file is read a second time; what is kept
  //    per product to write is its hash and its stored media records (small JSON), not the entry.
  type CategoryWrite = { entry: CatalogueFile['categories'][number]; hash: string; image: StoredImage | null }
  const categoryWrites: CategoryWrite[] = []
  for (const [i, c] of categoryEntries.entries()) {
    const hash = hashEntry(c, read, c.image ? [c.image.file] : [], null)
    const previous = existingCategories.get(c.slug)
    const step = `[${i + 1}/${categoryEntries.length}] category ${c.slug}`
    if (options.only ? !options.only.categories.has(c.slug) : previous === hash) {
      result.categories.unchanged++
      log(`${step}: unchanged`)
      continue
    }
    const image = c.image
      ? await makeImage(store, read, c.image, `category-${c.slug}`, `${c.slug}-image`, options.deferAvif)
      : null
    categoryWrites.push({ entry: c, hash, image })
    result.categories[previous === undefined ? 'created' : 'updated']++
    log(`${step}: ${previous === undefined ? 'created' : 'updated'}`)
  }

  const categoryName = new Map(categoryEntries.map((c) => [c.slug, c.name]))
  type ProductWrite = {
    slug: string
    hash: string
    images: StoredImage[]
    gallery: StoredGalleryItem[]
    downloads: StoredDownload[]
  }
  const productWrites = new Map<number, ProductWrite>()
  // Two products at a time: image encoding is CPU-bound and mostly single-threaded per image.
  await runPool(catalogueProducts(file), IMPORT_CONCURRENCY, async ({ index: i, entry: p }) => {
    const hash = hashEntry(p, read, productFiles(p), {
      company: options.company,
      category: categoryName.get(p.category),
      documents: DOCUMENTS_VERSION,
    })
    const previous = existingProducts.get(p.slug)
    const step = `[${i + 1}/${productCount}] product ${p.slug}`
    if (options.only ? !options.only.products.has(p.slug) : previous === hash) {
      result.products.unchanged++
      log(`${step}: unchanged`)
      return
    }
    const { images, gallery, downloads } = await buildProductMedia(store, read, p, {
      categoryName: categoryName.get(p.category) ?? '',
      company: options.company,
      issued: p.created_at ? new Date(p.created_at) : now(),
      deferAvif: options.deferAvif,
    })
    productWrites.set(i, { slug: p.slug, hash, images, gallery, downloads })
    result.products[previous === undefined ? 'created' : 'updated']++
    log(`${step}: ${previous === undefined ? 'created' : 'updated'}`)
  })

  if (categoryWrites.length === 0 && productWrites.size === 0) {
    log('Nothing to write: the database already holds this catalogue.')
    return result
  }

  // 3. One transaction: every entry lands, or none does (the products read from the file a third time).
  await db.transaction(async (tx) => {
    const stamp = now()
    for (const { entry: c, hash, image } of categoryWrites) {
      const values = {
        slug: c.slug,
        name: c.name,
        description: c.description,
        sortOrder: c.sort_order,
        isActive: c.is_active,
        icon: c.icon,
        image,
        features: c.features,
        translations: c.translations ?? {},
        sourceHash: hash,
        updatedAt: stamp,
      }
      await tx.insert(categories).values(values).onConflictDoUpdate({ target: categories.slug, set: values })
    }
    const slugs = categoryEntries.map((c) => c.slug)
    const idBySlug = new Map(
      (
        await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, slugs))
      ).map((r) => [r.slug, r.id]),
    )
    for (const { entry: c } of categoryWrites) {
      await tx
        .update(categories)
        .set({ parentId: c.parent === null ? null : idBySlug.get(c.parent)! })
        .where(eq(categories.slug, c.slug))
    }
    for await (const { index: i, entry: p } of catalogueProducts(file)) {
      const write = productWrites.get(i)
      if (!write) continue
      // The file is read again here: an edit in between must not pair one product with another's media.
      if (write.slug !== p.slug) throw new Error(`${file} changed during the import; nothing was written.`)
      const { hash, images, gallery, downloads } = write
      const values = {
        ...productColumns(p, { images, gallery, downloads }, idBySlug.get(p.category)!),
        sourceHash: hash,
        updatedAt: stamp,
        ...(p.created_at ? { createdAt: new Date(p.created_at) } : {}),
      }
      // An import is a change like any other: an editor who opened the product before it must not save over it.
      await tx
        .insert(products)
        .values(values)
        .onConflictDoUpdate({ target: products.slug, set: { ...values, version: sql`${products.version} + 1` } })
    }
    // Every running instance reloads its snapshot when this commits (on PostgreSQL, also those in other processes:
    // a CLI import beside the running site shows at once).
    await bumpCatalogueRevision(tx)
    await options.inTransaction?.(tx, result)
  })
  const counts = (c: typeof result.categories) => `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`
  log(`Imported: categories ${counts(result.categories)}; products ${counts(result.products)}`)
  return result
}
