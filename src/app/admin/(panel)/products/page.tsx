import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { listHref, parseListQuery } from '@/staff/catalogue/list-query'
import { loadProducts } from '@/staff/catalogue/load'
import { ProductsView } from '@/staff/catalogue/products-view'
import type { SearchParams } from '@/lib/search-params'

export const metadata: Metadata = { title: 'Products' }

/** Staff product list (docs/staff-panel.md). */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseListQuery(await searchParams)
  await requireStaffPage('catalogue', listHref(query))
  return <ProductsView {...await loadProducts(query)} />
}
