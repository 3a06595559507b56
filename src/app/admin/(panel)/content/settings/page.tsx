import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { loadContactSettings } from '@/staff/content/load'
import { SettingsForm } from '@/staff/content/settings-form'

export const metadata: Metadata = { title: 'Contact settings' }

/** The site's contact details (docs/staff-panel.md). */
export default async function ContactSettingsPage() {
  await requireStaffPage('content', '/admin/content/settings')
  return <SettingsForm {...await loadContactSettings()} />
}
