import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { auditHref, auditQuery } from '@/staff/audit/audit-query'
import { AuditView } from '@/staff/audit/audit-view'
import { loadAudit } from '@/staff/audit/load'
import type { SearchParams } from '@/lib/search-params'

export const metadata: Metadata = { title: 'Audit log' }

/** The audit log (docs/decisions/015-staff-accounts.md). */
export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = auditQuery(await searchParams)
  await requireStaffPage('audit', auditHref(query.type, query.page))
  return <AuditView {...await loadAudit(query)} />
}
