import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { BackupsView } from '@/staff/backups/backups-view'
import { loadBackups } from '@/staff/backups/load'

export const metadata: Metadata = { title: 'Backups' }

/** Owners: the backups, a backup now, download and restore (docs/operations-backups.md). */
export default async function BackupsPage() {
  await requireStaffPage('backups', '/admin/backups')
  return <BackupsView {...await loadBackups()} />
}
