'use server'

import { revalidatePath } from 'next/cache'

import { kabulInputToDate, leadCallSchema, leadNextActionSchema, leadOwnerSchema } from '@/lib/sales/lead-forms'
import { requireStaffForm } from '@/server/staff/auth'
import { logLeadCall, setLeadNextAction, setLeadOwner } from '@/server/sales/lead-owners'
import { requestNow } from '@/server/page/request-now'
import { done, fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * A lead's owner, logged calls and follow-up (docs/decisions/047-lead-clock.md): form actions over the shared
 * schemas in src/lib/sales/lead-forms.ts, each checking the leads permission itself and answering with the panel's
 * FormState; a refusal keeps what was typed.
 */

function inputOf(formData: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, String(formData.get(n) ?? '')]))
}

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return fieldErrorsOf(error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })))
}

export async function assignLead(_previous: FormState, formData: FormData): Promise<FormState> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = inputOf(formData, ['id', 'ownerId'])
  const parsed = leadOwnerSchema.safeParse(input)
  if (!parsed.success) return refused('Choose an account.', { fieldErrors: issues(parsed.error), input })
  const { id, ownerId } = parsed.data
  const outcome = await setLeadOwner(id, ownerId === '' ? null : ownerId, user)
  if (outcome === 'no-lead') return refused('This lead no longer exists.', { input })
  if (outcome === 'not-allowed')
    return refused('That account cannot own leads (only enabled sales and owner accounts can).', {
      fieldErrors: { ownerId: 'Choose a sales or owner account.' },
      input,
    })
  revalidatePath('/admin/leads')
  revalidatePath(`/admin/leads/${id}`)
  return done(outcome === 'unchanged' ? 'The owner is unchanged.' : 'Owner saved.')
}

export async function logCall(_previous: FormState, formData: FormData): Promise<FormState> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = inputOf(formData, ['id', 'note'])
  const parsed = leadCallSchema.safeParse(input)
  if (!parsed.success) return refused('The call was not logged.', { fieldErrors: issues(parsed.error), input })
  if (!(await logLeadCall(parsed.data.id, parsed.data.note, user, await requestNow())))
    return refused('This lead no longer exists.', { input })
  revalidatePath('/admin/leads')
  revalidatePath(`/admin/leads/${parsed.data.id}`)
  return done('Call logged.')
}

export async function saveNextAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const user = await requireStaffForm('leads')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = inputOf(formData, ['id', 'at', 'note'])
  const parsed = leadNextActionSchema.safeParse(input)
  if (!parsed.success) return refused('The follow-up was not saved.', { fieldErrors: issues(parsed.error), input })
  const { id, at, note } = parsed.data
  if (!(await setLeadNextAction(id, kabulInputToDate(at), note, user)))
    return refused('This lead no longer exists.', { input })
  revalidatePath('/admin/leads')
  revalidatePath(`/admin/leads/${id}`)
  return done(at ? 'Follow-up saved.' : 'Follow-up cleared.')
}
