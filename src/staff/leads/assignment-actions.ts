'use server'

import { revalidatePath } from 'next/cache'

import { leadSettingsFromForm, leadSettingsSchema } from '@/lib/sales/lead-forms'
import { requireStaffForm } from '@/server/staff/auth'
import { saveLeadSettings } from '@/server/sales/lead-owners'
import { done, fieldErrorsOf, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/** What the Assignment form posted, kept for a refusal (checked accounts as a comma list). */
function inputOf(formData: FormData): Record<string, string> {
  const input: Record<string, string> = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$')) continue
    input[key] = key === 'roundRobin' && input[key] ? `${input[key]},${value}` : value
  }
  return input
}

/**
 * Saves how leads are assigned and how the reply clock counts (docs/decisions/047-lead-clock.md). The owner role
 * only ('lead-settings'); refusals name their fields and keep the input.
 */
export async function saveAssignment(_previous: FormState, formData: FormData): Promise<FormState> {
  const user = await requireStaffForm('lead-settings', '/admin/leads/assignment')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const input = inputOf(formData)
  const parsed = leadSettingsSchema.safeParse(leadSettingsFromForm(formData))
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    )
    return refused('The settings were not saved: check the marked fields.', { fieldErrors, input })
  }
  const saved = await saveLeadSettings(parsed.data, user)
  if (!saved.ok)
    return refused('Only enabled sales and owner accounts can own leads; choose another account.', { input })
  revalidatePath('/admin/leads')
  revalidatePath('/admin/leads/assignment')
  return done('Assignment settings saved.')
}
