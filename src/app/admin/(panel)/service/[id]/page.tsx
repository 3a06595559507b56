import type { Metadata } from 'next'

import { firstParam, type SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { loadServiceRequest } from '@/staff/service/load'
import { ServiceRequestView } from '@/staff/service/request-view'

export const metadata: Metadata = { title: 'Service request' }

/** One service request (docs/service-desk.md); `?done=` or `?error=` is the last form's answer. */
export default async function ServiceRequestPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<SearchParams>
}) {
  const { id } = await params
  await requireStaffPage('service', `/admin/service/${id}`)
  const query = await searchParams
  const done = firstParam(query.done)
  const error = firstParam(query.error)
  const flash = error
    ? { kind: 'error' as const, message: error.slice(0, 300) }
    : done
      ? { kind: 'done' as const, message: done.slice(0, 300) }
      : undefined
  return <ServiceRequestView data={await loadServiceRequest(id)} flash={flash} />
}
