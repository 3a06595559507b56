'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { contactsFromForm, MAX_CONTACTS } from '@/lib/customers/customer-form'
import { updateCustomer } from '@/server/customers/customers'
import { markBadRequest } from '@/server/http/form-input'
import { mergeCustomers, undoMerge } from '@/server/customers/merge'
import { requireStaffForm } from '@/server/staff/auth'
import { done, fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * A customer record's edit, merge and undo (docs/decisions/104-customer-matching.md). The edit is the panel's one
 * form shape (decision 042: what was typed comes back with each field's problem); the merge and its undo are plain
 * posts behind the panel's confirmation that end on the record's page with one sentence (post, redirect, get). Each
 * checks the caller first.
 */

/** The edit form's state; `input` holds the flat fields as typed (`contacts.0.email`…). */
export type CustomerFormState = FormState<Record<string, string>>

const FIELD_WORDS: Record<string, string> = { kind: 'kind', name: 'name', notes: 'notes', contacts: 'contacts' }

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

/**
 * Saves a record's kind, name, notes and contacts. A record someone else changed since the form was shown (its
 * version) is refused with what they changed; saving again then replaces their version deliberately.
 */
export async function saveCustomerAction(_previous: CustomerFormState, formData: FormData): Promise<CustomerFormState> {
  const user = await requireStaffForm('customers')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const get = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  const id = idOf(formData.get('id'))
  const version = idOf(formData.get('version'))
  const input: Record<string, string> = { kind: get('kind'), name: get('name'), notes: get('notes') }
  for (let i = 0; i <= MAX_CONTACTS; i++)
    for (const f of ['name', 'email', 'phone']) input[`contacts.${i}.${f}`] = get(`contacts.${i}.${f}`)
  const contacts = contactsFromForm(get)
  // The form rows left blank are not contacts: an error on the n-th contact belongs to the n-th row filled in.
  const filled = [...Array(MAX_CONTACTS + 1).keys()].filter((i) =>
    ['name', 'email', 'phone'].some((f) => input[`contacts.${i}.${f}`]!.trim()),
  )
  const outcome = await updateCustomer(id, version, { ...input, contacts }, user)
  switch (outcome.kind) {
    case 'saved':
      revalidatePath(`/admin/customers/${id}`)
      revalidatePath('/admin/customers')
      return done('Record saved.')
    case 'invalid':
      return refused('The record was not saved: check the fields marked.', {
        fieldErrors: fieldErrorsOf(
          outcome.issues.map((i) => ({
            ...i,
            path: i.path.replace(/^contacts\.(\d+)\./, (_, n: string) => `contacts.${filled[Number(n)] ?? n}.`),
          })),
        ),
        input,
      })
    case 'conflict': {
      const what = outcome.changed.map((f) => FIELD_WORDS[f] ?? f).join(', ')
      return refused(
        `Someone else saved this record after you opened it${what ? ` (they changed: ${what})` : ''}. ` +
          'Reload the page to see their version, or save again to replace it with yours.',
        {
          input,
          conflict: { version: outcome.current.version, current: { version: outcome.current.version }, changes: [] },
        },
      )
    }
    case 'missing':
      return refused('This record no longer exists or was merged into another.', { input })
  }
}
