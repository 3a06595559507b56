'use server'

import { revalidatePath } from 'next/cache'

import { requestNow } from '@/server/page/request-now'
import { createUnit } from '@/server/service/units'
import { applyUnitsImport, planUnitsImport, type ImportPlan } from '@/server/service/units-import'
import { requireStaffAction, requireStaffForm } from '@/server/staff/auth'
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

/** The largest CSV the panel sends: 20,000 units of a few dozen characters a line. */
const MAX_CSV = 2_000_000

export type UnitsImportCheck =
  { status: 'checked'; plan: Extract<ImportPlan, { ok: true }> } | { status: 'error'; message: string }

/** The dry run: what each line of the file would do, written nowhere. */
export async function checkUnitsImportAction(csv: string): Promise<UnitsImportCheck> {
  const user = await requireStaffAction('service')
  if ('refused' in user) return { status: 'error', message: user.message }
  if (typeof csv !== 'string') return { status: 'error', message: (await notUnderstood()).message ?? '' }
  if (csv.length > MAX_CSV) return { status: 'error', message: 'The file is larger than 2 MB: split it.' }
  const plan = await planUnitsImport(csv, await requestNow())
  return plan.ok ? { status: 'checked', plan } : { status: 'error', message: plan.message }
}

/** Writes what the dry run of the same file showed (its digest), all rows or none. */
export async function applyUnitsImportAction(csv: string, digest: string): Promise<UnitFormState> {
  const user = await requireStaffAction('service')
  if ('refused' in user) return refused(user.message)
  if (typeof csv !== 'string' || typeof digest !== 'string' || csv.length > MAX_CSV) return notUnderstood()
  const outcome = await applyUnitsImport(csv, digest, user, await requestNow())
  if (outcome.kind === 'changed') return refused('The registry changed since the dry run: check the file again.')
  if (outcome.kind === 'refused') return refused(outcome.message)
  revalidatePath('/admin/service/units')
  const made = outcome.customers ? `, and ${outcome.customers} new customer record(s)` : ''
  return done(`Imported ${outcome.created} unit${outcome.created === 1 ? '' : 's'}${made}.`)
}
