import { isLeadStatus, type LeadStatus } from '@/server/staff/leads'
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params'

/** The leads list's state in the URL: `?status=` and `?page=`. */
export interface LeadsQuery {
  status?: LeadStatus
  page: number
}

export function leadsQuery(params: SearchParams): LeadsQuery {
  const status = firstParam(params.status)
  return { status: isLeadStatus(status) ? status : undefined, page: pageParam(params.page) }
}

export function leadsHref(status: LeadStatus | undefined, page = 1): string {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `/admin/leads?${qs}` : '/admin/leads'
}
