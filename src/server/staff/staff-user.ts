import 'server-only'

import type { StaffRole } from '@/lib/staff/roles'

/**
 * A signed-in staff member as the rest of the server sees them. It lives apart from auth.ts so that the modules
 * auth.ts builds on (accounts, audit, sign-in) can name it without importing auth.ts back: no import circles
 * (docs/decisions/042-one-way-to-build-a-staff-screen.md).
 */
export interface StaffUser {
  id: number
  email: string
  displayName: string
  role: StaffRole
}
