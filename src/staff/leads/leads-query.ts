import {
  isLeadStatus,
  LEAD_CLOCK_FILTERS,
  type LeadClockFilter,
  type LeadSort,
  type LeadStatus,
} from '@/server/sales/leads'
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params'

/** The leads list's state in the URL: `?status=`, `?clock=due-soon|overdue`, `?sort=time-left` and `?page=`. */
export interface LeadsQuery {
  status?: LeadStatus
  clock?: LeadClockFilter
  sort: LeadSort
  page: number
}

export function leadsQuery(params: SearchParams): LeadsQuery {
  const status = firstParam(params.status)
  const clock = firstParam(params.clock)
  return {
    status: isLeadStatus(status) ? status : undefined,
    clock: (LEAD_CLOCK_FILTERS as readonly unknown[]).includes(clock) ? (clock as LeadClockFilter) : undefined,
    sort: firstParam(params.sort) === 'time-left' ? 'time-left' : 'newest',
    page: pageParam(params.page),
  }
}

/** The list's address for a state; a status link keeps the clock filter and sort unless told otherwise. */
export function leadsHref(
  status: LeadStatus | undefined,
  page = 1,
  extra: { clock?: LeadClockFilter; sort?: LeadSort } = {},
): string {
  const query = new URLSearchParams()
  if (status) query.set('status', status)
  if (extra.clock) query.set('clock', extra.clock)
  if (extra.sort === 'time-left') query.set('sort', 'time-left')
  if (page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `/admin/leads?${qs}` : '/admin/leads'
}
