import { ForbiddenNotice } from './admin/_components/forbidden-notice'

/**
 * 403 outside any nearer boundary: Next renders the root one when forbidden() is thrown by a server action posted
 * as a plain form (no JavaScript), where the panel's own forbidden.tsx is not in reach. Only the staff panel calls
 * forbidden() (src/server/staff/auth.ts).
 */
export default function Forbidden() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <ForbiddenNotice />
    </div>
  )
}
