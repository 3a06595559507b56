import 'server-only'

import { notFound } from 'next/navigation'

import { isServiceStatus, SERVICE_STATUS_LABELS } from '@/lib/service/flow'
import { roleCan } from '@/lib/staff/roles'
import { getCustomer } from '@/server/customers/customers'
import { matchCustomers } from '@/server/customers/matching'
import { salesOfCustomer } from '@/server/sales/customer-history'
import { certificatesOfRequest } from '@/server/service/certificates'
import { requestsOfCustomer } from '@/server/service/requests'
import { unitsOfCustomer } from '@/server/service/units'
import type { StaffUser } from '@/server/staff/staff-user'

const statusWords = (status: string) => (isServiceStatus(status) ? SERVICE_STATUS_LABELS[status] : status)

export interface TimelineEntry {
  key: string
  at: Date
  kind: 'Lead' | 'Quotation' | 'Service request' | 'Unit' | 'Certificate'
  label: string
  href?: string
}

/**
 * A customer record for its page (docs/decisions/103-customers-concern.md: the panel's loader assembles the
 * timeline, knowing both sales and the service desk): its contacts, the timeline of what each of the viewer's
 * permissions opens (leads and quotations for sales, requests, units and certificates for the service desk), the
 * records that look like duplicates (a contact's e-mail or phone line in common, decision 104) and the record it
 * was merged into.
 */
export async function loadCustomer(idParam: string, user: StaffUser) {
  const customer = await getCustomer(/^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN)
  if (!customer) notFound()
  const sales = roleCan(user.role, 'leads')
  const service = roleCan(user.role, 'service')
  const [mergedInto, history, requests, units, matches] = await Promise.all([
    customer.mergedInto ? getCustomer(customer.mergedInto) : undefined,
    sales ? salesOfCustomer(customer.id) : undefined,
    service ? requestsOfCustomer(customer.id) : [],
    service ? unitsOfCustomer(customer.id) : [],
    customer.mergedInto ? [] : matchCustomers(customer.contacts),
  ])
  const certificates = (await Promise.all(requests.map((r) => certificatesOfRequest(r.id)))).flat()
  const timeline: TimelineEntry[] = [
    ...(history?.leads ?? []).map((l) => ({
      key: `lead-${l.id}`,
      at: l.createdAt,
      kind: 'Lead' as const,
      label: `${l.productName ?? l.subject} (${l.status})`,
      href: `/admin/leads/${l.id}`,
    })),
    ...(history?.quotations ?? []).map((q) => ({
      key: `quotation-${q.id}`,
      at: q.sentAt ?? q.createdAt,
      kind: 'Quotation' as const,
      label: `${q.number}${q.revision > 1 ? ` rev ${q.revision}` : ''} (${q.status})`,
      href: q.leadId ? `/admin/leads/${q.leadId}/quotations/${q.id}` : undefined,
    })),
    ...requests.map((r) => ({
      key: `request-${r.id}`,
      at: r.createdAt,
      kind: 'Service request' as const,
      label: `${r.number} · ${r.productName} ${r.serial} (${statusWords(r.status)})`,
      href: `/admin/service/${r.id}`,
    })),
    ...units.map((u) => ({
      key: `unit-${u.id}`,
      at: u.createdAt,
      kind: 'Unit' as const,
      label: `${u.productName} ${u.serial}, sold ${u.saleDate}`,
    })),
    ...certificates.map((c) => ({
      key: `certificate-${c.id}`,
      at: c.issuedAt,
      kind: 'Certificate' as const,
      label: `${c.number} · ${c.model} ${c.serial} (${c.passed ? 'pass' : 'fail'})`,
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime())
  const seen = new Set<number>([customer.id])
  const duplicates = matches.flat().filter((m) => !seen.has(m.id) && seen.add(m.id))
  return { customer, mergedInto, timeline, duplicates, sees: { sales, service } }
}
