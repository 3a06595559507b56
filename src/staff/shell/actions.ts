'use server'

import { redirect } from 'next/navigation'

import { endStaffSession, requireStaffSession } from '@/server/staff/auth'

/** Sign-out, from the shell's bar (a form: works without JavaScript). */
export async function logout(): Promise<void> {
  await requireStaffSession({ allowPasswordChange: true })
  await endStaffSession()
  redirect('/admin/login')
}
