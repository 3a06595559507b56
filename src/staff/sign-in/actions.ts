'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { clientAddress } from '@/server/client-address'
import { isSameOrigin } from '@/server/contact/guards'
import { safeAdminPath, staffEnabled, startStaffSession } from '@/server/staff/auth'
import { signIn } from '@/server/staff/sign-in'

export interface LoginState {
  error: string | null
  /** What was typed, so a failed attempt keeps the e-mail address (never the password). */
  email: string
}

/**
 * Staff sign-in: the one admin action that cannot require a session (src/app/admin/access.test.ts lists it as
 * public). Same-origin only; rate limited per client address inside signIn().
 */
export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  if (!(await staffEnabled())) notFound()
  const email = String(formData.get('email') ?? '').slice(0, 254)
  const requestHeaders = await headers()
  if (!isSameOrigin(requestHeaders)) return { error: 'This sign-in form must be used from this site.', email }
  const result = await signIn({
    email: formData.get('email'),
    password: formData.get('password'),
    clientAddress: clientAddress(requestHeaders),
  })
  if (!result.ok) return { error: result.error, email }
  await startStaffSession(result.user.id)
  redirect(safeAdminPath(formData.get('next')))
}
