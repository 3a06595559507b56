import 'server-only'

import { auditSubjects, listAudit } from '@/server/staff/audit'
import type { AuditQuery } from './audit-query'

/** One page of the audit log, each entry's item named. */
export async function loadAudit(query: AuditQuery) {
  const { entries, total, page, pageCount } = await listAudit({ entityType: query.type, page: query.page })
  const subjects = Object.fromEntries(await auditSubjects(entries))
  return { type: query.type, entries, subjects, total, page, pageCount }
}
