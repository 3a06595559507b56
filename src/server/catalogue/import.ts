import 'server-only'

/**
 * Loads a catalogue file (categories, products, and the image and document files beside it) into the database:
 * validated whole first (nothing is written when anything is invalid), media made once, then one transaction of
 * upserts by slug. Unchanged entries (same content hash) are skipped, so a second run changes nothing.
 * The seed on first start and `npm run catalogue:import` both come through here. No `server-only`: the CLI uses it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { eq, inArray, sql } from 'drizzle-orm'

import { formatIssuePath } from '@/lib/issue-path'
import { catalogueFileSchema, type CatalogueFile, type ProductFileEntry } from '@/lib/catalogue/file-format'
import type { Db, Tx } from '@/server/db/client'
import { categories, products, type StoredDownload, type StoredGalleryItem, type StoredImage } from '@/server/db/schema'
import { DOCUMENTS_VERSION } from '@/server/documents'
import type { CompanyDetails } from '@/server/documents/company'
import { bumpCatalogueRevision } from './revision'
import { mediaStore } from './media'

import { buildProductMedia, hashEntry, makeImage, productColumns, productFiles, sourceReader } from './import-media'

export {
  buildProductMedia,
  PIPELINE_VERSION,
  productColumns,
  productFiles,
  type ProductMedia,
  type SourceReader,
} from './import-media'

const IMPORT_CONCURRENCY = 2

/** Runs `task` over `items` with at most `limit` in flight. */
async function runPool<T>(items: Iterable<T>, limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]()
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await task(next.value)
  }
  await Promise.all(Array.from({ length: limit }, worker))
}

export interface ImportIssue {
  path: string
  message: string
}

export class CatalogueValidationError extends Error {
  constructor(public readonly issues: ImportIssue[]) {
    const lines = issues.map((i) => `  ${i.path}: ${i.message}`)
    super(`The catalogue file has ${issues.length} problem(s):\n${lines.join('\n')}`)
    this.name = 'CatalogueValidationError'
  }
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

function collectFileRefs(data: CatalogueFile): { path: string; file: string }[] {
  const refs: { path: string; file: string }[] = []
  data.categories.forEach((c, i) => {
    if (c.image) refs.push({ path: `categories[${i}].image.file`, file: c.image.file })
  })
  data.products.forEach((p, i) => {
    p.images.forEach((img, j) => refs.push({ path: `products[${i}].images[${j}].file`, file: img.file }))
    p.gallery.forEach((g, j) => refs.push({ path: `products[${i}].gallery[${j}].image.file`, file: g.image.file }))
    p.downloads.forEach((d, j) => {
      if ('file' in d) refs.push({ path: `products[${i}].downloads[${j}].file`, file: d.file })
    })
  })
  return refs
}

/** Reads and validates a catalogue file and everything it refers to; throws CatalogueValidationError. */
export function validateCatalogueFile(file: string): { data: CatalogueFile; baseDir: string } {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    const message =
      (err as NodeJS.ErrnoException).code === 'ENOENT'
        ? `file not found: ${file}`
        : `not valid JSON: ${(err as Error).message}`
    throw new CatalogueValidationError([{ path: '(file)', message }])
  }
  const parsed = catalogueFileSchema.safeParse(raw)
  if (!parsed.success) {
    throw new CatalogueValidationError(
      parsed.error.issues.map((i) => ({
        path: formatIssuePath(i.path),
        message: i.message.replace(/^Invalid input: /, ''),
      })),
    )
  }
  const data = parsed.data
  const baseDir = path.dirname(path.resolve(file))
  const issues: ImportIssue[] = []

  const parentOf = new Map(data.categories.map((c) => [c.slug, c.parent]))
  data.categories.forEach((c, i) => {
    const seen = new Set<string>([c.slug])
    for (let p = c.parent; p !== null && p !== undefined; p = parentOf.get(p) ?? null) {
      if (seen.has(p)) {
        issues.push({ path: `categories[${i}].parent`, message: `parent chain loops back to "${p}"` })
        break
      }
      seen.add(p)
    }
  })
  for (const ref of collectFileRefs(data)) {
    const full = path.resolve(baseDir, ref.file)
    if (!full.startsWith(baseDir + path.sep))
      issues.push({ path: ref.path, message: 'must stay inside the catalogue folder' })
    else {
      const info = existsSync(full) ? statSync(full) : undefined
      if (!info?.isFile()) issues.push({ path: ref.path, message: `file not found: ${ref.file}` })
      else if (info.size > 20 * 1024 * 1024) issues.push({ path: ref.path, message: 'file larger than 20 MB' })
    }
  }
  if (issues.length) throw new CatalogueValidationError(issues)
  return { data, baseDir }
}

export async function importCatalogue(file: string, options: ImportOptions): Promise<ImportResult> {
  const log = options.onProgress ?? (() => undefined)
  const now = options.now ?? (() => new Date())
  const { data, baseDir } = validateCatalogueFile(file)
  const read = sourceReader(baseDir)
  log(`Validated ${file}: ${data.categories.length} categories, ${data.products.length} products`)

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

  // 1. Media for new or changed entries, before the transaction (files are content-addressed, so an aborted
  //    import leaves at most unused files, never a broken reference).
  type CategoryWrite = { entry: CatalogueFile['categories'][number]; hash: string; image: StoredImage | null }
  const categoryWrites: CategoryWrite[] = []
  for (const [i, c] of data.categories.entries()) {
    const hash = hashEntry(c, read, c.image ? [c.image.file] : [], null)
    const previous = existingCategories.get(c.slug)
    const step = `[${i + 1}/${data.categories.length}] category ${c.slug}`
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

  const categoryName = new Map(data.categories.map((c) => [c.slug, c.name]))
  type ProductWrite = {
    entry: ProductFileEntry
    hash: string
    images: StoredImage[]
    gallery: StoredGalleryItem[]
    downloads: StoredDownload[]
  }
  const productWrites: ProductWrite[] = []
  // Two products at a time: image encoding is CPU-bound and mostly single-threaded per image.
  await runPool(data.products.entries(), IMPORT_CONCURRENCY, async ([i, p]) => {
    const hash = hashEntry(p, read, productFiles(p), {
      company: options.company,
      category: categoryName.get(p.category),
      documents: DOCUMENTS_VERSION,
    })
    const previous = existingProducts.get(p.slug)
    const step = `[${i + 1}/${data.products.length}] product ${p.slug}`
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
    productWrites[i] = { entry: p, hash, images, gallery, downloads }
    result.products[previous === undefined ? 'created' : 'updated']++
    log(`${step}: ${previous === undefined ? 'created' : 'updated'}`)
  })

  const writes = productWrites.filter(Boolean)
  if (categoryWrites.length === 0 && writes.length === 0) {
    log('Nothing to write: the database already holds this catalogue.')
    return result
  }

  // 2. One transaction: every entry lands, or none does.
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
    const slugs = data.categories.map((c) => c.slug)
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
    for (const { entry: p, hash, images, gallery, downloads } of writes) {
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
