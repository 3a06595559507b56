import 'server-only'

import { notFound } from 'next/navigation'

import { ensureOutboxWorker } from '@/server/mail/outbox'
import { listAudit } from '@/server/staff/audit'
import { countLeadsByStatus, getLead, listLeads } from '@/server/staff/leads'
import type { LeadsQuery } from './leads-query'

/** What the leads list shows: one page of leads and the count per status. */
export async function loadLeads(query: LeadsQuery) {
  // Mail left pending by a previous process is picked up once staff look (start-up also starts it when wired).
  ensureOutboxWorker()
  const [{ leads, total, page, pageCount }, counts] = await Promise.all([
    listLeads({ status: query.status, page: query.page }),
    countLeadsByStatus(),
  ])
  return { leads, total, page, pageCount, counts, status: query.status }
}

/** One lead in full with what staff changed on it; 404 when there is no such lead. */
export async function loadLead(idParam: string) {
  const lead = await getLead(/^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN)
  if (!lead) notFound()
  const history = await listAudit({ entityType: 'lead', entityId: String(lead.id), pageSize: 20 })
  return { lead, history: history.entries }
}
