import { KeyRound, LayoutPanelLeft, LogOut } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { ROLE_LABELS, type StaffRole } from '@/lib/staff/roles'
import { AdminNav } from '@/staff/shared/admin-nav'
import { HydratedMarker } from '@/staff/shared/hydrated-marker'
import { sectionsFor } from '@/staff/shared/nav'
import { logout } from './actions'

/**
 * The staff panel's shell: a bar with the site, the signed-in person and sign-out, and the sections this role may
 * open. Showing a section is a convenience; every page checks its permission itself. While a temporary password is
 * in use, only the password page is reachable, so no sections are shown.
 */
export function PanelShell({
  siteName,
  user,
  children,
}: {
  siteName: string
  user: { displayName: string; role: StaffRole; mustChangePassword: boolean }
  children: React.ReactNode
}) {
  const sections = user.mustChangePassword ? [] : sectionsFor(user.role)
  return (
    <>
      <a
        href="#admin-main"
        className={
          'sr-only z-50 rounded-md bg-white px-3 py-2 font-semibold text-navy-900 ' +
          'focus:not-sr-only focus:fixed focus:start-3 focus:top-3'
        }
      >
        Skip to content
      </a>
      <header className="border-b border-navy-800 bg-navy-900 text-white">
        <div className="container-content flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          <Link href="/admin" className="flex min-w-0 items-center gap-2 rounded-sm font-semibold">
            <LayoutPanelLeft aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
            <span className="truncate">
              {siteName} <span className="font-normal text-navy-100">· Staff panel</span>
            </span>
          </Link>
          <div className="flex items-center gap-3">
            <p className="hidden text-end text-sm leading-tight sm:block">
              <span className="block font-semibold">{user.displayName}</span>
              <span className="block text-navy-100">{ROLE_LABELS[user.role].label}</span>
            </p>
            <Link
              href="/admin/password"
              className={
                'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-white ' +
                'hover:bg-white/10'
              }
            >
              <KeyRound aria-hidden="true" className="size-4" />
              <span>Password</span>
            </Link>
            <form action={logout}>
              <Button type="submit" variant="hero-outline" size="sm">
                <LogOut aria-hidden="true" />
                Sign out
              </Button>
            </form>
          </div>
        </div>
        {sections.length > 0 && (
          <AdminNav sections={sections.map(({ href, label, icon }) => ({ href, label, icon }))} />
        )}
      </header>
      <div id="admin-main" tabIndex={-1} className="outline-none">
        {children}
      </div>
      <HydratedMarker />
    </>
  )
}
