import type { Metadata } from 'next'

import { firstParam, pageParam, type SearchParams } from '@/lib/search-params'
import { listCustomers } from '@/server/customers/customers'
import { requireStaffPage } from '@/server/staff/auth'
import { CustomersView } from '@/staff/customers/customers-view'

export const metadata: Metadata = { title: 'Customers' }

/** The customer records, by name, searched by name, company, contact, e-mail or phone (docs/service-desk.md). */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams
  const q = (firstParam(query.q) ?? '').trim().slice(0, 120)
  const page = pageParam(query.page)
  const search = new URLSearchParams({ ...(q && { q }), ...(page > 1 && { page: String(page) }) }).toString()
  await requireStaffPage('customers', search ? `/admin/customers?${search}` : '/admin/customers')
  return <CustomersView {...await listCustomers({ q, page })} q={q} />
}
