import 'server-only'

import { desc, eq, inArray } from 'drizzle-orm'

import { getDb } from '@/server/db/client'
import { contactMessages, quotations } from '@/server/db/schema'

/**
 * The sales side of a customer record's timeline (docs/decisions/103-customers-concern.md): the record's leads and
 * the quotations sent on them, newest first. The panel's loader joins them with the service desk's side.
 */

export interface CustomerLead {
  id: number
  subject: string
  productName: string | null
  status: string
  createdAt: Date
}

export interface CustomerQuotation {
  id: number
  leadId: number | null
  number: string
  revision: number
  status: string
  sentAt: Date | null
  createdAt: Date
}

export async function salesOfCustomer(
  customerId: number,
): Promise<{ leads: CustomerLead[]; quotations: CustomerQuotation[] }> {
  if (!Number.isSafeInteger(customerId) || customerId < 1) return { leads: [], quotations: [] }
  const db = await getDb()
  const leads = await db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      productName: contactMessages.productName,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.customerId, customerId))
    .orderBy(desc(contactMessages.createdAt))
  const sent = leads.length
    ? await db
        .select({
          id: quotations.id,
          leadId: quotations.leadId,
          number: quotations.number,
          revision: quotations.revision,
          status: quotations.status,
          sentAt: quotations.sentAt,
          createdAt: quotations.createdAt,
        })
        .from(quotations)
        .where(
          inArray(
            quotations.leadId,
            leads.map((l) => l.id),
          ),
        )
        .orderBy(desc(quotations.createdAt))
    : []
  return { leads, quotations: sent }
}
