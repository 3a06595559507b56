import 'server-only'

import { messages } from '@/content/messages'
import { siteUrl } from '@/env'
import { routes } from '@/lib/routes'
import { bareLinkLines } from '@/lib/i18n/bidi'
import { isLocale, localizeHref, type Locale } from '@/lib/i18n/locales'
import { AT_THE_OFFICE, type ServiceStatus } from '@/lib/service/flow'
import { publicOffices } from '@/server/content/offices'
import type { Tx } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { getSiteConfig } from '@/server/page/site-config'

/**
 * What the customer is told at each change (docs/service-desk.md): one text in their language, sent by e-mail
 * through the outbox when they gave an address, and the same text in the WhatsApp message staff send with one click
 * (click-to-chat, prefilled). The first notice carries the private status link; the others point to the status
 * lookup (reference and the phone's last four digits), since only the link's hash is kept (decision 100).
 */

export interface NoticeRequest {
  id: number
  number: string
  name: string
  productName: string
  serial: string
  locale: string
  email: string | null
  office: string
  pickup: boolean
}

export interface NoticeExtras {
  /** The private status link: only the first notice has it (the token exists only then). */
  privateLink?: string
  /** A repair quotation sent: its reference and total as the customer reads it. */
  quotation?: { reference: string; total: string }
  /**
   * Where to collect the instrument (ready, returned unrepaired), read before the change's transaction
   * (officeForNotice): on PGlite a read outside the transaction would wait for it.
   */
  office?: { name: string; hours: string }
  /** The repair quotation the request waits on was withdrawn (quotationWithdrawn): the notice says so, as the page. */
  withdrawn?: boolean
}

export const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en')

/** The office of a request in its language: name and hours, for the "collect it" lines. */
export async function officeForNotice(
  request: Pick<NoticeRequest, 'office' | 'pickup' | 'locale'>,
): Promise<{ name: string; hours: string } | undefined> {
  if (request.pickup || !request.office) return undefined
  const office = (await publicOffices(localeOf(request.locale))).find((o) => o.slug === request.office)
  return office && { name: office.name, hours: office.hours }
}

/** The notice of `status` for this request: subject and text in the customer's language. */
export function composeNotice(
  request: NoticeRequest,
  status: ServiceStatus,
  extras: NoticeExtras = {},
): { subject: string; text: string } {
  const locale = localeOf(request.locale)
  const m = messages(locale)
  const copy = m.serviceNotice
  const company = getSiteConfig().name
  const named =
    extras.withdrawn && status === 'quotation-sent' ? m.serviceStatusPage.withdrawnStatus : m.serviceStatusNames[status]
  const office = AT_THE_OFFICE.includes(status) ? extras.office : undefined
  const lookup = `${siteUrl()}${localizeHref(routes.serviceStatus, locale)}`
  const lines = [
    copy.greeting(request.name),
    '',
    status === 'received' ? copy.received(request.number) : `${named.title}: ${named.description}`,
    copy.instrument(request.productName, request.serial),
    ...(extras.quotation ? [copy.quotation(extras.quotation.reference, extras.quotation.total)] : []),
    ...(office ? [copy.office(office.name, office.hours), copy.bring] : []),
    ...(extras.privateLink ? ['', copy.privateLink(extras.privateLink)] : []),
    '',
    copy.follow(lookup, request.number),
    '',
    copy.signature(company),
  ]
  return { subject: copy.subject(request.number, named.title, company), text: bareLinkLines(lines.join('\n')) }
}

/** Queues the notice for the customer's e-mail, in the transaction of the change (none without an address). */
export async function enqueueNotice(
  tx: Tx,
  request: NoticeRequest,
  status: ServiceStatus,
  extras: NoticeExtras = {},
): Promise<boolean> {
  if (!request.email) return false
  const { subject, text } = composeNotice(request, status, extras)
  await tx.insert(mailOutbox).values({
    kind: 'service',
    serviceRequestId: request.id,
    recipient: request.email,
    subject,
    body: text,
  })
  return true
}
