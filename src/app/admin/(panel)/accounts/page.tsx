import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { AccountsView } from '@/staff/accounts/accounts-view'
import { loadAccounts } from '@/staff/accounts/load'

export const metadata: Metadata = { title: 'Accounts' }

/** Owners: every staff account (docs/decisions/015-staff-accounts.md). */
export default async function AccountsPage() {
  const me = await requireStaffPage('accounts')
  return <AccountsView {...await loadAccounts()} meId={me.id} />
}
