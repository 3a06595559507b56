'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { isServiceStatus, SERVICE_STATUS_LABELS } from '@/lib/service/flow'
import { markBadRequest } from '@/server/http/form-input'
import { requestNow } from '@/server/page/request-now'
import { addServiceNote, assignServiceRequest, SERVICE_NOTE_MAX } from '@/server/service/desk'
import { moveServiceRequest } from '@/server/service/status'
import { requireStaffForm } from '@/server/staff/auth'

/**
 * The request page's forms (docs/service-desk.md): plain posts that end in a redirect back to the page with one
 * sentence to show (post, redirect, get), so they work without JavaScript. Each checks the caller first.
 */

function requestId(formData: FormData): number {
  const raw = formData.get('id')
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
}

function back(id: number, kind: 'done' | 'error', message: string): never {
  revalidatePath('/admin/service')
  redirect(`/admin/service/${Number.isNaN(id) ? '' : id}?${kind}=${encodeURIComponent(message)}`)
}

/** A status button: the move, or why not (the moves allowed from here, as the 409 of the API names them). */
export async function moveServiceStatus(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = requestId(formData)
  const to = formData.get('status')
  if (!isServiceStatus(to)) back(id, 'error', 'Choose a status.')
  const note = formData.get('note')
  const outcome = await moveServiceRequest(id, to, user, await requestNow(), typeof note === 'string' ? note : '')
  if (outcome.kind === 'missing') back(id, 'error', 'This request no longer exists.')
  if (outcome.kind === 'not-allowed') {
    const allowed = outcome.allowed.map((s) => SERVICE_STATUS_LABELS[s]).join(', ') || 'none (it is closed)'
    back(id, 'error', `It is ${SERVICE_STATUS_LABELS[outcome.from]} now; allowed next: ${allowed}.`)
  }
  const notified = outcome.kind === 'moved' && outcome.notified
  back(id, 'done', `Moved to ${SERVICE_STATUS_LABELS[to]}${notified ? '; the customer is notified by e-mail' : ''}.`)
}

/** An internal note, in the history staff see (never on the customer's page). */
export async function addServiceNoteAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = requestId(formData)
  const note = formData.get('note')
  const outcome = await addServiceNote(id, typeof note === 'string' ? note : '', user, await requestNow())
  if (outcome === 'added') back(id, 'done', 'Note added.')
  if (outcome === 'empty') back(id, 'error', 'Write the note first.')
  if (outcome === 'too-long')
    back(id, 'error', `Keep the note under ${SERVICE_NOTE_MAX.toLocaleString('en')} characters.`)
  back(id, 'error', 'This request no longer exists.')
}

/** Gives the request to a technician, or to nobody. */
export async function assignServiceAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = requestId(formData)
  const raw = formData.get('assignee')
  const assignee = raw === '' ? null : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (Number.isNaN(assignee)) back(id, 'error', 'Choose a technician.')
  const outcome = await assignServiceRequest(id, assignee, user, await requestNow())
  if (outcome === 'assigned') back(id, 'done', 'Technician saved.')
  if (outcome === 'unchanged') back(id, 'done', 'Nothing changed.')
  if (outcome === 'not-a-technician') back(id, 'error', 'Only service and owner accounts can take a request.')
  back(id, 'error', 'This request no longer exists.')
}
