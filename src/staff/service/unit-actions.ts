'use server'

import { revalidatePath } from 'next/cache'

import { requestNow } from '@/server/page/request-now'
import { createUnit } from '@/server/service/units'
import { requireStaffForm } from '@/server/staff/auth'
import { done, fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

export type UnitFormState = FormState

const FIELDS = ['productId', 'serial', 'saleDate', 'warrantyMonths', 'notes'] as const

/** Records one unit sold (docs/service-desk.md); a refusal gives back what was typed with each field's problem. */
export async function createUnitAction(_previous: UnitFormState, formData: FormData): Promise<UnitFormState> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return { status: 'error', message: user.message }
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = Object.fromEntries(
    FIELDS.map((f) => [f, typeof formData.get(f) === 'string' ? (formData.get(f) as string) : '']),
  )
  const outcome = await createUnit(input, user, await requestNow())
  if (outcome.kind === 'saved') {
    revalidatePath('/admin/service/units')
    return done(`Unit ${input.serial} recorded.`)
  }
  if (outcome.kind === 'missing') return refused('This unit no longer exists.', { input })
  return refused('The unit was not recorded: check the fields marked.', {
    fieldErrors: fieldErrorsOf(outcome.issues),
    input,
  })
}
