'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { clientAddress } from '@/server/http/client-address'
import { isSameOrigin } from '@/server/http/guards'
import { safeAdminPath, staffEnabled, startStaffSession } from '@/server/staff/auth'
import { signIn } from '@/server/staff/sign-in'
import { refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * The panel's one answer shape (docs/decisions/042-one-way-to-build-a-staff-screen.md); the input kept is the
 * e-mail address, never the password.
 */
export type LoginState = FormState<{ email: string }>

/**
 * Staff sign-in: the one admin action that cannot require a session (src/app/admin/access.test.ts lists it as
 * public). Same-origin only; rate limited per client address inside signIn().
 */
export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  if (!(await staffEnabled())) notFound()
  if (!(formData instanceof FormData)) return notUnderstood()
  const email = String(formData.get('email') ?? '').slice(0, 254)
  const requestHeaders = await headers()
  if (!isSameOrigin(requestHeaders))
    return refused('This sign-in form must be used from this site.', { input: { email } })
  const result = await signIn({
    email: formData.get('email'),
    password: formData.get('password'),
    clientAddress: clientAddress(requestHeaders),
  })
  if (!result.ok) return refused(result.error, { input: { email } })
  await startStaffSession(result.user.id)
  redirect(safeAdminPath(formData.get('next')))
}
