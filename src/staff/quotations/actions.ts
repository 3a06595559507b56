'use server'

import { revalidatePath } from 'next/cache'
import { notFound, redirect } from 'next/navigation'

import type { QuotationDraft } from '@/lib/sales/quotation-form'
import { requestNow } from '@/server/page/request-now'
import { revokeQuotation, sendQuotation } from '@/server/sales/quotation-send'
import { createQuotationForLead } from '@/server/sales/quotation-create'
import { getQuotation, newRevision, saveQuotation } from '@/server/sales/quotations'
import { requireStaffAction, requireStaffForm } from '@/server/staff/auth'
import { markBadRequest } from '@/server/http/form-input'
import { refused } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'
import { saveState, sendState, type QuotationFormState } from './outcomes'

/**
 * The quotation screens' writes (docs/decisions/051-quotations.md), each checking the leads permission (sales and
 * owners; editors have none). The editor keeps its draft in the browser and calls save and send as functions;
 * create, new revision and revoke are small forms that go to the page they make.
 */

export type { QuotationFormState } from './outcomes'

const idOf = (raw: FormDataEntryValue | null) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN)
const editorPath = (leadId: number, id: number) => `/admin/leads/${leadId}/quotations/${id}`

/** Starts a quotation on a lead and opens its editor. */
export async function createQuotationAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const leadId = idOf(formData.get('leadId'))
  const id = await createQuotationForLead(leadId, user, await requestNow())
  if (!id) notFound()
  revalidatePath(`/admin/leads/${leadId}`)
  redirect(editorPath(leadId, id))
}

/** Saves the draft; a refusal names the fields, a conflict gives the other save's draft and what it changed. */
export async function saveQuotationAction(
  id: number,
  version: number,
  draft: QuotationDraft,
): Promise<QuotationFormState> {
  const user = await requireStaffAction('leads')
  if ('refused' in user) return refused(user.message)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(version)) return notUnderstood()
  const outcome = await saveQuotation(id, version, draft, user, await requestNow())
  if (outcome.kind !== 'saved') return saveState(outcome, draft)
  const q = await getQuotation(id)
  if (q?.leadId) revalidatePath(editorPath(q.leadId, id))
  return { status: 'done', message: 'Quotation saved.', conflict: undefined }
}

/** Sends the saved draft to the customer. */
export async function sendQuotationAction(id: number, version: number): Promise<QuotationFormState> {
  const user = await requireStaffAction('leads')
  if ('refused' in user) return refused(user.message)
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(version)) return notUnderstood()
  const outcome = await sendQuotation(id, version, user, await requestNow())
  if (outcome.kind === 'sent') {
    const q = await getQuotation(id)
    if (q?.leadId) revalidatePath(`/admin/leads/${q.leadId}`)
  }
  return sendState(outcome, 'Quotation sent: the e-mail is in the outbox with the PDF and the link.')
}

/** Opens a new revision (a copy of the newest) in the editor. */
export async function newRevisionAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const outcome = await newRevision(id, user, await requestNow())
  if (outcome.kind === 'missing') notFound()
  const leadId = (await getQuotation(outcome.id))!.leadId!
  revalidatePath(`/admin/leads/${leadId}`)
  redirect(editorPath(leadId, outcome.id))
}

/** Withdraws a sent revision: its link stops working. */
export async function revokeQuotationAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const leadId = (await getQuotation(id))?.leadId
  // A repair quotation is the service desk's (src/staff/service/quotation-actions.ts).
  if (!leadId) notFound()
  await revokeQuotation(id, user, await requestNow())
  revalidatePath(`/admin/leads/${leadId}`)
  redirect(editorPath(leadId, id))
}
