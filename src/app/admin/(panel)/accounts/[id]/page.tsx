import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { AccountView } from '@/staff/accounts/account-view'
import { loadAccount } from '@/staff/accounts/load'

export const metadata: Metadata = { title: 'Account' }

/** One staff account (docs/decisions/015-staff-accounts.md). */
export default async function AccountPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  await requireStaffPage('accounts', `/admin/accounts/${encodeURIComponent(id)}`)
  return <AccountView {...await loadAccount(id)} />
}
