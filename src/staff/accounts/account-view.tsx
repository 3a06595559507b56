import { ArrowLeft } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { Link } from '@/components/ui/link'
import { ROLE_LABELS } from '@/lib/staff/roles'
import type { StaffAccount } from '@/server/staff/accounts'
import type { AuditEntry } from '@/server/staff/audit'
import { HistoryList } from '@/staff/audit/history-list'
import { formatAft } from '@/staff/shared/format'
import { DisableForm, LanguageForm, RenameForm, ResetPasswordForm, RoleForm } from './account-forms'

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-3 text-base font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** One account: name, role, password reset, disable / enable, and its history (owners only). */
export function AccountView({ account, history }: { account: StaffAccount; history: AuditEntry[] }) {
  return (
    <main className="container-content py-8 md:py-10">
      <Link
        href="/admin/accounts"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-navy-700 hover:text-navy-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All accounts
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-navy-900">{account.displayName}</h1>
        <Badge variant="outline">{ROLE_LABELS[account.role].label}</Badge>
        {account.disabledAt && <Badge className="bg-slate-200 text-slate-700">Disabled</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {account.email} · last sign-in {account.lastSignInAt ? formatAft(account.lastSignInAt) : 'never'} · created{' '}
        {formatAft(account.createdAt)}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel id="account-name-heading" title="Name">
          <RenameForm id={account.id} displayName={account.displayName} />
        </Panel>
        <Panel id="account-role-heading" title="Role">
          <RoleForm id={account.id} role={account.role} />
        </Panel>
        <Panel id="account-language-heading" title="E-mails">
          <LanguageForm id={account.id} language={account.language} />
        </Panel>
        <Panel id="account-password-heading" title="Password">
          <ResetPasswordForm id={account.id} email={account.email} />
        </Panel>
        <Panel id="account-access-heading" title={account.disabledAt ? 'Enable' : 'Disable'}>
          <DisableForm id={account.id} disabled={account.disabledAt !== null} />
        </Panel>
      </div>

      <section
        aria-labelledby="account-history"
        className="mt-6 rounded-card border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="account-history" className="text-base font-semibold text-navy-900">
          History
        </h2>
        <HistoryList entries={history} empty="No changes recorded." showAction />
      </section>
    </main>
  )
}
