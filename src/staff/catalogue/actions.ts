'use server'

import { SLUG_PATTERN } from '@/lib/catalogue/file-format'
import { type ProductEditorData, type ProductEditorInput } from '@/lib/catalogue/editor-format'
import { storePreview } from '@/server/catalogue/editor/preview'
import {
  checkSlug,
  createProduct,
  deleteProduct,
  duplicateProduct,
  setProductPublished,
  updateProduct,
  type SaveResult,
} from '@/server/catalogue/editor/products'
import { requireStaffAction, type StaffActionRefusal } from '@/server/staff/auth'
import { notStoredMessage, StorageUnavailable } from '@/server/storage'
import { markBadRequest } from '@/server/http/form-input'
import { refused, fieldErrorsOf, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'
import { productConflictChanges } from './conflict'

/**
 * The product editor's writes (docs/decisions/042-one-way-to-build-a-staff-screen.md): server actions the editor
 * calls as functions, each checking the catalogue permission itself. Next.js refuses an action posted from another
 * origin, which is what the route handlers' same-origin check did before. Every answer is a FormState: stored, or
 * refused with field errors, a conflict (the fields the other editor changed, and their version to load) or the
 * reason; the editor keeps its own input in the browser.
 */
export type ProductFormState = FormState<undefined, ProductEditorData> & {
  /** What was stored: the product's id, slug and new version. */
  saved?: { id: number; slug: string; version: number }
  /** The session ended: the editor keeps the edits in this browser and offers to sign in again. */
  signedOut?: boolean
  /** A stored preview's address. */
  url?: string
}

type Base = Partial<ProductEditorInput>

const positiveInt = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined

function notAllowed(refusal: StaffActionRefusal): ProductFormState {
  return { ...refused(refusal.message), signedOut: refusal.refused === 'signed-out' }
}

function answer(result: SaveResult, base: Base | undefined, verb: string): ProductFormState {
  if (result.ok) {
    const { id, slug, version } = result
    return { status: 'done', message: `${verb}.`, saved: { id, slug, version } }
  }
  switch (result.kind) {
    case 'invalid':
      return refused('Some fields need attention.', { fieldErrors: fieldErrorsOf(result.issues) })
    case 'conflict':
      return refused('Someone else saved this product after you opened it.', {
        conflict: {
          version: result.current.version,
          current: result.current.data,
          changes: productConflictChanges(base ?? {}, result.current.data),
        },
      })
    case 'not-found':
      return refused('This product no longer exists.')
  }
}

/**
 * A save makes its media (renditions, datasheet) before it writes the row, so a media store that cannot be reached
 * fails it before anything is stored: the editor shows the reason and keeps its input.
 */
async function storing(run: () => Promise<ProductFormState>): Promise<ProductFormState> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof StorageUnavailable) return refused(notStoredMessage(err))
    throw err
  }
}

/** Creates a product (`id` null) or saves over `version`; `base` is the version the editor started from. */
export async function saveProductAction(
  id: number | null,
  version: number | null,
  product: unknown,
  base?: Base,
): Promise<ProductFormState> {
  const user = await requireStaffAction('catalogue')
  if ('refused' in user) return notAllowed(user)
  if (id === null) return storing(async () => answer(await createProduct(product, user), base, 'Created'))
  const target = positiveInt(id)
  const expected = positiveInt(version)
  if (!target || !expected) return notUnderstood()
  return storing(async () => answer(await updateProduct(target, expected, product, user), base, 'Saved'))
}

/** Publishes or unpublishes (a draft) the saved version `version`. */
export async function setProductPublishedAction(
  id: number,
  version: number,
  published: boolean,
  base?: Base,
): Promise<ProductFormState> {
  const user = await requireStaffAction('catalogue')
  if ('refused' in user) return notAllowed(user)
  const target = positiveInt(id)
  const expected = positiveInt(version)
  if (!target || !expected || typeof published !== 'boolean') return notUnderstood()
  return answer(await setProductPublished(target, expected, published, user), base, 'Saved')
}

/** A draft copy under a new slug ("new model based on this one"). */
export async function duplicateProductAction(id: number): Promise<ProductFormState> {
  const user = await requireStaffAction('catalogue')
  if ('refused' in user) return notAllowed(user)
  const target = positiveInt(id)
  if (!target) return notUnderstood()
  return storing(async () => answer(await duplicateProduct(target, user), undefined, 'Duplicated'))
}

/** Deletes the product, unless someone changed it since `version`. */
export async function deleteProductAction(id: number, version: number, base?: Base): Promise<ProductFormState> {
  const user = await requireStaffAction('catalogue')
  if ('refused' in user) return notAllowed(user)
  const target = positiveInt(id)
  const expected = positiveInt(version)
  if (!target || !expected) return notUnderstood()
  const result = await deleteProduct(target, expected, user)
  if (result.ok) return { status: 'done', message: 'Deleted.' }
  return answer(result, base, 'Deleted')
}

/** Keeps the editor's unsaved state for a day and answers with the staff-only address that renders it. */
export async function previewProductAction(product: unknown, id: number | null): Promise<ProductFormState> {
  const user = await requireStaffAction('catalogue')
  if ('refused' in user) return notAllowed(user)
  const productId = id === null ? undefined : positiveInt(id)
  if (id !== null && productId === undefined) return notUnderstood()
  const stored = await storePreview(product, productId)
  if (!stored.ok)
    return refused('Some fields need attention before a preview.', { fieldErrors: fieldErrorsOf(stored.issues) })
  return { status: 'done', message: 'Preview ready.', url: `/admin/products/preview/${stored.token}` }
}

/** Whether a slug is free for this product (asked as the editor types; the save checks again). */
export async function checkSlugAction(
  slug: string,
  id: number | null,
): Promise<{ available: boolean; takenBy?: string; suggestion?: string } | null> {
  const user = await requireStaffAction('catalogue')
  if ('refused' in user) return null
  const except = id === null ? undefined : positiveInt(id)
  if (typeof slug !== 'string' || (id !== null && except === undefined)) {
    await markBadRequest()
    return null
  }
  // A slug still being typed that is not one yet: nothing to look up.
  if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return null
  return checkSlug(slug, except)
}
