import { LockKeyhole } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { getCurrentStaff, safeAdminPath, staffEnabled } from '@/server/staff/auth'
import { getSiteConfig } from '@/server/page/site-config'
import { HydratedMarker } from '@/staff/shared/hydrated-marker'
import { LoginForm } from '@/staff/sign-in/login-form'

export const metadata: Metadata = { title: 'Sign in' }

/** Staff sign-in (public by necessity: listed in src/app/admin/access.test.ts). */
export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (!(await staffEnabled())) notFound()
  const next = safeAdminPath((await searchParams).next)
  if (await getCurrentStaff()) redirect(next)
  const site = getSiteConfig()
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-accent-400">
            <LockKeyhole aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h1 className="text-lg font-semibold text-navy-900">Staff sign-in</h1>
            <p className="text-sm text-slate-600">{site.name} staff panel</p>
          </div>
        </div>
        <LoginForm next={next} />
      </div>
      <HydratedMarker />
    </main>
  )
}
