import { redirect } from 'next/navigation'

import { requireAdmin } from '@/server/admin/session'

export default async function AdminIndex() {
  await requireAdmin('/admin/leads')
  redirect('/admin/leads')
}
