import 'server-only'

import { asc, count, eq } from 'drizzle-orm'

import { formatIssuePath } from '@/lib/issue-path'
import { categoryEditSchema, PRODUCTS_NAMED_IN_REFUSAL, type CategoryEdit } from '@/lib/catalogue/category-edit'
import { categoryFileSchema, type CategoryTranslations } from '@/lib/catalogue/file-format'
import { categoryTranslationsFromEditor, categoryTranslationsToEditor } from '@/lib/catalogue/editor-translations'
import type { Tx } from '@/server/db/client'
import { categories, products, type CategoryRow } from '@/server/db/schema'
import { writeCatalogue } from '../changes'
import { forgetRedirects, recordSlugChange } from '../../redirects/slug-changes'
import { bySortThenName, NOTHING_INSIDE, toAdmin, type AdminCategory } from './category-list'
import { CatalogueEditError, type EditorContext } from './types'

export { listAdminCategories, type AdminCategory } from './category-list'

/**
 * The staff category tree editor's writes (decision 017): create, edit (rename, re-slug, describe, move by choosing a
 * parent), move and reorder by drag or keyboard, activate and deactivate, delete. Every write is one transaction that
 * also records the audit entry, remembers an old slug (so old links redirect) and bumps the catalogue revision
 * (so every instance shows the change at once: ../changes.ts). Input is validated with the import's own schema.
 */

/** The fields the audit log compares (the catalogue file's names, so the log reads like the export). */
function auditView(row: CategoryRow, parentSlug: string | null) {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    parent: parentSlug,
    icon: row.icon,
    features: row.features,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    image: row.image?.source ?? null,
    translations: row.translations,
  }
}

/**
 * The translations a save stores, as the file holds them: the form's (keyed by English text) lined up with the
 * saved English features; without any in the input, the stored ones, lined up with the new English the same way.
 * Checked against the file's own limits.
 */
function translationsToStore(data: CategoryEdit, before: CategoryRow | undefined): CategoryTranslations {
  const editor = data.translations ?? categoryTranslationsToEditor(before ?? { features: [] }, before?.translations)
  const imageAlt = before?.image?.alt ?? null
  const file = categoryTranslationsFromEditor({ features: data.features, image_alt: imageAlt }, editor) ?? {}
  const parsed = categoryFileSchema.shape.translations.safeParse(file)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: formatIssuePath(['translations', ...(i.path as (string | number)[])]),
      message: i.message.replace(/^Invalid input: /, ''),
    }))
    throw new CatalogueEditError('Please correct the highlighted translations.', 400, issues)
  }
  return parsed.data ?? {}
}

function parse(input: unknown): CategoryEdit {
  const parsed = categoryEditSchema.safeParse(input)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: formatIssuePath(i.path).replace(/^\(file\)$/, ''),
      message: i.message.replace(/^Invalid input: /, ''),
    }))
    throw new CatalogueEditError('Please correct the highlighted fields.', 400, issues)
  }
  return parsed.data
}

async function loadAll(tx: Tx): Promise<Map<number, CategoryRow>> {
  return new Map((await tx.select().from(categories)).map((r) => [r.id, r]))
}

async function requireCategory(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id))
  if (!row) throw new CatalogueEditError('This category no longer exists (someone may have deleted it).', 404)
  return row
}

/** Refuses a parent that does not exist, or that is the category itself or one of its descendants. */
function checkParent(all: Map<number, CategoryRow>, id: number | null, parentId: number | null): void {
  if (parentId === null) return
  const parent = all.get(parentId)
  if (!parent)
    throw new CatalogueEditError('The chosen parent category no longer exists.', 409, [
      { path: 'parent_id', message: 'unknown category' },
    ])
  for (let at: CategoryRow | undefined = parent, steps = 0; at && steps <= all.size; steps++) {
    if (at.id === id) {
      const message =
        parentId === id
          ? 'A category cannot be its own parent.'
          : `"${parent.name}" is inside this category: moving it there would make a loop.`
      throw new CatalogueEditError(message, 409, [{ path: 'parent_id', message }])
    }
    at = at.parentId === null ? undefined : all.get(at.parentId)
  }
}

async function checkSlugFree(tx: Tx, slug: string, id: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug))
  if (taken && taken.id !== id) {
    const message = `already used by the category "${taken.name}"`
    throw new CatalogueEditError(`The slug "${slug}" is ${message}.`, 409, [{ path: 'slug', message }])
  }
}

/** The siblings under `parentId` in display order, without `excludeId`. */
function siblings(all: Map<number, CategoryRow>, parentId: number | null, excludeId: number | null): CategoryRow[] {
  return [...all.values()].filter((r) => r.parentId === parentId && r.id !== excludeId).sort(bySortThenName)
}

/** Writes sort_order 0, 1, 2… for `ordered` where it differs (the sort order shown on the public site). */
async function renumber(tx: Tx, ordered: CategoryRow[], stamp: Date): Promise<void> {
  for (const [index, row] of ordered.entries()) {
    if (row.sortOrder !== index) {
      await tx
        .update(categories)
        .set({ sortOrder: index, updatedAt: stamp, sourceHash: '' })
        .where(eq(categories.id, row.id))
    }
  }
}

const slugOf = (all: Map<number, CategoryRow>, id: number | null) => (id === null ? null : (all.get(id)?.slug ?? null))

export async function createCategory(input: unknown, ctx: EditorContext): Promise<AdminCategory> {
  const data = parse(input)
  return writeCatalogue(async (tx) => {
    const all = await loadAll(tx)
    checkParent(all, null, data.parent_id)
    await checkSlugFree(tx, data.slug, null)
    const stamp = new Date()
    const [row] = await tx
      .insert(categories)
      .values({
        slug: data.slug,
        name: data.name,
        description: data.description,
        icon: data.icon,
        features: data.features,
        translations: translationsToStore(data, undefined),
        isActive: data.is_active,
        parentId: data.parent_id,
        // New categories go last among their siblings.
        sortOrder: siblings(all, data.parent_id, null).length,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning()
    await ctx.audit(tx, {
      actor: ctx.actor,
      entityType: 'category',
      entityId: String(row!.id),
      action: 'create',
      before: null,
      after: auditView(row!, slugOf(all, row!.parentId)),
    })
    return toAdmin(row!, NOTHING_INSIDE)
  }, ctx.db)
}

/** Saves the form: name, slug, description, icon, features, active, and parent (a new parent puts it last there). */
export async function updateCategory(id: number, input: unknown, ctx: EditorContext): Promise<AdminCategory> {
  const data = parse(input)
  return writeCatalogue(async (tx) => {
    const before = await requireCategory(tx, id)
    const all = await loadAll(tx)
    checkParent(all, id, data.parent_id)
    await checkSlugFree(tx, data.slug, id)
    const stamp = new Date()
    const moved = data.parent_id !== before.parentId
    const [row] = await tx
      .update(categories)
      .set({
        slug: data.slug,
        name: data.name,
        description: data.description,
        icon: data.icon,
        features: data.features,
        translations: translationsToStore(data, before),
        isActive: data.is_active,
        parentId: data.parent_id,
        ...(moved ? { sortOrder: siblings(all, data.parent_id, id).length } : {}),
        // The row no longer matches any imported file: a re-import of the old file must write it again.
        sourceHash: '',
        updatedAt: stamp,
      })
      .where(eq(categories.id, id))
      .returning()
    if (moved) await renumber(tx, siblings(all, before.parentId, id), stamp)
    if (before.slug !== data.slug) await recordSlugChange(tx, 'category', before.slug, id, data.slug)
    await ctx.audit(tx, {
      actor: ctx.actor,
      entityType: 'category',
      entityId: String(id),
      action: moved ? 'update+move' : 'update',
      before: auditView(before, slugOf(all, before.parentId)),
      after: auditView(row!, slugOf(all, row!.parentId)),
    })
    const [inside] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id))
    const first = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.categoryId, id))
      .orderBy(asc(products.name), asc(products.id))
      .limit(PRODUCTS_NAMED_IN_REFUSAL)
    return toAdmin(row!, { count: inside?.n ?? 0, first })
  }, ctx.db)
}

/**
 * Moves a category under `parentId` (null: top level) at position `index` among its new siblings (drag and drop, or
 * the keyboard's move up/down/in/out), renumbering the sort order of the siblings it left and joined.
 */
export async function moveCategory(
  id: number,
  target: { parentId: number | null; index: number },
  ctx: EditorContext,
): Promise<void> {
  if (!Number.isInteger(target.index) || target.index < 0) throw new CatalogueEditError('Invalid position.', 400)
  await writeCatalogue(async (tx) => {
    const before = await requireCategory(tx, id)
    const all = await loadAll(tx)
    checkParent(all, id, target.parentId)
    const stamp = new Date()
    const joined = siblings(all, target.parentId, id)
    joined.splice(Math.min(target.index, joined.length), 0, before)
    if (target.parentId !== before.parentId) {
      await tx
        .update(categories)
        .set({ parentId: target.parentId, sourceHash: '', updatedAt: stamp })
        .where(eq(categories.id, id))
      await renumber(tx, siblings(all, before.parentId, id), stamp)
    }
    await renumber(tx, joined, stamp)
    const after = { ...before, parentId: target.parentId, sortOrder: joined.indexOf(before) }
    await ctx.audit(tx, {
      actor: ctx.actor,
      entityType: 'category',
      entityId: String(id),
      action: target.parentId === before.parentId ? 'reorder' : 'move',
      before: auditView(before, slugOf(all, before.parentId)),
      after: auditView(after, slugOf(all, target.parentId)),
    })
  }, ctx.db)
}

/** Publishes or withdraws a category; withdrawn, it and everything below it leave the public site. */
export async function setCategoryActive(id: number, isActive: boolean, ctx: EditorContext): Promise<void> {
  await writeCatalogue(async (tx) => {
    const before = await requireCategory(tx, id)
    if (before.isActive === isActive) return
    const [row] = await tx
      .update(categories)
      .set({ isActive, sourceHash: '', updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
    const all = await loadAll(tx)
    await ctx.audit(tx, {
      actor: ctx.actor,
      entityType: 'category',
      entityId: String(id),
      action: isActive ? 'activate' : 'deactivate',
      before: auditView(before, slugOf(all, before.parentId)),
      after: auditView(row!, slugOf(all, row!.parentId)),
    })
  }, ctx.db)
}

function nameList(names: string[]): string {
  const shown = names.slice(0, PRODUCTS_NAMED_IN_REFUSAL).map((n) => `"${n}"`)
  const rest = names.length - shown.length
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ')
}
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Deletes an empty category. One that still has products or sub-categories is refused with a message naming them
 * (products would lose their category and vanish from the site; deactivate it to hide it instead).
 */
export async function deleteCategory(id: number, ctx: EditorContext): Promise<void> {
  await writeCatalogue(async (tx) => {
    const before = await requireCategory(tx, id)
    const [children, inside] = await Promise.all([
      tx
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.parentId, id))
        .orderBy(asc(categories.name)),
      tx.select({ name: products.name }).from(products).where(eq(products.categoryId, id)).orderBy(asc(products.name)),
    ])
    if (children.length || inside.length) {
      const parts = [
        inside.length ? `${plural(inside.length, 'product', 'products')} (${nameList(inside.map((p) => p.name))})` : '',
        children.length
          ? `${plural(children.length, 'sub-category', 'sub-categories')} (${nameList(children.map((c) => c.name))})`
          : '',
      ].filter(Boolean)
      throw new CatalogueEditError(
        `"${before.name}" cannot be deleted: it still has ${parts.join(' and ')}. ` +
          'Move or delete them first, or deactivate the category to hide it.',
        409,
      )
    }
    const all = await loadAll(tx)
    await tx.delete(categories).where(eq(categories.id, id))
    await renumber(tx, siblings(all, before.parentId, id), new Date())
    await forgetRedirects(tx, 'category', id)
    await ctx.audit(tx, {
      actor: ctx.actor,
      entityType: 'category',
      entityId: String(id),
      action: 'delete',
      before: auditView(before, slugOf(all, before.parentId)),
      after: null,
    })
  }, ctx.db)
}
