'use server'

import { siteUrl } from '@/env'
import { localizeHref } from '@/lib/i18n/locales'
import { serviceStatusHref } from '@/lib/routes'
import { localeOf } from '@/server/service/notices'
import { getServiceRequest } from '@/server/service/requests'
import { reissueStatusLink } from '@/server/service/status-link'
import { requestNow } from '@/server/page/request-now'
import { requireStaffForm } from '@/server/staff/auth'
import { done, refused, type FormState } from '@/staff/shared/form-state'
import { notUnderstood } from '@/staff/shared/not-understood'

/**
 * "Revoke the link and issue a new one" (docs/decisions/100-service-references-and-links.md): for a status link the
 * customer says has leaked. The new link is in the answer (shown once on the page, never in a URL or a log) and, when
 * staff tick it, in an e-mail to the customer's address.
 */

export type LinkFormState = FormState & { link?: string }

export async function reissueStatusLinkAction(_previous: LinkFormState, formData: FormData): Promise<LinkFormState> {
  const user = await requireStaffForm('service')
  if ('refused' in user) return refused(user.message)
  if (!(formData instanceof FormData)) return notUnderstood()
  const raw = formData.get('id')
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  const request = await getServiceRequest(id)
  const reissued =
    request &&
    (await reissueStatusLink(request.id, user, await requestNow(), { email: formData.get('email') === 'on' }))
  if (!request || !reissued) return refused('This request no longer exists.')
  const link = `${siteUrl()}${localizeHref(serviceStatusHref(reissued.token), localeOf(request.locale))}`
  const sent = reissued.emailed ? ` It was also e-mailed to ${request.email}.` : ''
  return {
    ...done(`Old links closed (${reissued.closed}). Give the customer the new link; it is shown only now.${sent}`),
    link,
  }
}
