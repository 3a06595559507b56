import 'server-only'

import { notFound } from 'next/navigation'

import { CONTACT_SUBJECTS } from '@/lib/routes'
import { leadClock, localDate } from '@/lib/sales/business-clock'
import { listCategories } from '@/server/catalogue/queries'
import { subjectLabel } from '@/server/contact/lead-email'
import { customerOf } from '@/server/customers/links'
import { matchCustomer } from '@/server/customers/matching'
import { ensureOutboxWorker } from '@/server/mail/outbox'
import { requestNow } from '@/server/page/request-now'
import { listAudit } from '@/server/staff/audit'
import { enqueueDueDigests, listDigestsOf } from '@/server/sales/lead-digest'
import { getLeadFigures, type FiguresOwner } from '@/server/sales/lead-figures'
import { getLeadSettings, listOwnerOptions } from '@/server/sales/lead-owners'
import { countLeadsByStatus, getLead, listLeads } from '@/server/sales/leads'
import { listLeadQuotations } from '@/server/sales/quotations'
import { errorMessage, logger } from '@/server/log/log'
import { firstParam, type SearchParams } from '@/lib/search-params'
import type { LeadsQuery } from './leads-query'

/** What the leads list shows: one page of leads and the count per status. */
export async function loadLeads(query: LeadsQuery) {
  // Mail left pending by a previous process is picked up once staff look (start-up also starts it when wired).
  ensureOutboxWorker()
  // The request's now (the browser tests' clock, src/server/page/request-now.ts) drives every clock on the page.
  const now = await requestNow()
  const settings = await getLeadSettings()
  // Today's digests are also written when staff look (once per person per day either way; decision 047).
  await enqueueDueDigests(now).catch((err: unknown) =>
    logger('leads').error({ error: errorMessage(err) }, 'digest enqueue failed'),
  )
  const [{ leads, total, page, pageCount }, counts] = await Promise.all([
    listLeads({ status: query.status, page: query.page, clock: query.clock, sort: query.sort, now, settings }),
    countLeadsByStatus(),
  ])
  const clocks = Object.fromEntries(leads.map((lead) => [lead.id, leadClock(lead, now, settings)]))
  return { leads, clocks, mode: settings.mode, total, page, pageCount, counts, query }
}

/** One lead in full with what staff changed on it; 404 when there is no such lead. */
export async function loadLead(idParam: string) {
  const lead = await getLead(/^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN)
  if (!lead) notFound()
  const [history, settings, owners, quotations, customer] = await Promise.all([
    listAudit({ entityType: 'lead', entityId: String(lead.id), pageSize: 20 }),
    getLeadSettings(),
    listOwnerOptions(),
    listLeadQuotations(lead.id),
    customerOf('lead', lead.id),
  ])
  // The records with the lead's e-mail or phone, offered to confirm until one is linked (decision 104).
  const customerMatches = customer ? [] : await matchCustomer({ email: lead.email, phone: lead.phone })
  const clock = leadClock(lead, await requestNow(), settings)
  return { lead, history: history.entries, clock, mode: settings.mode, owners, quotations, customer, customerMatches }
}

/** The Assignment screen: the settings, who may own leads, the rule choices and today's digests. */
export async function loadAssignment() {
  const now = await requestNow()
  const [settings, owners, categories, digests] = await Promise.all([
    getLeadSettings(),
    listOwnerOptions(),
    listCategories(),
    listDigestsOf(localDate(now)),
  ])
  return {
    form: {
      mode: settings.mode,
      holidays: settings.holidays,
      // Read-only here: the promise is the contact settings' (decision 047).
      promiseHours: settings.promiseHours,
      roundRobin: settings.roundRobin,
      rules: settings.rules,
      owners,
      subjects: CONTACT_SUBJECTS.map((value) => ({ value, label: subjectLabel(value) })),
      categories: categories.map((c) => ({ value: c.slug, label: c.name })),
    },
    digests,
    day: localDate(now),
  }
}

/** `?owner=<staff id>|none` on the figures screen; anything else is everyone. */
export function figuresOwnerParam(params: SearchParams): FiguresOwner {
  const value = firstParam(params.owner)
  if (value === 'none') return 'none'
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined
}

/** The figures screen: one owner's (or everyone's) figures at the request's now, and the owners to choose from. */
export async function loadFigures(owner: FiguresOwner) {
  const [figures, owners] = await Promise.all([getLeadFigures({ now: await requestNow(), owner }), listOwnerOptions()])
  return { figures, owner, owners }
}
