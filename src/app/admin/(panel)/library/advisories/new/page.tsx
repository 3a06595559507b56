import type { Metadata } from 'next'

import { kabulDate } from '@/lib/content/schedule'
import { requireStaffPage } from '@/server/staff/auth'
import { AdvisoryEditor } from '@/staff/library/advisory-editor'
import { loadAdvisoryEditor } from '@/staff/library/load'
import { advisoryValues } from '@/staff/library/values'

export const metadata: Metadata = { title: 'New advisory' }

export default async function NewAdvisoryPage() {
  await requireStaffPage('library', '/admin/library/advisories/new')
  const loaded = (await loadAdvisoryEditor(null))!
  return (
    <AdvisoryEditor
      advisory={advisoryValues(null, kabulDate(new Date()))}
      options={loaded.options}
      releases={loaded.releases}
    />
  )
}
