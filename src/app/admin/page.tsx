import { redirect } from 'next/navigation'

import { requireStaffSession } from '@/server/staff/auth'
import { firstSectionFor } from '@/staff/shared/nav'

/** /admin: the first section the signed-in role may open. */
export default async function AdminIndex() {
  const user = await requireStaffSession({ returnTo: '/admin' })
  redirect(firstSectionFor(user.role))
}
