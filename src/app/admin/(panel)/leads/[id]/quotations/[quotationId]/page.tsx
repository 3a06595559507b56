import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { loadQuotation } from '@/staff/quotations/load'
import { QuotationView } from '@/staff/quotations/quotation-view'

export const metadata: Metadata = { title: 'Quotation' }

/** One revision of a lead's quotation (docs/decisions/051-quotations.md). */
export default async function QuotationPage({ params }: { params: Promise<{ id: string; quotationId: string }> }) {
  const { id, quotationId } = await params
  await requireStaffPage(
    'leads',
    `/admin/leads/${encodeURIComponent(id)}/quotations/${encodeURIComponent(quotationId)}`,
  )
  return <QuotationView {...await loadQuotation(id, quotationId)} />
}
