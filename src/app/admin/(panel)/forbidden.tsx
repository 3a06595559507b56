import { ForbiddenNotice } from '@/staff/shared/forbidden-notice'

/** 403 inside the panel's shell (a page the role may not open). */
export default function Forbidden() {
  return <ForbiddenNotice />
}
