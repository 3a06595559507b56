'use server'

import { revalidatePath } from 'next/cache'
import { notFound, redirect } from 'next/navigation'

import type { QuotationDraft } from '@/lib/sales/quotation-form'
import { markBadRequest } from '@/server/http/form-input'
import { requestNow } from '@/server/page/request-now'
import { revokeQuotation } from '@/server/sales/quotation-send'
import { getQuotation, newRevision, saveQuotation } from '@/server/sales/quotations'
import { createRepairQuotation, sendRepairQuotation } from '@/server/service/repair-quotations'
import { requireStaffAction, requireStaffForm } from '@/server/staff/auth'
import { saveState, sendState, type QuotationFormState } from '@/staff/quotations/outcomes'
import { refused } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * A service request's repair quotation from the panel (docs/service-desk.md): the writes of the lead quotation
 * editor, in the service scope (a repair quotation is never reachable from the leads' screens, nor a lead's from
 * these), for the service role and owners. Save and send are called by the shared editor as functions; create and new
 * revision are forms that go to the editor they open; revoke is the quotations' own door and confirmation.
 */

const idOf = (raw: FormDataEntryValue | null) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN)
const editorPath = (requestId: number, id: number) => `/admin/service/${requestId}/quotations/${id}`

function backToRequest(requestId: number, message: string): never {
  redirect(`/admin/service/${requestId}?error=${encodeURIComponent(message)}`)
}

/** Starts the request's repair quotation while it is being diagnosed (or opens its draft) in the editor. */
export async function createRepairQuotationAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const requestId = idOf(formData.get('requestId'))
  const outcome = await createRepairQuotation(requestId, user, await requestNow())
  if (!outcome) notFound()
  if (outcome.kind === 'not-now') {
    backToRequest(requestId, 'A repair quotation is made while the instrument is being diagnosed.')
  }
  revalidatePath(`/admin/service/${requestId}`)
  redirect(editorPath(requestId, outcome.id))
}

/** Saves the draft; a refusal names the fields, a conflict gives the other save's draft and what it changed. */
export async function saveRepairQuotationAction(
  id: number,
  version: number,
  draft: QuotationDraft,
): Promise<QuotationFormState> {
  const user = await requireStaffAction('service')
  if ('refused' in user) return refused(user.message)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(version)) return notUnderstood()
  const outcome = await saveQuotation(id, version, draft, user, await requestNow(), 'service')
  if (outcome.kind !== 'saved') return saveState(outcome, draft)
  const q = await getQuotation(id)
  if (q?.serviceRequestId) revalidatePath(editorPath(q.serviceRequestId, id))
  return { status: 'done', message: 'Quotation saved.', conflict: undefined }
}

/** Sends the saved draft: the PDF in the quotation's language, its link on the status page, the request moves on. */
export async function sendRepairQuotationAction(id: number, version: number): Promise<QuotationFormState> {
  const user = await requireStaffAction('service')
  if ('refused' in user) return refused(user.message)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(version)) return notUnderstood()
  const outcome = await sendRepairQuotation(id, version, user, await requestNow())
  if (outcome.kind === 'sent') {
    const q = await getQuotation(id)
    if (q?.serviceRequestId) revalidatePath(`/admin/service/${q.serviceRequestId}`)
  }
  return sendState(outcome, 'Quotation sent: the customer can approve or decline it on their status page.')
}

/** Opens a new revision (a copy of the newest) in the editor, for a price that changed on the bench. */
export async function newRepairRevisionAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const outcome = await newRevision(idOf(formData.get('id')), user, await requestNow(), 'service')
  if (outcome.kind === 'missing') notFound()
  const requestId = (await getQuotation(outcome.id))!.serviceRequestId!
  revalidatePath(`/admin/service/${requestId}`)
  redirect(editorPath(requestId, outcome.id))
}

/**
 * Withdraws a sent repair quotation (a leaked link, a price that no longer holds): the customer's status page stops
 * offering approve and decline for it and says it was withdrawn. Audited by the quotations' door.
 */
export async function revokeRepairQuotationAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const requestId = (await getQuotation(id))?.serviceRequestId
  // A lead's quotation is the sales desk's (src/staff/quotations/actions.ts).
  if (!requestId) notFound()
  await revokeQuotation(id, user, await requestNow(), 'service')
  revalidatePath(`/admin/service/${requestId}`)
  redirect(`/admin/service/${requestId}`)
}
