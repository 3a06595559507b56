import type { Metadata } from 'next'

import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { LibraryList } from '@/staff/library/library-list'
import { loadLibraryList } from '@/staff/library/load'

export const metadata: Metadata = { title: 'Support library' }

/** Releases and advisories (docs/support-library.md). */
export default async function LibraryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage('library', '/admin/library')
  const deleted = (await searchParams).deleted
  const notice = deleted === 'release' || deleted === 'advisory' ? `The draft ${deleted} was deleted.` : undefined
  return <LibraryList {...await loadLibraryList()} notice={notice} />
}
