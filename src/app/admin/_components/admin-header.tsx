import { Inbox, LogOut } from 'lucide-react'
import { Link } from '@/components/ui/link'

import { Button } from '@/components/ui/button'
import { logout } from '../actions'

/** The staff bar: site name, the leads link and sign-out (a form: works without JavaScript). */
export function AdminHeader({ siteName }: { siteName: string }) {
  return (
    <header className="border-b border-navy-800 bg-navy-900 text-white">
      <div className="container-content flex h-14 items-center justify-between gap-4">
        <Link href="/admin/leads" className="flex min-w-0 items-center gap-2 rounded-sm font-semibold">
          <Inbox aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
          <span className="truncate">
            {siteName} <span className="font-normal text-navy-100">· Leads</span>
          </span>
        </Link>
        <form action={logout}>
          <Button type="submit" variant="hero-outline" size="sm">
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        </form>
      </div>
    </header>
  )
}
