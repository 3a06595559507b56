import { ForbiddenNotice } from './_components/forbidden-notice'

/**
 * 403 at the staff panel's root: a server action posted without JavaScript that its role may not run is refused by
 * requireStaffPage() (forbidden()) and rendered here, outside the panel's shell (which has its own forbidden.tsx);
 * without this boundary Next answered with its not-found page (404). The public site has a root layout of its own,
 * so its pages carry nothing of this.
 */
export default function Forbidden() {
  return <ForbiddenNotice />
}
