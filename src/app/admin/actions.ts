'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { revalidatePath } from 'next/cache'

import { clientAddress } from '@/server/client-address'
import { isSameOrigin } from '@/server/contact/guards'
import { setLeadStatus, LEAD_STATUSES, type LeadStatus } from '@/server/admin/leads'
import { verifyPassword } from '@/server/admin/password'
import {
  adminPasswordHash,
  endAdminSession,
  loginRateLimiter,
  requireAdmin,
  safeAdminPath,
  startAdminSession,
} from '@/server/admin/session'

export interface LoginState {
  error: string | null
}

/** Staff sign-in. Rate limited per client address; only failed attempts count. */
export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const hash = adminPasswordHash()
  if (!hash) notFound()
  const requestHeaders = await headers()
  if (!isSameOrigin(requestHeaders)) return { error: 'This sign-in form must be used from this site.' }
  const taken = loginRateLimiter.take(clientAddress(requestHeaders))
  if (!taken.ok) {
    return { error: `Too many attempts. Try again in ${Math.ceil(taken.retryAfterSeconds / 60)} minutes.` }
  }
  const password = formData.get('password')
  if (
    typeof password !== 'string' ||
    password.length === 0 ||
    password.length > 1024 ||
    !(await verifyPassword(password, hash))
  ) {
    return { error: 'Wrong password.' }
  }
  taken.ticket.release()
  await startAdminSession()
  redirect(safeAdminPath(formData.get('next')))
}

export async function logout(): Promise<void> {
  await requireAdmin()
  await endAdminSession()
  redirect('/admin/login')
}

/** Marks a lead handled or new; the check is here, not only on the page that shows the button. */
export async function updateLeadStatus(formData: FormData): Promise<void> {
  const id = Number(formData.get('id'))
  await requireAdmin(`/admin/leads/${Number.isSafeInteger(id) ? id : ''}`)
  const status = formData.get('status')
  if (!(LEAD_STATUSES as readonly unknown[]).includes(status)) return
  if (!(await setLeadStatus(id, status as LeadStatus))) notFound()
  revalidatePath('/admin/leads')
  redirect(`/admin/leads/${id}`)
}
