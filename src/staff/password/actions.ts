'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { AccountError, changeOwnPassword } from '@/server/staff/accounts'
import { requireStaffSession } from '@/server/staff/auth'
import { refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'
import { firstSectionFor } from '@/staff/shared/nav'

/** The panel's one answer shape (docs/decisions/042-one-way-to-build-a-staff-screen.md). */
export type PasswordFormState = FormState

/**
 * Anyone signed in changes their own password (and must, after a temporary one). Other sessions of the account
 * end; this one stays. After a temporary password, on to the person's start page.
 */
export async function changePassword(_previous: PasswordFormState, formData: FormData): Promise<PasswordFormState> {
  const session = await requireStaffSession({ allowPasswordChange: true })
  if (!(formData instanceof FormData)) return notUnderstood()
  const current = String(formData.get('current') ?? '')
  const next = String(formData.get('password') ?? '')
  if (next !== String(formData.get('confirm') ?? ''))
    return refused('The two new passwords differ.', { fieldErrors: { confirm: 'The two new passwords differ.' } })
  try {
    await changeOwnPassword(session, current, next, session.sessionId)
  } catch (err) {
    if (err instanceof AccountError)
      return refused(err.message, { fieldErrors: err.field ? { [err.field]: err.message } : undefined })
    throw err
  }
  if (session.mustChangePassword) {
    // The shell was rendered without sections while the temporary password was in use: render it again.
    revalidatePath('/admin', 'layout')
    redirect(firstSectionFor(session.role))
  }
  return { status: 'done', message: 'Password changed. Your other sessions have been signed out.' }
}
