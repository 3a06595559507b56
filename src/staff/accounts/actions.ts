'use server'

import { revalidatePath } from 'next/cache'

import { isStaffRole, ROLE_LABELS } from '@/lib/staff/roles'
import {
  AccountError,
  changeStaffRole,
  createStaffAccount,
  resetStaffPassword,
  setStaffDisabled,
  temporaryPassword,
  updateStaffName,
} from '@/server/staff/accounts'
import { requireStaffPage } from '@/server/staff/auth'

/**
 * Owners' account management (issue 10). Each action checks the accounts permission itself, returns what the form
 * shows (an error with its field, or the temporary password exactly once), and never throws a refusal as a 500.
 */
export interface AccountFormState {
  status: 'idle' | 'done' | 'error'
  message: string | null
  field?: string
  /** Shown once, to be handed to the person; never stored in clear. */
  temporaryPassword?: string
  /** For the create form: keep what was typed after an error. */
  values?: { email: string; displayName: string; role: string }
}

function accountId(formData: FormData): number {
  const raw = formData.get('id')
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
}

function refusal(err: unknown, values?: AccountFormState['values']): AccountFormState {
  if (err instanceof AccountError) return { status: 'error', message: err.message, field: err.field, values }
  throw err
}

function refresh(id?: number) {
  revalidatePath('/admin/accounts')
  if (id) revalidatePath(`/admin/accounts/${id}`)
}

export async function createAccount(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffPage('accounts')
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
  const actor = await requireStaffPage('accounts')
  const id = accountId(formData)
  const role = formData.get('role')
  if (!isStaffRole(role)) return { status: 'error', message: 'Choose a role.', field: 'role' }
  try {
    const account = await changeStaffRole(id, role, actor)
    refresh(id)
    return { status: 'done', message: `Role saved: ${ROLE_LABELS[account.role].label}.` }
  } catch (err) {
    return refusal(err)
  }
}

export async function renameAccount(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const actor = await requireStaffPage('accounts')
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
  const actor = await requireStaffPage('accounts')
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
  const actor = await requireStaffPage('accounts')
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
