'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { parseAdvisoryInput, parseReleaseInput, postedForm } from '@/lib/library/input'
import { deleteDraftAdvisory, saveAdvisory } from '@/server/library/advisories'
import { deleteDraftRelease, saveRelease, type SaveResult } from '@/server/library/releases'
import { markBadRequest } from '@/server/http/form-input'
import { uploadsByIds, uploadState, type UploadState } from '@/server/library/uploads'
import { requireStaffAction, requireStaffForm } from '@/server/staff/auth'
import { done, refused } from '@/staff/shared/form-state'
import { NOT_UNDERSTOOD, notUnderstood } from '@/staff/shared/not-understood'
import type { LibraryFormState } from './form-state'

/**
 * The support library's writes (docs/support-library.md), one server action each, every one checking the `library`
 * permission itself (owners and editors) before it reads the form
 * (docs/decisions/042-one-way-to-build-a-staff-screen.md).
 */
const LIST = '/admin/library'

const positive = (raw: FormDataEntryValue | null) =>
  typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null

function answer(result: Exclude<SaveResult, { ok: true }>, input: LibraryFormState['input']): LibraryFormState {
  if (result.kind === 'not-found') return refused('This item no longer exists.', { input })
  if (result.kind === 'conflict')
    return {
      ...refused(
        `Someone else saved this while you were editing (now version ${result.rowVersion}). Your changes are kept ` +
          'below: reload the page to see theirs, or save again to replace them with yours.',
        { input },
      ),
      rowVersion: result.rowVersion,
    }
  const count = Object.keys(result.fieldErrors).length
  return refused(
    count === 1
      ? 'One field needs attention: nothing was saved.'
      : `${count} fields need attention: nothing was saved.`,
    {
      fieldErrors: result.fieldErrors,
      input,
    },
  )
}

export async function saveReleaseAction(_previous: LibraryFormState, formData: FormData): Promise<LibraryFormState> {
  const user = await requireStaffForm('library', LIST)
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = postedForm(formData)
  const parsed = parseReleaseInput(input)
  if (!parsed.ok) return answer({ ok: false, kind: 'invalid', fieldErrors: parsed.fieldErrors }, input)
  const id = positive(formData.get('id'))
  const result = await saveRelease(id, positive(formData.get('rowVersion')) ?? 0, parsed.value, user)
  if (!result.ok) return answer(result, input)
  revalidatePath(LIST)
  if (id === null) redirect(`${LIST}/releases/${result.id}?created`)
  revalidatePath(`${LIST}/releases/${result.id}`)
  return { ...done('Saved. The product pages show it now.'), rowVersion: result.rowVersion }
}

export async function saveAdvisoryAction(_previous: LibraryFormState, formData: FormData): Promise<LibraryFormState> {
  const user = await requireStaffForm('library', LIST)
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = postedForm(formData)
  const parsed = parseAdvisoryInput(input)
  if (!parsed.ok) return answer({ ok: false, kind: 'invalid', fieldErrors: parsed.fieldErrors }, input)
  const id = positive(formData.get('id'))
  const result = await saveAdvisory(id, positive(formData.get('rowVersion')) ?? 0, parsed.value, user)
  if (!result.ok) return answer(result, input)
  revalidatePath(LIST)
  if (id === null) redirect(`${LIST}/advisories/${result.id}?created`)
  revalidatePath(`${LIST}/advisories/${result.id}`)
  return { ...done('Saved. The product pages show it now.'), rowVersion: result.rowVersion }
}

export async function deleteLibraryItemAction(
  _previous: LibraryFormState,
  formData: FormData,
): Promise<LibraryFormState> {
  const user = await requireStaffForm('library', LIST)
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = positive(formData.get('id'))
  const what = formData.get('what')
  if (id === null || (what !== 'release' && what !== 'advisory')) return notUnderstood()
  const outcome = what === 'release' ? await deleteDraftRelease(id, user) : await deleteDraftAdvisory(id, user)
  if (outcome === 'published')
    return refused(
      what === 'release'
        ? 'A published release is not deleted: set its status to Withdrawn, so its links say why.'
        : 'A published advisory is not deleted: give it a last day instead.',
    )
  revalidatePath(LIST)
  redirect(`${LIST}?deleted=${what}`)
}

/** Where the editor's finished uploads stand (their checksum, or why they were refused). */
export async function describeUploadsAction(ids: string[]): Promise<{ uploads: UploadState[] } | { refused: string }> {
  const user = await requireStaffAction('library')
  if ('refused' in user) return { refused: user.message }
  if (!Array.isArray(ids) || ids.length > 50 || !ids.every((id) => typeof id === 'string')) {
    await markBadRequest()
    return { refused: NOT_UNDERSTOOD }
  }
  return { uploads: (await uploadsByIds(ids)).map(uploadState) }
}
