import { getSiteConfig } from '@/server/page/site-config'
import { pageRefused, requireStaffSession } from '@/server/staff/auth'
import { ForbiddenNotice } from '@/staff/shared/forbidden-notice'
import { permissionForPath } from '@/staff/shared/nav'
import { PanelShell } from '@/staff/shell/panel-shell'

/**
 * Every panel page inside the shell; the session is checked here and again by each page for its permission. A page
 * the role may not open gets the 403 page here, as HTML that needs no script (pageRefused says why).
 */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaffSession({ allowPasswordChange: true })
  const refused = await pageRefused(user, permissionForPath)
  return (
    <PanelShell siteName={getSiteConfig().name} user={user}>
      {refused ? <ForbiddenNotice /> : children}
    </PanelShell>
  )
}
