import 'server-only'

import type { StaffUser } from '@/server/staff/staff-user'
import { recordAudit } from '@/server/staff/audit'
import type { EditorContext } from './types'

/**
 * The editor context of a staff member whose 'catalogue' permission the caller has just checked (pages and actions
 * call requireStaffPage('catalogue'), route handlers requireStaffApi('catalogue'), in the file itself so the access
 * test sees it): who is writing, and the audit log their writes are recorded in.
 */
export function editorContext(user: StaffUser): EditorContext {
  return { actor: user, audit: recordAudit }
}
