'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireStaffAction, requireStaffForm } from '@/server/staff/auth'
import { refused } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'
import { restoreRevision, saveContentForm, saveSettingsForm, type ContentFormState } from './save'
import { savePage, type PageFormState, type PageInput } from './save-page'

/**
 * The site content's writes (docs/decisions/044-site-content-in-the-database.md), one server action each, every one
 * checking the `content` permission itself (owners and editors; a sales session is answered 403 by
 * requireStaffForm). Forms post them with or without JavaScript
 * (docs/decisions/042-one-way-to-build-a-staff-screen.md).
 */
const LIST = '/admin/content'

export async function saveContentAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const user = await requireStaffForm('content', LIST)
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const result = await saveContentForm(user, formData)
  if (result.status !== 'done') return result
  revalidatePath(LIST)
  if (result.created) redirect(`${LIST}/${result.created}?created`)
  const id = String(formData.get('id') ?? '')
  revalidatePath(`${LIST}/${id}`)
  return result
}

export async function saveSettingsAction(_previous: ContentFormState, formData: FormData): Promise<ContentFormState> {
  const user = await requireStaffForm('content', `${LIST}/settings`)
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const result = await saveSettingsForm(user, formData)
  if (result.status === 'done') revalidatePath(`${LIST}/settings`)
  return result
}

export async function restoreRevisionAction(
  _previous: ContentFormState,
  formData: FormData,
): Promise<ContentFormState> {
  const user = await requireStaffForm('content', LIST)
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const int = (name: string) => {
    const raw = formData.get(name)
    return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  }
  const [id, version, expected] = [int('id'), int('restoreVersion'), int('version')]
  if (![id, version, expected].every(Number.isInteger)) return notUnderstood()
  const result = await restoreRevision(user, id, version, expected)
  if (result.status === 'done') {
    revalidatePath(LIST)
    revalidatePath(`${LIST}/${id}`)
    revalidatePath(`${LIST}/pages`, 'layout')
  }
  return result
}

/** Saves a page's sections; the page editor calls it as a function with the page it holds (decision 042). */
export async function savePageAction(input: PageInput): Promise<PageFormState> {
  const user = await requireStaffAction('content')
  if ('refused' in user) return refused(user.message)
  if (!Number.isSafeInteger(input?.id) || !Number.isSafeInteger(input?.version)) return notUnderstood()
  const result = await savePage(user, input)
  if (result.status === 'done') {
    revalidatePath(`${LIST}/pages`, 'layout')
    // The public pages read the content snapshot, reloaded on the write's revision bump; nothing else to clear.
  }
  return result
}
