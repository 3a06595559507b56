import { Inbox } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { adminEnabled, getAdminSession, safeAdminPath } from '@/server/admin/session'
import { getSiteConfig } from '@/server/site-config'
import { LoginForm } from './login-form'

export const metadata: Metadata = { title: 'Sign in' }

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (!adminEnabled()) notFound()
  const next = safeAdminPath((await searchParams).next)
  if (await getAdminSession()) redirect(next)
  const site = getSiteConfig()
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-accent-400">
            <Inbox aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h1 className="text-lg font-semibold text-navy-900">Staff sign-in</h1>
            <p className="text-sm text-slate-600">{site.name} leads</p>
          </div>
        </div>
        <LoginForm next={next} />
      </div>
    </main>
  )
}
