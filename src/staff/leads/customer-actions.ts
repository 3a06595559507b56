'use server'

import { revalidatePath } from 'next/cache'
import { notFound, redirect } from 'next/navigation'

import { createCustomerFor, linkToCustomer } from '@/server/customers/links'
import { markBadRequest } from '@/server/http/form-input'
import { getLead } from '@/server/sales/leads'
import { requireStaffForm } from '@/server/staff/auth'

/**
 * A lead's customer record (docs/decisions/104-customer-matching.md), as a service request's
 * (src/staff/service/customer-actions.ts): sales staff confirm a record that matched by e-mail or phone, or make a
 * new one from the lead; a match is never applied by itself. Plain posts that end on the lead's page, which then
 * shows the record; each checks the caller first.
 */

const idOf = (raw: FormDataEntryValue | null) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN)

function back(id: number): never {
  revalidatePath(`/admin/leads/${id}`)
  redirect(`/admin/leads/${id}`)
}

/** Links the lead to a record that matched. */
export async function linkLeadCustomerAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  if ((await linkToCustomer('lead', id, idOf(formData.get('customer')), user)) === 'missing') notFound()
  back(id)
}

/** A new record from the lead's name, company, e-mail and phone, linked to it. */
export async function newCustomerFromLeadAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const lead = await getLead(id)
  const created =
    lead &&
    (await createCustomerFor(
      'lead',
      id,
      { name: lead.name, company: lead.company, email: lead.email, phone: lead.phone },
      user,
    ))
  if (!created) notFound()
  back(id)
}
