import { isServiceStatus } from '@/lib/service/flow'
import { firstParam, pageParam, type SearchParams } from '@/lib/search-params'
import type { BoardFilters } from '@/server/service/board'

/** The board's state in the URL: `?status= &office= &assignee= &category= &older= &overdue=1 &q= &page=`. */
export function boardQuery(params: SearchParams): BoardFilters {
  const status = firstParam(params.status)
  const office = firstParam(params.office)
  const assignee = firstParam(params.assignee)
  const category = firstParam(params.category)
  const older = firstParam(params.older)
  return {
    status: isServiceStatus(status) ? status : undefined,
    office: office && /^[a-z0-9-]{1,200}$/.test(office) ? office : undefined,
    assignee: assignee === 'none' ? 'none' : assignee && /^\d{1,10}$/.test(assignee) ? Number(assignee) : undefined,
    category: category && /^\d{1,10}$/.test(category) ? Number(category) : undefined,
    olderThanDays: older && /^\d{1,3}$/.test(older) && Number(older) > 0 ? Number(older) : undefined,
    overdue: firstParam(params.overdue) === '1' || undefined,
    q: (firstParam(params.q) ?? '').slice(0, 120) || undefined,
    page: pageParam(params.page),
  }
}

/** The board's address for a state (page 1 unless given). */
export function boardHref(filters: BoardFilters, page = 1): string {
  const query = new URLSearchParams()
  if (filters.status) query.set('status', filters.status)
  if (filters.office) query.set('office', filters.office)
  if (filters.assignee !== undefined) query.set('assignee', String(filters.assignee))
  if (filters.category !== undefined) query.set('category', String(filters.category))
  if (filters.olderThanDays) query.set('older', String(filters.olderThanDays))
  if (filters.overdue) query.set('overdue', '1')
  if (filters.q) query.set('q', filters.q)
  if (page > 1) query.set('page', String(page))
  const qs = query.toString()
  return qs ? `/admin/service?${qs}` : '/admin/service'
}
