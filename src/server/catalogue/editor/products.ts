import 'server-only'

import { and, eq, sql } from 'drizzle-orm'

import { productEditorSchema, type ProductEditorData, type ProductEditorInput } from '@/lib/catalogue/editor-format'
import { editorToFileEntry } from '@/lib/catalogue/editor-translations'
import { productFileSchema, productTranslationIssues, type ProductFileEntry } from '@/lib/catalogue/file-format'
import { formatIssuePath } from '@/lib/issue-path'
import { getDb, type Db } from '@/server/db/client'
import { categories, products, type CategoryRow, type ProductRow, type StoredImage } from '@/server/db/schema'
import { companyDetails } from '@/server/documents/company'
import type { StaffUser } from '@/server/staff/staff-user'
import { recordAudit } from '@/server/staff/audit'
import { completePendingRenditions } from '../complete-media'
import { buildProductMedia, productColumns, productFiles, type SourceReader } from '../import'
import { mediaKey, mediaStore, readMedia, type MediaStore } from '../media'
import { catalogueChanged, writeCatalogue } from '../changes'
import { forgetRedirects, recordSlugChange } from '../../redirects/slug-changes'
import { UPLOAD_BASE_NAME } from './uploads'
import { logger } from '@/server/log/log'
import { freeSlug, loadEditorProduct, slugHolder, storedImagesOf, type EditorProduct } from './product-read'

export { checkSlug, editorThumbnails, getEditorProduct, rowToEditorData, type EditorProduct } from './product-read'
export {
  EDITOR_PAGE_SIZE,
  EDITOR_SORTS,
  listEditorCategories,
  listEditorProducts,
  translationCoverage,
  type EditorListQuery,
  type EditorListRow,
  type EditorSort,
} from './product-list'

/**
 * The staff product editor's one door to the products table (docs/decisions/017-product-editor.md). Every write:
 * 1. validates with the import's schema (the editor's shape, then the file entry it becomes, with productFileSchema);
 * 2. makes media and the datasheet with the import's own pipeline (buildProductMedia), so an edited product is
 *    stored exactly as an imported one, and the datasheet is regenerated from the new data;
 * 3. writes in one transaction guarded by the row's `version` (optimistic concurrency: a save that started from an
 *    older version changes nothing and reports a conflict with the current data);
 * 4. records an audit entry (recordAudit, field-level diff) and, for a new slug, the old slug's redirect in the
 *    same transaction (writeCatalogue), which also bumps the catalogue revision: every app instance reloads its
 *    snapshot, so the public pages, the API, the sitemap and the datasheet links show the change at once.
 */

/** Who saves: the signed-in staff member (recorded in the audit log with every change). */
export type EditorActor = StaffUser

export interface EditorIssue {
  path: string
  message: string
}

export type SaveResult =
  | { ok: true; id: number; slug: string; version: number }
  | { ok: false; kind: 'invalid'; issues: EditorIssue[] }
  | { ok: false; kind: 'conflict'; current: EditorProduct }
  | { ok: false; kind: 'not-found' }

// ---------------------------------------------------------------------------------------------------------------
// Writing

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): EditorIssue[] {
  return error.issues.map((i) => ({
    path: formatIssuePath(i.path as (string | number)[]),
    message: i.message.replace(/^Invalid input: /, ''),
  }))
}

/**
 * Originals are only ever named by their content hash (STORED_SOURCE_PATTERN) and live in the store's originals.
 * The media pipeline reads sources synchronously (it hashes them while serialising the entry), so the ones an entry
 * names are fetched first; a bucket answers over the network.
 */
async function originalsReader(
  store: MediaStore,
  entry: ProductFileEntry,
  reuse: ReadonlyMap<string, StoredImage>,
): Promise<SourceReader> {
  // Images with renditions already made (reuse) are not read again.
  const names = [...new Set(productFiles(entry))].filter((name) => !reuse.has(name))
  const data = new Map(await Promise.all(names.map(async (n) => [n, await readMedia(store, 'originals', n)] as const)))
  return (name) => {
    const found = data.get(name)
    if (!found) throw new Error(`The original ${name} was not fetched before the media pipeline asked for it.`)
    return found
  }
}

interface Prepared {
  data: ProductEditorData
  entry: ProductFileEntry
  categoryId: number
  categoryName: string
}

/** Validation shared by create and update: schema, file-entry schema, category, stored files, unique slug. */
async function prepare(db: Db, input: unknown, exceptId?: number): Promise<Prepared | EditorIssue[]> {
  const parsed = productEditorSchema.safeParse(input)
  if (!parsed.success) return issuesOf(parsed.error)
  const data = parsed.data
  const asEntry = productFileSchema.safeParse(editorToFileEntry(data))
  if (!asEntry.success) return issuesOf(asEntry.error)
  const translationIssues = productTranslationIssues(asEntry.data)
  if (translationIssues.length) return issuesOf({ issues: translationIssues })

  const issues: EditorIssue[] = []
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, data.category))
    .limit(1)
  if (!category) issues.push({ path: 'category', message: `unknown category "${data.category}"` })

  const store = mediaStore()
  const exists = (name: string) => store.exists(mediaKey('originals', name))
  const files: [string, string][] = [
    ...data.images.map((img, i): [string, string] => [`images[${i}]`, img.source]),
    ...data.gallery.map((g, i): [string, string] => [`gallery[${i}].image`, g.image.source]),
    ...data.downloads.flatMap((d, i): [string, string][] => ('file' in d ? [[`downloads[${i}]`, d.file]] : [])),
  ]
  for (const [where, name] of files) {
    if (!(await exists(name))) issues.push({ path: where, message: 'the uploaded file is gone: upload it again' })
  }
  const holder = await slugHolder(db, data.slug, exceptId)
  if (holder) issues.push({ path: 'slug', message: `already used by "${holder}"` })
  if (issues.length || !category) return issues
  return { data, entry: asEntry.data, categoryId: category.id, categoryName: category.name }
}

async function buildColumns(prepared: Prepared, issued: Date, reuse: Map<string, StoredImage>) {
  const store = mediaStore()
  // AVIF renditions follow in the background (finishRenditions): the save answers once the WebP set exists.
  // New images were made into renditions when uploaded (named upload-…), so this finds their files in place.
  const media = await buildProductMedia(store, await originalsReader(store, prepared.entry, reuse), prepared.entry, {
    categoryName: prepared.categoryName,
    company: await companyDetails(),
    issued,
    deferAvif: true,
    reuse,
    imageBaseName: UPLOAD_BASE_NAME,
  })
  return {
    ...productColumns(prepared.entry, media, prepared.categoryId),
    // Edited in the panel, so no longer what the import file said: a re-import of that file writes it again.
    sourceHash: '',
  }
}

const g = globalThis as unknown as { __productRenditions?: Promise<unknown> }

/** Makes the AVIF renditions a save deferred, one run at a time, after the response (like the first start). */
function finishRenditions(): void {
  const run = async () => {
    const db = await getDb()
    const done = await completePendingRenditions(db, mediaStore())
    // The pages list the new AVIF sources once the snapshot has them: patched when only products' images changed.
    if (done.images > 0) await catalogueChanged(done.categories ? {} : { change: { products: done.products } })
  }
  g.__productRenditions = (g.__productRenditions ?? Promise.resolve()).then(run).catch((err: unknown) => {
    logger('editor').error({ err }, 'AVIF renditions failed')
  })
}

/** Waits for background renditions (tests and the server's shutdown). */
export async function renditionsSettled(): Promise<void> {
  await g.__productRenditions
}

/** After a committed save (writeCatalogue has already told every instance): the deferred AVIF renditions. */
function changed(): void {
  finishRenditions()
}

/** Validation for a preview: the same as a save, except that the slug may still be taken (it is not saved). */
export async function prepareForPreview(
  input: unknown,
  productId?: number,
): Promise<{ ok: true } | { ok: false; issues: EditorIssue[] }> {
  const prepared = await prepare(await getDb(), input, productId)
  if (!Array.isArray(prepared)) return { ok: true }
  const issues = prepared.filter((i) => i.path !== 'slug' || !i.message.startsWith('already used'))
  return issues.length ? { ok: false, issues } : { ok: true }
}

/**
 * What a save of `input` would store, as a row that is not written (for the preview). Media are made as a save
 * would make them (content-addressed files, so a later save finds them in place).
 */
export async function buildEditorRow(
  input: unknown,
  productId?: number,
): Promise<{ row: ProductRow; category: CategoryRow } | undefined> {
  const db = await getDb()
  const parsed = productEditorSchema.safeParse(input)
  if (!parsed.success) return undefined
  // Preview of a state whose slug is taken: check everything else under a slug nobody has.
  const prepared = await prepare(db, input, productId)
  if (Array.isArray(prepared)) {
    if (prepared.some((i) => i.path !== 'slug')) return undefined
    const retry = await prepare(db, { ...parsed.data, slug: `preview-${Date.now()}` }, productId)
    if (Array.isArray(retry)) return undefined
    retry.data.slug = parsed.data.slug
    retry.entry.slug = parsed.data.slug
    return withRow(retry)
  }
  return withRow(prepared)

  async function withRow(p: Prepared) {
    const [existing] = productId ? await db.select().from(products).where(eq(products.id, productId)) : []
    const [category] = await db.select().from(categories).where(eq(categories.id, p.categoryId))
    const now = new Date()
    const values = await buildColumns(p, existing?.createdAt ?? now, storedImagesOf(existing))
    const row: ProductRow = {
      ...values,
      id: existing?.id ?? 0,
      version: existing?.version ?? 0,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    }
    return { row, category: category! }
  }
}

/** A product write's change, for patching the snapshots (the product written, or none when refused). */
const productChange = { change: (row: { id: number } | undefined) => ({ products: row ? [row.id] : [] }) }

export async function createProduct(
  input: unknown,
  actor: EditorActor,
  options: { reuse?: Map<string, StoredImage>; action?: string } = {},
): Promise<SaveResult> {
  const db = await getDb()
  const prepared = await prepare(db, input)
  if (Array.isArray(prepared)) return { ok: false, kind: 'invalid', issues: prepared }
  const now = new Date()
  const values = await buildColumns(prepared, now, options.reuse ?? new Map())
  const created = await writeCatalogue(async (tx) => {
    // The slug may have been taken while the media were made: the unique index decides, checked here first.
    if (await slugHolder(tx, prepared.data.slug)) return undefined
    const [row] = await tx
      .insert(products)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ id: products.id, slug: products.slug, version: products.version })
    await recordAudit(tx, {
      entityType: 'product',
      actor,
      action: options.action ?? 'create',
      entityId: String(row!.id),
      before: null,
      after: prepared.data,
    })
    return row!
  }, productChange)
  if (!created) return { ok: false, kind: 'invalid', issues: [{ path: 'slug', message: 'already used' }] }
  changed()
  return { ok: true, ...created }
}

export async function updateProduct(
  id: number,
  expectedVersion: number,
  input: unknown,
  actor: EditorActor,
): Promise<SaveResult> {
  const db = await getDb()
  const current = await loadEditorProduct(db, id)
  if (!current) return { ok: false, kind: 'not-found' }
  // Checked before the (slow) media work, and again by the guarded UPDATE below.
  if (current.version !== expectedVersion) return { ok: false, kind: 'conflict', current }
  // A save without translations keeps the stored ones (keyed by English text, so they line up with the new English).
  const withTranslations =
    input && typeof input === 'object' && !('translations' in input)
      ? { ...input, translations: current.data.translations }
      : input
  const prepared = await prepare(db, withTranslations, id)
  if (Array.isArray(prepared)) return { ok: false, kind: 'invalid', issues: prepared }
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row) return { ok: false, kind: 'not-found' }
  const values = await buildColumns(prepared, row.createdAt, storedImagesOf(row))
  const saved = await writeCatalogue(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, expectedVersion)))
      .returning({ id: products.id, slug: products.slug, version: products.version })
    if (!row) return undefined
    // The old address keeps working: /product/{old slug} redirects permanently (docs/decisions/020-slug-redirects.md).
    if (current.data.slug !== prepared.data.slug)
      await recordSlugChange(tx, 'product', current.data.slug, id, prepared.data.slug)
    await recordAudit(tx, {
      entityType: 'product',
      actor,
      action: 'update',
      entityId: String(id),
      before: current.data,
      after: prepared.data,
    })
    return row
  }, productChange)
  if (!saved) {
    const latest = await loadEditorProduct(db, id)
    return latest ? { ok: false, kind: 'conflict', current: latest } : { ok: false, kind: 'not-found' }
  }
  changed()
  return { ok: true, ...saved }
}

/**
 * "New model based on this one": a draft copy under a new unique slug and name, with the same data and media
 * (files are content-addressed, so nothing is copied on disk). A draft, so nothing half-finished goes public.
 */
export async function duplicateProduct(id: number, actor: EditorActor): Promise<SaveResult> {
  const db = await getDb()
  const source = await loadEditorProduct(db, id)
  if (!source) return { ok: false, kind: 'not-found' }
  const slug = await freeSlug(db, `${source.data.slug}-copy`)
  const name = `${source.data.name} (copy)`.slice(0, 120)
  const [row] = await db.select().from(products).where(eq(products.id, id))
  // Uploaded downloads stay; the datasheet is generated for the copy's own data.
  return createProduct({ ...source.data, slug, name, is_active: false, is_featured: false }, actor, {
    reuse: storedImagesOf(row),
    action: 'duplicate',
  })
}

/** Publish or unpublish without touching anything else (no media work), still guarded by the version. */
export async function setProductPublished(
  id: number,
  expectedVersion: number,
  published: boolean,
  actor: EditorActor,
): Promise<SaveResult> {
  const db = await getDb()
  const current = await loadEditorProduct(db, id)
  if (!current) return { ok: false, kind: 'not-found' }
  const saved = await writeCatalogue(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ isActive: published, sourceHash: '', version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, expectedVersion)))
      .returning({ id: products.id, slug: products.slug, version: products.version })
    if (!row) return undefined
    await recordAudit(tx, {
      entityType: 'product',
      actor,
      action: published ? 'publish' : 'unpublish',
      entityId: String(id),
      before: { is_active: current.data.is_active },
      after: { is_active: published },
    })
    return row
  }, productChange)
  if (!saved) {
    const latest = await loadEditorProduct(db, id)
    return latest ? { ok: false, kind: 'conflict', current: latest } : { ok: false, kind: 'not-found' }
  }
  return { ok: true, ...saved }
}

/** Deletes a product (its media files stay: they are content-addressed and may be shared, e.g. by a copy). */
export async function deleteProduct(
  id: number,
  expectedVersion: number,
  actor: EditorActor,
): Promise<{ ok: true } | { ok: false; kind: 'not-found' } | { ok: false; kind: 'conflict'; current: EditorProduct }> {
  const db = await getDb()
  const current = await loadEditorProduct(db, id)
  if (!current) return { ok: false, kind: 'not-found' }
  const deleted = await writeCatalogue(
    async (tx) => {
      const rows = await tx
        .delete(products)
        .where(and(eq(products.id, id), eq(products.version, expectedVersion)))
        .returning({ id: products.id })
      if (rows.length === 0) return false
      await forgetRedirects(tx, 'product', id)
      await recordAudit(tx, {
        entityType: 'product',
        actor,
        action: 'delete',
        entityId: String(id),
        before: current.data,
        after: null,
      })
      return true
    },
    { change: (done) => ({ products: done ? [id] : [] }) },
  )
  if (!deleted) {
    const latest = await loadEditorProduct(db, id)
    return latest ? { ok: false, kind: 'conflict', current: latest } : { ok: false, kind: 'not-found' }
  }
  return { ok: true }
}

export type { ProductEditorInput }
