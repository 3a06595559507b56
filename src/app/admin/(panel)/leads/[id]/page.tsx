import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { LeadView } from '@/staff/leads/lead-view'
import { loadLead } from '@/staff/leads/load'

export const metadata: Metadata = { title: 'Lead' }

/** One lead in full (docs/leads.md). */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  await requireStaffPage('leads', `/admin/leads/${encodeURIComponent(id)}`)
  return <LeadView {...await loadLead(id)} />
}
