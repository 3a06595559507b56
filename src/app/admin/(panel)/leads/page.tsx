import type { Metadata } from 'next'

import { roleCan } from '@/lib/staff/roles'
import { requireStaffPage } from '@/server/staff/auth'
import { leadsHref, leadsQuery } from '@/staff/leads/leads-query'
import { LeadsView } from '@/staff/leads/leads-view'
import { loadLeads } from '@/staff/leads/load'
import type { SearchParams } from '@/lib/search-params'

export const metadata: Metadata = { title: 'Leads' }

/** Staff list of contact messages (docs/leads.md). */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = leadsQuery(await searchParams)
  const user = await requireStaffPage('leads', leadsHref(query.status, query.page, query))
  return <LeadsView {...await loadLeads(query)} canEditAssignment={roleCan(user.role, 'lead-settings')} />
}
