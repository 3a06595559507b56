'use server'

import { revalidatePath } from 'next/cache'

import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import { isStaffRole, ROLE_LABELS } from '@/lib/staff/roles'
import {
  AccountError,
  changeStaffRole,
  createStaffAccount,
  resetStaffPassword,
  setStaffDisabled,
  setStaffLanguage,
  temporaryPassword,
  updateStaffName,
} from '@/server/staff/accounts'
import { requireStaffForm } from '@/server/staff/auth'
import { refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * Owners' account management (docs/decisions/015-staff-accounts.md). Each action checks the accounts permission
 * itself and answers with the panel's FormState (docs/decisions/042-one-way-to-build-a-staff-screen.md): done, with
 * the temporary password exactly once, or refused with its field and the input kept; never a refusal as a 500. A role
 * without the permission gets a refusal answered 403 (requireStaffForm).
 */
export type AccountInput = { email: string; displayName: string; role: string }

export type AccountFormState = FormState<AccountInput> & {
  /** Shown once, to be handed to the person; never stored in clear. */
  temporaryPassword?: string
}

function accountId(formData: FormData): number {
  const raw = formData.get('id')
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
}

function refusal(err: unknown, input?: AccountInput): AccountFormState {
  if (err instanceof AccountError)
    return refused(err.message, { fieldErrors: err.field ? { [err.field]: err.message } : undefined, input })
  throw err
}

function refresh(id?: number) {
  revalidatePath('/admin/accounts')
  if (id) revalidatePath(`/admin/accounts/${id}`)
}

export async function createAccount(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffForm('accounts')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const values = {
    email: String(formData.get('email') ?? '').slice(0, 300),
    displayName: String(formData.get('displayName') ?? '').slice(0, 200),
    role: String(formData.get('role') ?? ''),
  }
  const password = temporaryPassword()
  try {
    const account = await createStaffAccount(
      {
        email: values.email,
        displayName: values.displayName,
        role: values.role as never,
        password,
        mustChangePassword: true,
      },
      actor,
    )
    refresh()
    return {
      status: 'done',
      message: `Account created for ${account.email}.`,
      temporaryPassword: password,
    }
  } catch (err) {
    return refusal(err, values)
  }
}

export async function changeRole(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffForm('accounts')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = accountId(formData)
  const role = formData.get('role')
  if (!isStaffRole(role)) return refused('Choose a role.', { fieldErrors: { role: 'Choose a role.' } })
  try {
    const account = await changeStaffRole(id, role, actor)
    refresh(id)
    return { status: 'done', message: `Role saved: ${ROLE_LABELS[account.role].label}.` }
  } catch (err) {
    return refusal(err)
  }
}

export async function changeLanguage(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffForm('accounts')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = accountId(formData)
  try {
    const account = await setStaffLanguage(id, String(formData.get('language') ?? ''), actor)
    refresh(id)
    return { status: 'done', message: `E-mails in ${ENGLISH_NAMES[account.language]}.` }
  } catch (err) {
    return refusal(err)
  }
}

export async function renameAccount(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffForm('accounts')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = accountId(formData)
  try {
    await updateStaffName(id, String(formData.get('displayName') ?? '').slice(0, 200), actor)
    refresh(id)
    return { status: 'done', message: 'Name saved.' }
  } catch (err) {
    return refusal(err)
  }
}

export async function resetPassword(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffForm('accounts')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = accountId(formData)
  try {
    const { account, password } = await resetStaffPassword(id, actor)
    refresh(id)
    return {
      status: 'done',
      message: `Password reset for ${account.email}. Their sessions have ended.`,
      temporaryPassword: password,
    }
  } catch (err) {
    return refusal(err)
  }
}

export async function setDisabled(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffForm('accounts')
  if ('refused' in actor) return refused(actor.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const id = accountId(formData)
  const disable = formData.get('disable') === 'true'
  try {
    const account = await setStaffDisabled(id, disable, actor)
    refresh(id)
    return {
      status: 'done',
      message: disable ? `${account.email} is disabled and signed out everywhere.` : `${account.email} is enabled.`,
    }
  } catch (err) {
    return refusal(err)
  }
}
