import 'server-only'

import { requireAdmin } from '@/server/admin/session'
import type { EditorContext } from './types'

/**
 * The signed-in staff member allowed to edit the catalogue, for pages and server actions of the category and
 * import/export sections. Until staff accounts land this is the single shared staff password's session.
 */
export async function requireCatalogueEditor(returnTo?: string): Promise<EditorContext> {
  await requireAdmin(returnTo)
  return {
    actor: { id: 0, email: 'staff', displayName: 'Staff', role: 'owner' },
    audit: async () => undefined,
  }
}
