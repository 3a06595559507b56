import 'server-only'

import { notFound } from 'next/navigation'

import { listQuotableProducts } from '@/server/sales/quotable-products'
import { getQuotation } from '@/server/sales/quotations'
import { getLead } from '@/server/sales/leads'

const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : NaN)

/** A quotation under its lead, with the catalogue for the picker; 404 when either is missing or they differ. */
export async function loadQuotation(leadParam: string, quotationParam: string) {
  const [lead, quotation] = await Promise.all([getLead(idOf(leadParam)), getQuotation(idOf(quotationParam))])
  if (!lead || !quotation || quotation.leadId !== lead.id) notFound()
  return { lead, quotation, products: await listQuotableProducts() }
}
