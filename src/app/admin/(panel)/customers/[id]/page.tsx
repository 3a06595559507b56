import type { Metadata } from 'next'

import { firstParam, type SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { CustomerView } from '@/staff/customers/customer-view'
import { loadCustomer } from '@/staff/customers/load'

export const metadata: Metadata = { title: 'Customer' }

/** One customer record (docs/decisions/104-customer-matching.md); `?done=` or `?error=` is the last form's answer. */
export default async function CustomerPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<SearchParams>
}) {
  const { id } = await params
  const user = await requireStaffPage('customers', `/admin/customers/${encodeURIComponent(id)}`)
  const query = await searchParams
  const error = firstParam(query.error)
  const done = firstParam(query.done)
  const flash = error
    ? { kind: 'error' as const, message: error.slice(0, 300) }
    : done
      ? { kind: 'done' as const, message: done.slice(0, 300) }
      : undefined
  return <CustomerView data={await loadCustomer(id, user)} flash={flash} />
}
