import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { loadRepairQuotation } from '@/staff/service/load'
import { RepairQuotationView } from '@/staff/service/repair-quotation-view'

export const metadata: Metadata = { title: 'Repair quotation' }

/** One revision of a service request's repair quotation (docs/service-desk.md). */
export default async function RepairQuotationPage({
  params,
}: {
  params: Promise<{ id: string; quotationId: string }>
}) {
  const { id, quotationId } = await params
  await requireStaffPage(
    'service',
    `/admin/service/${encodeURIComponent(id)}/quotations/${encodeURIComponent(quotationId)}`,
  )
  return <RepairQuotationView {...await loadRepairQuotation(id, quotationId)} />
}
