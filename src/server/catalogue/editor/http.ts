import 'server-only'

import { isSameOrigin } from '@/server/contact/guards'
import { jsonError } from '@/server/http'

/**
 * The staff panel's upload handlers (file transfer stays a route handler:
 * docs/decisions/042-one-way-to-build-a-staff-screen.md) state-changing request only from a page of this site. The
 * panel's other writes are server actions, which Next.js checks the same way itself.
 */
export function crossSite(request: Request): Response | null {
  return isSameOrigin(request.headers) ? null : jsonError(403, 'This request must come from the staff panel.')
}
