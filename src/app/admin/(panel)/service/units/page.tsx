import type { Metadata } from 'next'

import { firstParam, pageParam, type SearchParams } from '@/lib/search-params'
import { serviceProductOptions } from '@/server/catalogue/serial-patterns'
import { listUnits } from '@/server/service/units'
import { requireStaffPage } from '@/server/staff/auth'
import { UnitsView } from '@/staff/service/units-view'

export const metadata: Metadata = { title: 'Units sold' }

/** The serial registry (docs/service-desk.md). */
export default async function UnitsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage('service', '/admin/service/units')
  const query = await searchParams
  const q = (firstParam(query.q) ?? '').slice(0, 120)
  const [list, products] = await Promise.all([listUnits({ q, page: pageParam(query.page) }), serviceProductOptions()])
  return <UnitsView {...list} q={q} products={products} />
}
