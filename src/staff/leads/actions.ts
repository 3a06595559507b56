'use server'

import { revalidatePath } from 'next/cache'
import { notFound, redirect } from 'next/navigation'

import { isLeadStatus, LEAD_NOTE_MAX_LENGTH, setLeadNote, setLeadStatus } from '@/server/sales/leads'
import { requireStaffForm, safeAdminPath } from '@/server/staff/auth'
import { markBadRequest } from '@/server/http/form-input'
import type { FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

function leadId(formData: FormData): number {
  const raw = formData.get('id')
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
}

/**
 * Sets a lead's status from the list or the detail page, then goes back where the form was (a form post: works
 * without JavaScript). The permission is checked here, not only on the page that shows the form.
 */
export async function updateLeadStatus(formData: FormData): Promise<void> {
  const user = await requireStaffForm('leads')
  // Refused (403): a form posted without JavaScript gets the page again, which shows the 403 page to this role.
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = leadId(formData)
  const status = formData.get('status')
  const back = safeAdminPath(formData.get('returnTo'), `/admin/leads/${Number.isNaN(id) ? '' : id}`)
  if (!isLeadStatus(status)) redirect(back)
  if (!(await setLeadStatus(id, status, user))) notFound()
  revalidatePath('/admin/leads')
  redirect(back)
}

/** The panel's one answer shape (docs/decisions/042-one-way-to-build-a-staff-screen.md). */
export type NoteState = FormState

/** Saves a lead's internal note; the form shows "Saved" or what was wrong. */
export async function saveLeadNote(_previous: NoteState, formData: FormData): Promise<NoteState> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return { status: 'error', message: user.message }
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = leadId(formData)
  const note = formData.get('note')
  if (typeof note !== 'string') return { status: 'error', message: 'The note is missing.' }
  if (note.trim().length > LEAD_NOTE_MAX_LENGTH)
    return { status: 'error', message: `Keep the note under ${LEAD_NOTE_MAX_LENGTH.toLocaleString('en')} characters.` }
  if (!(await setLeadNote(id, note, user))) return { status: 'error', message: 'This lead no longer exists.' }
  revalidatePath(`/admin/leads/${id}`)
  return { status: 'done', message: 'Note saved.' }
}
