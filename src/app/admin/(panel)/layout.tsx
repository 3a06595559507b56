import { getSiteConfig } from '@/server/page/site-config'
import { requireStaffSession } from '@/server/staff/auth'
import { PanelShell } from '@/staff/shell/panel-shell'

/** Every panel page inside the shell; the session is checked here and again by each page for its permission. */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const user = await requireStaffSession({ allowPasswordChange: true })
  return (
    <PanelShell siteName={getSiteConfig().name} user={user}>
      {children}
    </PanelShell>
  )
}
