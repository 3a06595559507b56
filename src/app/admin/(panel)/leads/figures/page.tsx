import type { Metadata } from 'next'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { figuresHref, FiguresView } from '@/staff/leads/figures-view'
import { figuresOwnerParam, loadFigures } from '@/staff/leads/load'

export const metadata: Metadata = { title: 'Lead figures' }

/** New leads, reply times and quotations by month and owner (docs/decisions/053-lead-figures.md). */
export default async function LeadFiguresPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const owner = figuresOwnerParam(await searchParams)
  await requireStaffPage('leads', figuresHref(owner))
  return <FiguresView {...await loadFigures(owner)} />
}
