import type { Metadata } from 'next'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { FiguresView } from '@/staff/figures/figures-view'
import { figuresToday, loadFiguresModel, staffNumberLanguage } from '@/staff/figures/model'
import { parseRange } from '@/staff/figures/range'

export const metadata: Metadata = { title: 'Site figures' }

/** Owners: what visitors do on the public site (docs/figures.md). */
export default async function FiguresPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireStaffPage('figures', '/admin/figures')
  const range = parseRange(await searchParams, figuresToday())
  const [model, language] = await Promise.all([loadFiguresModel(range), staffNumberLanguage(user.id)])
  return <FiguresView model={model} range={range} language={language} />
}
