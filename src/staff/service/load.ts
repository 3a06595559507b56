import 'server-only'

import { notFound } from 'next/navigation'

import { whatsappHref } from '@/lib/contact-details'
import { buttonStatuses, quotationWithdrawn } from '@/lib/service/flow'
import { whatsappNumber } from '@/lib/service/phone'
import { underWarranty, warrantyUntil } from '@/lib/service/warranty'
import { kabulDate } from '@/lib/content/schedule'
import { listCategories } from '@/server/catalogue/queries'
import { customerNames } from '@/server/customers/customers'
import { matchCustomer } from '@/server/customers/matching'
import { publicOffices } from '@/server/content/offices'
import { ensureOutboxWorker } from '@/server/mail/outbox'
import { listQuotableProducts } from '@/server/sales/quotable-products'
import { getQuotation, listRequestQuotations } from '@/server/sales/quotations'
import { requestNow } from '@/server/page/request-now'
import { countServiceByStatus, dueAt, listServiceBoard, type BoardFilters } from '@/server/service/board'
import { certificatesOfRequest } from '@/server/service/certificates'
import { listTechnicians } from '@/server/service/desk'
import { composeNotice, officeForNotice } from '@/server/service/notices'
import { getServiceRequest, listServiceEvents, listServicePhotos } from '@/server/service/requests'

/** The board: one page of requests, the count per status and what the filters offer. */
export async function loadBoard(filters: BoardFilters) {
  ensureOutboxWorker()
  const now = await requestNow()
  const [list, counts, offices, technicians, families] = await Promise.all([
    listServiceBoard(filters, now),
    countServiceByStatus(),
    publicOffices('en', now),
    listTechnicians(),
    listCategories({ locale: 'en' }),
  ])
  return { ...list, counts, offices, technicians, families, filters }
}

/**
 * One request in full: its history with notes, photos, technicians, the buttons allowed next, and the WhatsApp
 * click-to-chat link carrying the notice of the status it is in now (the text the e-mail had), in the customer's
 * language.
 */
export async function loadServiceRequest(idParam: string) {
  const request = await getServiceRequest(/^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN)
  if (!request) notFound()
  const now = await requestNow()
  const [history, photos, technicians, office, quotations, offices, certificates, customer] = await Promise.all([
    listServiceEvents(request.id),
    listServicePhotos(request.id),
    listTechnicians(),
    officeForNotice(request),
    listRequestQuotations(request.id),
    publicOffices('en', now),
    certificatesOfRequest(request.id),
    request.customerId ? customerNames([request.customerId]) : undefined,
  ])
  const number = request.whatsapp ? whatsappNumber(request.phone) : undefined
  const withdrawn = quotationWithdrawn(request.status, quotations.find((q) => q.status !== 'draft')?.status)
  const notice = composeNotice(request, request.status, { office, withdrawn })
  const unit = request.unit
  const until = unit ? warrantyUntil(unit.saleDate, unit.warrantyMonths) : null
  const due = dueAt(request.status, request.statusChangedAt)
  return {
    request,
    history,
    photos,
    technicians,
    // The panel is English: the office by its English name (the slug only if it has left the offices since).
    officeName: offices.find((o) => o.slug === request.office)?.name ?? request.office,
    quotations,
    certificates,
    customer: request.customerId
      ? { id: request.customerId, name: customer?.get(request.customerId) ?? '' }
      : undefined,
    customerMatches: request.customerId ? [] : await matchCustomer({ email: request.email, phone: request.phone }),
    today: kabulDate(now),
    next: buttonStatuses(request.status, withdrawn),
    withdrawn,
    whatsapp: number ? whatsappHref(number, notice.text) : undefined,
    notice,
    warranty:
      unit && until ? { until, covered: underWarranty(unit.saleDate, unit.warrantyMonths, kabulDate(now)) } : null,
    due,
    overdue: due !== null && due < now,
  }
}

/** A repair quotation under its request, with the catalogue for the editor's picker; 404 when they do not match. */
export async function loadRepairQuotation(requestParam: string, quotationParam: string) {
  const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : NaN)
  const [request, quotation] = await Promise.all([
    getServiceRequest(idOf(requestParam)),
    getQuotation(idOf(quotationParam)),
  ])
  if (!request || !quotation || quotation.serviceRequestId !== request.id) notFound()
  return { request, quotation, products: await listQuotableProducts() }
}
