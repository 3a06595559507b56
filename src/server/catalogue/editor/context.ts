import 'server-only'

import { requireAdmin, requireAdminApi } from '@/server/admin/session'
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

/** For route handlers: the editor context, or a JSON 401/403/404 Response to return as it is. */
export async function requireCatalogueEditorApi(): Promise<EditorContext | Response> {
  const refused = await requireAdminApi()
  if (refused) return refused
  return {
    actor: { id: 0, email: 'staff', displayName: 'Staff', role: 'owner' },
    audit: async () => undefined,
  }
}
