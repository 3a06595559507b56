import 'server-only'

import { notFound } from 'next/navigation'

import { getStaffAccount, listStaffAccounts } from '@/server/staff/accounts'
import { listAudit } from '@/server/staff/audit'

/** Every staff account, enabled first. */
export async function loadAccounts() {
  return { accounts: await listStaffAccounts() }
}

/** One account with what was changed on it; 404 when there is none. */
export async function loadAccount(idParam: string) {
  const account = await getStaffAccount(/^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN)
  if (!account) notFound()
  const history = await listAudit({ entityType: 'account', entityId: String(account.id), pageSize: 20 })
  return { account, history: history.entries }
}
