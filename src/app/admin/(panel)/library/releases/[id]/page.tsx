import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { kabulDate } from '@/lib/content/schedule'
import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { loadReleaseEditor } from '@/staff/library/load'
import { ReleaseEditor } from '@/staff/library/release-editor'
import { releaseValues } from '@/staff/library/values'

export const metadata: Metadata = { title: 'Edit release' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }

export default async function EditReleasePage({ params, searchParams }: Props) {
  const { id } = await params
  await requireStaffPage('library', `/admin/library/releases/${encodeURIComponent(id)}`)
  const loaded = /^\d{1,9}$/.test(id) ? await loadReleaseEditor(Number(id)) : undefined
  if (!loaded?.release) notFound()
  const created = (await searchParams).created !== undefined
  return (
    <ReleaseEditor
      key={loaded.release.row.rowVersion}
      release={releaseValues(loaded.release, kabulDate(new Date()))}
      options={loaded.options}
      maxBytes={loaded.maxBytes}
      notice={created ? 'Release created.' : undefined}
    />
  )
}
