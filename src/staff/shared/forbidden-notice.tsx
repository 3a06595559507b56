import { ShieldAlert } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'

/** The 403 page's content: requireStaffPage() shows it (via forbidden()) when a role may not open a page. */
export function ForbiddenNotice() {
  return (
    <main className="container-content py-16">
      <div className="mx-auto max-w-lg rounded-card border border-slate-200 bg-white p-8 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-danger-600" />
        <h1 className="mt-4 text-2xl font-semibold text-navy-900">You don&apos;t have access to this page</h1>
        <p className="mt-2 text-slate-600">
          Your role does not include this part of the staff panel. If you need it, ask an owner to change your role.
        </p>
        <ButtonLink href="/admin" className="mt-6">
          Go to your start page
        </ButtonLink>
      </div>
    </main>
  )
}
