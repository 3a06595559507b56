'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { createCustomerFor, linkToCustomer } from '@/server/customers/links'
import { markBadRequest } from '@/server/http/form-input'
import { getServiceRequest } from '@/server/service/requests'
import { requireStaffForm } from '@/server/staff/auth'

/**
 * A service request's customer record (docs/decisions/104-customer-matching.md): staff confirm a record that
 * matched by e-mail or phone, or make a new one from the request; a match is never applied by itself. Plain posts that
 * end on the request's page with one sentence; each checks the caller first.
 */

const idOf = (raw: FormDataEntryValue | null) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN)

function back(id: number, kind: 'done' | 'error', message: string): never {
  revalidatePath(`/admin/service/${id}`)
  redirect(`/admin/service/${Number.isNaN(id) ? '' : id}?${kind}=${encodeURIComponent(message)}`)
}

/** Links the request to a record that matched. */
export async function linkRequestCustomerAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const outcome = await linkToCustomer('request', id, idOf(formData.get('customer')), user)
  if (outcome === 'missing') back(id, 'error', 'That request or customer record no longer exists.')
  back(id, 'done', 'Linked to the customer record.')
}

/** A new record from the request's name, e-mail and phone, linked to it. */
export async function newCustomerFromRequestAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const request = await getServiceRequest(id)
  const created =
    request &&
    (await createCustomerFor('request', id, { name: request.name, email: request.email, phone: request.phone }, user))
  if (!created) back(id, 'error', 'The record was not made: the request no longer exists.')
  back(id, 'done', 'Customer record made and linked.')
}
