import type { Metadata } from 'next'

import { requireStaffSession } from '@/server/staff/auth'
import { PasswordForm } from '@/staff/password/password-form'

export const metadata: Metadata = { title: 'Password' }

/** One's own password; the only page open while a temporary password is in use. */
export default async function PasswordPage() {
  const session = await requireStaffSession({ allowPasswordChange: true })
  return (
    <main className="container-content py-8 md:py-10">
      <div className="max-w-lg">
        <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Change your password</h1>
        {session.mustChangePassword ? (
          <p
            role="note"
            className="mt-2 rounded-md border border-accent-500 bg-accent-300/15 px-3 py-2 text-sm text-navy-900"
          >
            You signed in with a temporary password. Choose your own to continue.
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">Signed in as {session.email}.</p>
        )}
        <div className="mt-6 rounded-card border border-slate-200 bg-white p-5 sm:p-6">
          <PasswordForm email={session.email} />
        </div>
      </div>
    </main>
  )
}
