import 'server-only'

import type { StaffUser } from '@/server/staff/auth'
import { requireStaffApi, requireStaffPage } from '@/server/staff/auth'

/**
 * Before issue 10 the admin had one shared password and these two guards. Sessions now belong to staff accounts
 * with roles (src/server/staff/auth.ts); these stay, for code written against them while the accounts landed, as
 * "a signed-in staff member with the catalogue permission". New code calls requireStaffPage / requireStaffApi.
 *
 * @deprecated use requireStaffPage('catalogue') from '@/server/staff/auth'
 */
export async function requireAdmin(returnTo?: string): Promise<StaffUser> {
  return requireStaffPage('catalogue', returnTo)
}

/** @deprecated use requireStaffApi('catalogue') from '@/server/staff/auth' (returns the user or a Response). */
export async function requireAdminApi(): Promise<Response | null> {
  const result = await requireStaffApi('catalogue')
  return result instanceof Response ? result : null
}
