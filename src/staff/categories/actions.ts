'use server'

import { revalidatePath } from 'next/cache'

import {
  createCategory,
  deleteCategory,
  moveCategory,
  setCategoryActive,
  updateCategory,
} from '@/server/catalogue/editor/categories'
import { editorContext } from '@/server/catalogue/editor/context'
import { CatalogueEditError } from '@/server/catalogue/editor/types'
import { requireStaffForm } from '@/server/staff/auth'
import { fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * What every category action answers (docs/decisions/042-one-way-to-build-a-staff-screen.md): done, with a message
 * for the live region, or refused with the reason and the fields it concerns.
 */
export type CategoryActionResult = FormState

const PATH = '/admin/categories'

/** Runs a write and turns a refusal into a result the form shows; anything else is a real failure (500). */
async function run(done: string, write: () => Promise<unknown>): Promise<CategoryActionResult> {
  try {
    await write()
  } catch (err) {
    if (err instanceof CatalogueEditError) return refused(err.message, { fieldErrors: fieldErrorsOf(err.issues) })
    throw err
  }
  revalidatePath(PATH)
  return { status: 'done', message: done }
}

const positiveInt = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null)

export async function saveCategoryAction(id: number | null, values: unknown): Promise<CategoryActionResult> {
  const user = await requireStaffForm('catalogue', PATH)
  if ('refused' in user) return refused(user.message)
  const ctx = editorContext(user)
  const name = (values as { name?: unknown } | null)?.name
  const label = typeof name === 'string' ? name.trim() : 'The category'
  if (id === null) return run(`${label} created.`, () => createCategory(values, ctx))
  const target = positiveInt(id)
  if (!target) return notUnderstood()
  return run(`${label} saved.`, () => updateCategory(target, values, ctx))
}

export async function moveCategoryAction(
  id: number,
  parentId: number | null,
  index: number,
  label: string,
): Promise<CategoryActionResult> {
  const user = await requireStaffForm('catalogue', PATH)
  if ('refused' in user) return refused(user.message)
  const ctx = editorContext(user)
  const target = positiveInt(id)
  if (!target || (parentId !== null && !positiveInt(parentId)) || !Number.isInteger(index)) return notUnderstood()
  return run(`${String(label).slice(0, 100)} moved.`, () => moveCategory(target, { parentId, index }, ctx))
}

export async function setCategoryActiveAction(id: number, active: boolean): Promise<CategoryActionResult> {
  const user = await requireStaffForm('catalogue', PATH)
  if ('refused' in user) return refused(user.message)
  const ctx = editorContext(user)
  const target = positiveInt(id)
  if (!target || typeof active !== 'boolean') return notUnderstood()
  return run(active ? 'Category activated.' : 'Category deactivated.', () => setCategoryActive(target, active, ctx))
}

export async function deleteCategoryAction(id: number): Promise<CategoryActionResult> {
  const user = await requireStaffForm('catalogue', PATH)
  if ('refused' in user) return refused(user.message)
  const ctx = editorContext(user)
  const target = positiveInt(id)
  if (!target) return notUnderstood()
  return run('Category deleted.', () => deleteCategory(target, ctx))
}
