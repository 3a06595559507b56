import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { kabulDate } from '@/lib/content/schedule'
import type { SearchParams } from '@/lib/search-params'
import { requireStaffPage } from '@/server/staff/auth'
import { AdvisoryEditor } from '@/staff/library/advisory-editor'
import { loadAdvisoryEditor } from '@/staff/library/load'
import { advisoryValues } from '@/staff/library/values'

export const metadata: Metadata = { title: 'Edit advisory' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }

export default async function EditAdvisoryPage({ params, searchParams }: Props) {
  const { id } = await params
  await requireStaffPage('library', `/admin/library/advisories/${encodeURIComponent(id)}`)
  const loaded = /^\d{1,9}$/.test(id) ? await loadAdvisoryEditor(Number(id)) : undefined
  if (!loaded?.advisory) notFound()
  const created = (await searchParams).created !== undefined
  return (
    <AdvisoryEditor
      key={loaded.advisory.row.rowVersion}
      advisory={advisoryValues(loaded.advisory, kabulDate(new Date()))}
      options={loaded.options}
      releases={loaded.releases}
      notice={created ? 'Advisory created.' : undefined}
    />
  )
}
