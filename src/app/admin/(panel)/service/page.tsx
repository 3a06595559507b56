import type { Metadata } from 'next'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { boardHref, boardQuery } from '@/staff/service/board-query'
import { ServiceBoardView } from '@/staff/service/board-view'
import { loadBoard } from '@/staff/service/load'

export const metadata: Metadata = { title: 'Service desk' }

/** The service board (docs/service-desk.md). */
export default async function ServiceBoardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const filters = boardQuery(await searchParams)
  await requireStaffPage('service', boardHref(filters, filters.page))
  return <ServiceBoardView {...await loadBoard(filters)} />
}
