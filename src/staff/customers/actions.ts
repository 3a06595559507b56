'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { markBadRequest } from '@/server/http/form-input'
import { mergeCustomers, undoMerge } from '@/server/customers/merge'
import { requireStaffForm } from '@/server/staff/auth'

/**
 * A customer record's merge and its undo (docs/decisions/104-customer-matching.md): plain posts behind the panel's
 * confirmation that end on the record's page with one sentence (post, redirect, get). Each checks the caller first.
 */

const idOf = (raw: FormDataEntryValue | null) => (typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN)

function back(id: number, kind: 'done' | 'error', message: string): never {
  revalidatePath(`/admin/customers/${id}`)
  redirect(`/admin/customers/${Number.isNaN(id) ? '' : id}?${kind}=${encodeURIComponent(message)}`)
}

const MERGE_REFUSALS = {
  missing: 'One of the two records no longer exists.',
  same: 'A record cannot be merged into itself.',
  'already-merged': 'One of the two records was merged already.',
} as const

/** Merges the duplicate `drop` into the record kept (`keep`, whose page this is). */
export async function mergeCustomerAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('customers')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const keep = idOf(formData.get('keep'))
  const outcome = await mergeCustomers(keep, idOf(formData.get('drop')), user)
  if (outcome === 'merged') back(keep, 'done', 'Merged: its contacts, leads, requests and units are on this record.')
  back(keep, 'error', MERGE_REFUSALS[outcome])
}

/** Undoes the merge of this (merged) record: exactly what the merge moved goes back. */
export async function undoMergeAction(formData: FormData): Promise<void> {
  const user = await requireStaffForm('customers')
  if ('refused' in user) return
  if (!(formData instanceof FormData)) return markBadRequest()
  const id = idOf(formData.get('id'))
  const outcome = await undoMerge(id, user)
  if (outcome === 'unmerged') back(id, 'done', 'Merge undone: this record has its own contacts and history again.')
  back(id, 'error', outcome === 'missing' ? 'This record no longer exists.' : 'This record is not merged.')
}
