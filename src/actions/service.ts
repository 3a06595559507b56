'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { isLocale, localizeHref, type Locale } from '@/lib/i18n/locales'
import { routes, serviceStatusHref } from '@/lib/routes'
import { clientAddress } from '@/server/http/client-address'
import { formInput } from '@/server/http/form-input'
import { requestNow } from '@/server/page/request-now'
import { lookupRequest } from '@/server/service/status-link'
import { answerFromStatusPage } from '@/server/service/status-view'

/**
 * The service desk's public actions (docs/service-desk.md), each a post that ends in a redirect (post, redirect,
 * get), so they work without JavaScript.
 */

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, 200) : ''
}
const localeOf = (form: FormData): Locale => {
  const value = form.get('locale')
  return isLocale(value) ? value : 'en'
}

/**
 * `/service/status`: a reference and the phone's last four digits give a new day-long status link. A miss says one
 * thing whichever half was wrong (docs/decisions/100-service-references-and-links.md); the reference typed comes back
 * in the form, the four digits do not travel in an address.
 */
export async function lookupServiceRequestAction(input: FormData): Promise<void> {
  // What a script may send instead of the form (`[]`, an object) is answered 400, not read (tests/ops/action-bodies).
  const form = await formInput(input)
  if (!form) return
  const locale = localeOf(form)
  const reference = field(form, 'reference').trim()
  const outcome = await lookupRequest(
    reference,
    field(form, 'digits'),
    clientAddress(await headers()),
    await requestNow(),
  )
  if (outcome.kind === 'found') redirect(localizeHref(serviceStatusHref(outcome.token), locale))
  const problem = outcome.kind === 'rate-limited' ? 'too-many' : 'no-match'
  redirect(`${localizeHref(routes.serviceStatus, locale)}?error=${problem}&reference=${encodeURIComponent(reference)}`)
}

/** Approve or decline the repair quotation shown on a status page. */
export async function answerRepairQuotationAction(input: FormData): Promise<void> {
  const form = await formInput(input)
  if (!form) return
  const locale = localeOf(form)
  const token = field(form, 'token')
  const answer = field(form, 'answer')
  const quotation = Number(field(form, 'quotation'))
  const back = (done: string) => redirect(`${localizeHref(serviceStatusHref(token), locale)}?answered=${done}`)
  if (answer !== 'accepted' && answer !== 'declined') back('gone')
  const outcome = await answerFromStatusPage(token, quotation, answer as 'accepted' | 'declined', await requestNow())
  if (outcome.kind === 'answered') back(outcome.answer)
  if (outcome.kind === 'repeated') back(answer)
  back('gone')
}
