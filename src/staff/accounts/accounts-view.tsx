import { Badge } from '@/components/ui/badge'
import { Link } from '@/components/ui/link'
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles'
import type { StaffAccount } from '@/server/staff/accounts'
import { formatAft } from '@/staff/shared/format'
import { CreateAccountForm } from './create-account-form'
import { TableHead } from '@/staff/shared/table-head'

function LastSignIn({ account }: { account: StaffAccount }) {
  return account.lastSignInAt ? (
    <time dateTime={account.lastSignInAt.toISOString()}>{formatAft(account.lastSignInAt)}</time>
  ) : (
    'Never'
  )
}

function AccountState({ account }: { account: StaffAccount }) {
  if (account.disabledAt) return <Badge variant="outline">Disabled</Badge>
  if (account.mustChangePassword) return <Badge className="bg-accent-300 text-navy-950">Temporary password</Badge>
  return <Badge className="bg-success-50 text-success-600">Active</Badge>
}

/** Owners: every staff account, and a new one. */
export function AccountsView({ accounts, meId }: { accounts: StaffAccount[]; meId: number }) {
  return (
    <main className="container-content py-8 md:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Accounts</h1>
      <p className="mt-1 text-sm text-slate-600">Who can sign in to the staff panel, and what each role may do.</p>

      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
        {STAFF_ROLES.map((role) => (
          <div key={role} className="rounded-md border border-slate-200 bg-white px-3 py-2">
            <dt className="font-semibold text-navy-900">{ROLE_LABELS[role].label}</dt>
            <dd className="text-slate-600">{ROLE_LABELS[role].description}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="new-account" className="mt-8 rounded-card border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="new-account" className="mb-4 text-lg font-semibold text-navy-900">
          New account
        </h2>
        <CreateAccountForm />
      </section>

      {/* Phones: one card per account, every column's value readable without scrolling sideways. */}
      <ul aria-label="Staff accounts, enabled first" className="mt-8 flex flex-col gap-3 md:hidden">
        {accounts.map((account) => (
          <li
            key={account.id}
            className={`rounded-card border border-slate-200 p-4 ${account.disabledAt ? 'bg-slate-50' : 'bg-white'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <Link
                  href={`/admin/accounts/${account.id}`}
                  className="font-semibold text-navy-800 underline-offset-4 hover:underline"
                >
                  {account.displayName}
                </Link>
                {account.id === meId && <span className="ms-2 text-xs text-slate-600">(you)</span>}
                <span className="block truncate text-sm text-slate-600">{account.email}</span>
              </span>
              <AccountState account={account} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Role</dt>
              <dd>{ROLE_LABELS[account.role].label}</dd>
              <dt className="text-slate-600">Last sign-in</dt>
              <dd>
                <LastSignIn account={account} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>

      {/* Wider screens: a table. */}
      <div className="mt-8 hidden overflow-x-auto rounded-card border border-slate-200 bg-white md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Staff accounts, enabled first</caption>
          <TableHead columns={['Name', 'Role', 'Last sign-in', 'State']} />
          <tbody className="divide-y divide-slate-200">
            {accounts.map((account) => (
              <tr key={account.id} className={account.disabledAt ? 'bg-slate-50 text-slate-600' : undefined}>
                <td className="px-4 py-3">
                  <Link
                    href={`/admin/accounts/${account.id}`}
                    className="font-semibold text-navy-800 underline-offset-4 hover:underline"
                  >
                    {account.displayName}
                  </Link>
                  {account.id === meId && <span className="ms-2 text-xs text-slate-600">(you)</span>}
                  <span className="block text-slate-600">{account.email}</span>
                </td>
                <td className="px-4 py-3">{ROLE_LABELS[account.role].label}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <LastSignIn account={account} />
                </td>
                <td className="px-4 py-3">
                  <AccountState account={account} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  )
}
