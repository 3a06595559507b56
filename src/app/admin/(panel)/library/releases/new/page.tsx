import type { Metadata } from 'next'

import { kabulDate } from '@/lib/content/schedule'
import { requireStaffPage } from '@/server/staff/auth'
import { loadReleaseEditor } from '@/staff/library/load'
import { ReleaseEditor } from '@/staff/library/release-editor'
import { releaseValues } from '@/staff/library/values'

export const metadata: Metadata = { title: 'New release' }

export default async function NewReleasePage() {
  await requireStaffPage('library', '/admin/library/releases/new')
  const loaded = (await loadReleaseEditor(null))!
  return (
    <ReleaseEditor
      release={releaseValues(null, kabulDate(new Date()))}
      options={loaded.options}
      maxBytes={loaded.maxBytes}
    />
  )
}
