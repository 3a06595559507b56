import { isAuditEntityType, type AuditEntityType } from '@/server/staff/audit'
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params'

/** The audit log's state in the URL: `?type=` (what changed) and `?page=`. */
export interface AuditQuery {
  type?: AuditEntityType
  page: number
}

export function auditQuery(params: SearchParams): AuditQuery {
  const type = firstParam(params.type)
  return { type: isAuditEntityType(type) ? type : undefined, page: pageParam(params.page) }
}

export function auditHref(type: AuditEntityType | undefined, page = 1): string {
  const query = new URLSearchParams()
  if (type) query.set('type', type)
  if (page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `/admin/audit?${qs}` : '/admin/audit'
}
