import type { Metadata } from 'next'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { ContentList } from '@/staff/content/content-list'
import { isEditableKind } from '@/staff/content/form'
import { loadContentList } from '@/staff/content/load'

export const metadata: Metadata = { title: 'Content' }

/** The site's content entries (docs/staff-panel.md). */
export default async function ContentPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = (await searchParams).kind
  const kind = isEditableKind(raw) ? raw : null
  await requireStaffPage('content', kind ? `/admin/content?kind=${kind}` : '/admin/content')
  return <ContentList {...await loadContentList(kind)} />
}
