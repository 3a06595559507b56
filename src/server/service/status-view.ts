import 'server-only'

import { siteUrl } from '@/env'
import { messages } from '@/content/messages'
import { kabulDate } from '@/lib/content/schedule'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { serviceStatusHref } from '@/lib/routes'
import { quotationWithdrawn } from '@/lib/service/flow'
import { underWarranty, warrantyUntil } from '@/lib/service/warranty'
import { publicOffices, type PublicOffice } from '@/server/content/offices'
import { companyDetails } from '@/server/documents/company'
import { renderServiceSlip } from '@/server/documents/service-documents'
import { sentQuotationPdf } from '@/server/sales/quotation-link'
import { getQuotation, type QuotationDetail } from '@/server/sales/quotations'
import { certificatePdf, certificatesOfRequest, type CertificateSummary } from './certificates'
import { answerRepairQuotation, currentRepairQuotation, type AnswerOutcome } from './repair-quotations'
import {
  getServiceRequest,
  listServiceEvents,
  listServicePhotos,
  type ServiceEvent,
  type ServiceRequestDetail,
} from './requests'
import { openRequestByToken, requestForToken } from './status-link'

/**
 * What a request's private status page shows and does (docs/service-desk.md), all of it reached by the page's token:
 * the request and its history of statuses, the office to collect it from, the repair quotation to approve or
 * decline, the certificates, and the drop-off slip, the quotation's and certificates' PDFs.
 */

export interface StatusView {
  request: ServiceRequestDetail
  history: ServiceEvent[]
  office: PublicOffice | undefined
  warranty: { until: string; covered: boolean } | null
  quotation: QuotationDetail | undefined
  /**
   * The request waits in "repair quotation sent" but that quotation was withdrawn (revoked from the desk) and no new
   * revision has been sent yet: the page then says so instead of asking for an answer nobody can give.
   */
  withdrawn: boolean
  certificates: CertificateSummary[]
}

export async function openStatusPage(token: string, locale: Locale, now = new Date()): Promise<StatusView | undefined> {
  const request = await openRequestByToken(token, now)
  if (!request) return undefined
  const id = request.id
  // The photos are not read: the page does not show them (only the desk does).
  const [history, offices, quotation, certificates] = await Promise.all([
    listServiceEvents(id, true),
    publicOffices(locale, now),
    currentRepairQuotation(id),
    certificatesOfRequest(id),
  ])
  const unit = request.unit
  const until = unit ? warrantyUntil(unit.saleDate, unit.warrantyMonths) : null
  return {
    request,
    history,
    office: request.pickup ? undefined : offices.find((o) => o.slug === request.office),
    warranty:
      unit && until ? { until, covered: underWarranty(unit.saleDate, unit.warrantyMonths, kabulDate(now)) } : null,
    quotation,
    withdrawn: quotationWithdrawn(request.status, quotation?.status),
    certificates,
  }
}

/** The customer's answer to the repair quotation shown on their status page. */
export async function answerFromStatusPage(
  token: string,
  quotationId: number,
  answer: 'accepted' | 'declined',
  now = new Date(),
): Promise<AnswerOutcome> {
  const id = await requestForToken(token, now)
  const quotation = id === undefined ? undefined : await getQuotation(quotationId)
  if (id === undefined || !quotation || quotation.serviceRequestId !== id) return { kind: 'unavailable' }
  const request = (await getServiceRequest(id))!
  return answerRepairQuotation(
    quotationId,
    answer,
    { customer: { name: request.name, email: request.email ?? '' } },
    now,
  )
}

/** The drop-off slip in `locale`, its QR code the page's own link. */
export async function statusSlip(token: string, locale: Locale, now = new Date()) {
  const id = await requestForToken(token, now)
  const request = id === undefined ? undefined : await getServiceRequest(id)
  if (!request) return undefined
  const [offices, photos] = await Promise.all([publicOffices(locale, now), listServicePhotos(request.id)])
  const office = request.pickup ? undefined : offices.find((o) => o.slug === request.office)
  const kinds = messages(locale).serviceForm.kinds
  const pdf = await renderServiceSlip({
    slip: {
      number: request.number,
      received: request.createdAt,
      customer: { name: request.name, phone: request.phone },
      product: request.productName,
      serial: request.serial,
      service: kinds[request.kind],
      fault: request.fault,
      office: office ? { name: office.name, address: office.addressLines.join(locale === 'en' ? ', ' : '، ') } : null,
      pickupAddress: request.pickupAddress,
      photos: photos.length,
      statusUrl: `${siteUrl()}${localizeHref(serviceStatusHref(token), locale)}`,
    },
    company: await companyDetails(locale),
    locale,
  })
  return { number: request.number, pdf }
}

/** A certificate's or the repair quotation's PDF, when it belongs to the token's request. */
export async function statusDocument(
  token: string,
  kind: 'certificate' | 'quotation',
  documentId: number,
  now = new Date(),
): Promise<{ name: string; pdf: Buffer } | undefined> {
  const id = await requestForToken(token, now)
  if (id === undefined) return undefined
  if (kind === 'certificate') {
    const found = await certificatePdf(documentId, id)
    return found && { name: `${found.number}.pdf`, pdf: found.pdf }
  }
  const quotation = await getQuotation(documentId)
  if (!quotation || quotation.serviceRequestId !== id || quotation.status === 'draft') return undefined
  const pdf = await sentQuotationPdf(documentId)
  return pdf && { name: `${quotation.number}.pdf`, pdf }
}
