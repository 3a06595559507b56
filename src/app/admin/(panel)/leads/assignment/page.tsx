import type { Metadata } from 'next'

import { requireStaffPage } from '@/server/staff/auth'
import { AssignmentView } from '@/staff/leads/assignment-view'
import { loadAssignment } from '@/staff/leads/load'

export const metadata: Metadata = { title: 'Lead assignment' }

/** How leads get an owner and how the reply clock counts: the owner role only (docs/decisions/047-lead-clock.md). */
export default async function LeadAssignmentPage() {
  await requireStaffPage('lead-settings', '/admin/leads/assignment')
  return <AssignmentView {...await loadAssignment()} />
}
