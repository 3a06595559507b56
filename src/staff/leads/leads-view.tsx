import { ChartColumn, Download, Settings } from 'lucide-react'

import { ButtonAnchor } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn-merge'
import { subjectLabel } from '@/server/contact/lead-email'
import type { ClockMode, LeadClock } from '@/lib/sales/business-clock'
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@/server/sales/leads'
import { formatAft } from '@/staff/shared/format'
import { NewestFirstPager } from '@/staff/shared/pager'
import { EmailStatus, LeadStatusBadge } from '@/staff/shared/status-badges'
import { leadsHref, type LeadsQuery } from './leads-query'
import { LeadClockText } from './lead-clock'
import { LEAD_STATUS_LABELS } from './lead-status'
import { LeadStatusForm } from './lead-status-form'
import { TableHead } from '@/staff/shared/table-head'

const FILTERS: { key: LeadStatus | 'all'; label: string }[] = [
  { key: 'all', label: 'All' },
  ...LEAD_STATUSES.map((key) => ({ key, label: LEAD_STATUS_LABELS[key] })),
]

const CLOCK_FILTERS = [
  { key: undefined, label: 'Any' },
  { key: 'due-soon', label: 'Due soon (under 4 h)' },
  { key: 'overdue', label: 'Overdue' },
] as const

const TAB = '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap'
const TAB_STATE = {
  on: 'border-accent-500 text-navy-900',
  off: 'border-transparent text-slate-600 hover:text-navy-900',
}

/**
 * Staff list of contact messages, newest first or least time left first, filtered by status and by the reply
 * clock (decision 047), with each one's owner, clock and status form.
 */
export function LeadsView({
  leads,
  clocks,
  mode,
  total,
  page,
  pageCount,
  counts,
  query,
  canEditAssignment,
}: {
  leads: Lead[]
  clocks: Record<number, LeadClock>
  mode: ClockMode
  total: number
  page: number
  pageCount: number
  counts: Record<LeadStatus | 'all', number>
  query: LeadsQuery
  canEditAssignment: boolean
}) {
  const { status } = query
  const hrefFor = (s: LeadStatus | undefined, n = 1) => leadsHref(s, n, query)
  const here = hrefFor(status, page)
  const clockOf = (lead: Lead) => clocks[lead.id]!
  const exportHref = status ? `/api/admin/leads/export?status=${status}` : '/api/admin/leads/export'

  return (
    <>
      <main className="container-content py-8 md:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Leads</h1>
            <p className="mt-1 text-sm text-slate-600">
              Messages from the contact form. Reply clock in {mode === 'business' ? 'business hours' : 'plain hours'}.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonAnchor href="/admin/leads/figures" variant="outline">
              <ChartColumn aria-hidden="true" />
              Figures
            </ButtonAnchor>
            {canEditAssignment && (
              <ButtonAnchor href="/admin/leads/assignment" variant="outline">
                <Settings aria-hidden="true" />
                Assignment
              </ButtonAnchor>
            )}
            <ButtonAnchor href={exportHref} variant="outline" download>
              <Download aria-hidden="true" />
              Export CSV
            </ButtonAnchor>
          </div>
        </div>

        <nav aria-label="Filter leads by status" className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200">
          {FILTERS.map((filter) => {
            const active = (filter.key === 'all' && !status) || filter.key === status
            return (
              <Link
                key={filter.key}
                href={hrefFor(filter.key === 'all' ? undefined : filter.key)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap',
                  active ? 'border-accent-500 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900',
                )}
              >
                {filter.label} <span className="tabular font-normal text-slate-500">({counts[filter.key]})</span>
              </Link>
            )
          })}
        </nav>

        <div className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label="Filter leads by reply clock" className="flex flex-wrap items-center gap-1">
            <span className="me-1 text-slate-600">Reply clock:</span>
            {CLOCK_FILTERS.map((f) => (
              <Link
                key={f.label}
                href={leadsHref(status, 1, { ...query, clock: f.key })}
                aria-current={f.key === query.clock ? 'page' : undefined}
                className={cn(TAB, f.key === query.clock ? TAB_STATE.on : TAB_STATE.off)}
              >
                {f.label}
              </Link>
            ))}
          </nav>
          <nav aria-label="Sort leads" className="flex flex-wrap items-center gap-1">
            <span className="me-1 text-slate-600">Sort:</span>
            {(
              [
                ['newest', 'Newest first'],
                ['time-left', 'Least time left'],
              ] as const
            ).map(([key, label]) => (
              <Link
                key={key}
                href={leadsHref(status, 1, { ...query, sort: key })}
                aria-current={key === query.sort ? 'page' : undefined}
                className={cn(TAB, key === query.sort ? TAB_STATE.on : TAB_STATE.off)}
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
        {(query.clock || query.sort === 'time-left') && (
          <p className="mt-2 text-sm text-slate-600">Showing the leads still waiting for a first reply.</p>
        )}

        {leads.length === 0 ? (
          <p
            className={
              'mt-10 rounded-card border border-dashed border-slate-300 bg-white p-10 text-center ' + 'text-slate-600'
            }
          >
            {query.clock
              ? 'No leads waiting for a reply are in this state.'
              : status === 'new'
                ? 'No new leads: every lead has been taken up.'
                : status
                  ? `No leads are ${LEAD_STATUS_LABELS[status].toLowerCase()}.`
                  : 'No leads yet.'}
          </p>
        ) : (
          <>
            {/* Phones: one card per lead. */}
            <ul className="mt-4 flex flex-col gap-3 md:hidden">
              {leads.map((lead) => (
                <li key={lead.id} className="rounded-card border border-slate-200 bg-white hover:border-navy-600">
                  <Link href={`/admin/leads/${lead.id}`} className="block rounded-card p-4">
                    <div className="flex items-start justify-between gap-3">
                      <span className="min-w-0">
                        {/* Names in their own script's order, aligned with the rest of the card. */}
                        <span className="block truncate font-semibold text-navy-900">
                          <bdi>{lead.name}</bdi>
                        </span>
                        <span className="block truncate text-sm text-slate-600">
                          <bdi>{lead.company ?? lead.email}</bdi>
                        </span>
                      </span>
                      <LeadStatusBadge status={lead.status} />
                    </div>
                    <p className="mt-2 text-sm text-slate-800">
                      {subjectLabel(lead.subject)}
                      {lead.productName && <span className="text-slate-600"> · {lead.productName}</span>}
                      {lead.items.length > 0 && (
                        <span className="block text-slate-600">
                          {lead.items.map((i) => `${i.quantity} × ${i.name}`).join('; ')}
                        </span>
                      )}
                    </p>
                    <p dir="auto" className="mt-1 line-clamp-2 text-sm text-slate-600">
                      {lead.message}
                    </p>
                    <p className="mt-2 text-sm">
                      <LeadClockText clock={clockOf(lead)} mode={mode} />
                      <span className="block text-slate-600">Owner: {lead.ownerName ?? 'Unassigned'}</span>
                    </p>
                    <p className="mt-2 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
                      <time dateTime={lead.createdAt.toISOString()}>{formatAft(lead.createdAt)}</time>
                      <EmailStatus status={lead.emailStatus} />
                    </p>
                  </Link>
                  <div className="border-t border-slate-100 px-4 py-3">
                    <LeadStatusForm
                      id={lead.id}
                      status={lead.status}
                      leadName={lead.name}
                      returnTo={here}
                      compact
                      idPrefix="lead-card-status"
                    />
                  </div>
                </li>
              ))}
            </ul>

            {/* Wider screens: a table. */}
            <div className="mt-4 hidden overflow-x-auto rounded-card border border-slate-200 bg-white md:block">
              <table className="w-full text-start text-sm">
                <caption className="sr-only">
                  Leads, {query.sort === 'time-left' ? 'least time left first' : 'newest first'}, page {page} of{' '}
                  {pageCount}
                </caption>
                <TableHead columns={['Received', 'From', 'Reply and owner', 'Subject', 'Product', 'Status']} />
                <tbody className="divide-y divide-slate-200">
                  {leads.map((lead) => (
                    <tr
                      key={lead.id}
                      className={cn('align-top hover:bg-navy-50/50', lead.status === 'new' && 'bg-accent-300/5')}
                    >
                      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                        {/* The day over the time: the column stays narrow and the products beside it readable. */}
                        <time dateTime={lead.createdAt.toISOString()}>
                          {formatAft(lead.createdAt)
                            .split(', ')
                            .map((part) => (
                              <span key={part} className="block">
                                {part}
                              </span>
                            ))}
                        </time>
                      </td>
                      <td className="max-w-64 px-4 py-3">
                        <Link
                          href={`/admin/leads/${lead.id}`}
                          className="font-semibold text-navy-800 underline-offset-4 hover:underline"
                        >
                          <bdi>{lead.name}</bdi>
                        </Link>
                        <span className="block truncate text-slate-600">
                          <bdi>{lead.company ?? lead.email}</bdi>
                        </span>
                      </td>
                      <td className="px-4 py-3">
                        <span data-testid="lead-clock">
                          <LeadClockText clock={clockOf(lead)} mode={mode} />
                        </span>
                        <span className="block text-slate-600">{lead.ownerName ?? 'Unassigned'}</span>
                      </td>
                      <td className="px-4 py-3">
                        <span className="text-slate-800">{subjectLabel(lead.subject)}</span>
                        {/* Cut at its own end: a Dari message keeps its opening words, not its last. */}
                        <span dir="auto" className="block max-w-48 truncate text-slate-500">
                          {lead.message}
                        </span>
                      </td>
                      <td className="px-4 py-3 text-slate-700">
                        {lead.items.length > 0 ? (
                          <ul data-testid="lead-items">
                            {lead.items.map((i) => (
                              <li key={i.slug}>
                                {i.quantity} × {i.name}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          (lead.productName ?? <span className="text-slate-400">-</span>)
                        )}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-col items-start gap-1.5">
                          <LeadStatusForm
                            id={lead.id}
                            status={lead.status}
                            leadName={lead.name}
                            returnTo={here}
                            compact
                          />
                          <EmailStatus status={lead.emailStatus} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <NewestFirstPager
              page={page}
              pageCount={pageCount}
              summary={`${total} leads`}
              hrefFor={(n) => hrefFor(status, n)}
            />
          </>
        )}
      </main>
    </>
  )
}
