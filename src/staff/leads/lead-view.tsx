import { ArrowLeft, Mail, Phone } from 'lucide-react'

import { ButtonAnchor } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { mailtoHref, telHref } from '@/lib/contact-details'
import { languageName, subjectLabel } from '@/server/contact/lead-email'
import type { AuditEntry } from '@/server/staff/audit'
import { LEAD_NOTE_MAX_LENGTH, type LeadDetail } from '@/server/sales/leads'
import { HistoryList } from '@/staff/audit/history-list'
import { formatAft } from '@/staff/shared/format'
import { EmailStatus, LeadStatusBadge } from '@/staff/shared/status-badges'
import { dateToKabulInput } from '@/lib/sales/lead-forms'
import type { ClockMode, LeadClock } from '@/lib/sales/business-clock'
import type { OwnerOption } from '@/server/sales/lead-owners'
import { LeadClockText } from './lead-clock'
import { LeadNoteForm } from './lead-note-form'
import { LeadCallForm, LeadNextActionForm, LeadOwnerForm } from './lead-owner-forms'
import { LeadStatusForm } from './lead-status-form'
import { LeadQuotations } from '@/staff/quotations/lead-quotations'
import type { QuotationSummary } from '@/server/sales/quotations'
import type { CustomerMatch } from '@/server/customers/matching'
import { CustomerMatchPanel } from '@/staff/customers/match-panel'
import { linkLeadCustomerAction, newCustomerFromLeadAction } from './customer-actions'

/** What each step in a lead's history was, as its heading says it. */
const LEAD_HISTORY_ACTIONS: Readonly<Record<string, string>> = {
  status: 'Status changed',
  note: 'Internal note',
  'owner-auto': 'Assigned on arrival',
  owner: 'Owner changed',
  call: 'Call logged',
  'next-action': 'Follow-up',
  'quotation-create': 'Quotation started',
  'quotation-save': 'Quotation saved',
  'quotation-send': 'Quotation sent',
  'quotation-revision': 'New revision',
  'quotation-revoke': 'Quotation withdrawn',
  'quotation-accept': 'Accepted the quotation',
  'quotation-changes': 'Asked for changes',
  customer: 'Customer record',
}

/** One lead in full, with reply links, its status, owner and reply clock, follow-up, note and what staff changed. */
export function LeadView({
  lead,
  history,
  clock,
  mode,
  owners,
  quotations,
  customer,
  customerMatches,
}: {
  lead: LeadDetail
  customer: { id: number; name: string } | undefined
  customerMatches: CustomerMatch[]
  quotations: QuotationSummary[]
  history: AuditEntry[]
  clock: LeadClock
  mode: ClockMode
  owners: OwnerOption[]
}) {
  const replySubject = `Re: ${subjectLabel(lead.subject)}${lead.productName ? ` (${lead.productName})` : ''}`

  const rows: { label: string; value: React.ReactNode }[] = [
    {
      label: 'Email',
      value: (
        <a
          href={mailtoHref(lead.email, replySubject)}
          className="break-all text-navy-700 underline-offset-4 hover:underline"
        >
          {lead.email}
        </a>
      ),
    },
    {
      label: 'Phone',
      value: lead.phone ? (
        <a href={telHref(lead.phone)} className="tabular text-navy-700 underline-offset-4 hover:underline">
          {lead.phone}
        </a>
      ) : (
        '-'
      ),
    },
    { label: 'Company', value: <bdi>{lead.company ?? '-'}</bdi> },
    { label: 'Subject', value: subjectLabel(lead.subject) },
    {
      label: 'Product',
      value: lead.productSlug ? (
        <Link href={`/product/${lead.productSlug}`} className="text-navy-700 underline-offset-4 hover:underline">
          {lead.productName ?? lead.productSlug}
        </Link>
      ) : (
        '-'
      ),
    },
    { label: 'Came from', value: <span className="break-all">{lead.sourcePage}</span> },
    { label: 'Language', value: languageName(lead.locale) },
    { label: 'Received', value: formatAft(lead.createdAt) },
    { label: 'Status changed', value: lead.statusChangedAt ? formatAft(lead.statusChangedAt) : '-' },
    {
      label: 'Email to sales',
      value:
        lead.emailStatus === null ? (
          <span className="text-slate-600">Not configured when this lead arrived</span>
        ) : (
          <span className="flex flex-col gap-0.5">
            <EmailStatus status={lead.emailStatus} className="text-sm" />
            <span className="text-xs text-slate-600">
              {lead.emailStatus === 'sent'
                ? `Sent ${formatAft(lead.emailSentAt)}`
                : `${lead.emailAttempts ?? 0} attempt(s)`}
              {lead.emailStatus !== 'sent' && lead.emailLastError ? `; last error: ${lead.emailLastError}` : ''}
            </span>
          </span>
        ),
    },
    { label: 'Submission id', value: <code className="text-xs break-all text-slate-600">{lead.submissionId}</code> },
  ]

  return (
    <>
      <main className="container-content py-8 md:py-10">
        <Link
          href="/admin/leads"
          className={
            'inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-navy-700 ' + 'hover:text-navy-900'
          }
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All leads
        </Link>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 dir="auto" className="text-2xl font-semibold tracking-tight break-words text-navy-900">
                {lead.name}
              </h1>
              <LeadStatusBadge status={lead.status} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {subjectLabel(lead.subject)} · {formatAft(lead.createdAt)}
            </p>
          </div>
          <div className="shrink-0">
            <LeadStatusForm
              id={lead.id}
              status={lead.status}
              leadName={lead.name}
              returnTo={`/admin/leads/${lead.id}`}
            />
          </div>
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <section
            aria-labelledby="lead-message"
            className="rounded-card border border-slate-200 bg-white p-5 sm:p-6 lg:self-start"
          >
            <h2 id="lead-message" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Message
            </h2>
            {/* The visitor's own words, in their script's direction (a Dari message reads right to left). */}
            <p dir="auto" className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-900">
              {lead.message}
            </p>
            {lead.items.length > 0 && (
              <>
                <h3 id="lead-items" className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  Quote list ({lead.items.length} products)
                </h3>
                <table aria-labelledby="lead-items" className="mt-2 w-full text-sm" data-testid="lead-items">
                  <thead>
                    <tr className="border-b border-slate-200 text-start text-slate-600">
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        Product
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        Quantity
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lead.items.map((item) => (
                      <tr key={item.slug} className="border-b border-slate-100">
                        <td className="py-2 pe-3">
                          <Link
                            href={`/product/${item.slug}`}
                            className="text-navy-700 underline-offset-4 hover:underline"
                          >
                            {item.name}
                          </Link>
                        </td>
                        <td className="tabular py-2 text-end">{item.quantity}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
            <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-5">
              <ButtonAnchor href={mailtoHref(lead.email, replySubject)}>
                <Mail aria-hidden="true" />
                Reply by email
              </ButtonAnchor>
              {lead.phone && (
                <ButtonAnchor href={telHref(lead.phone)} variant="outline">
                  <Phone aria-hidden="true" />
                  Call
                </ButtonAnchor>
              )}
            </div>
          </section>
          <div className="flex flex-col gap-6">
            <LeadQuotations leadId={lead.id} quotations={quotations} />
            <section
              aria-labelledby="lead-owner-heading"
              className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 sm:p-6"
            >
              <h2 id="lead-owner-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Owner and reply
              </h2>
              <p data-testid="lead-clock" className="text-sm">
                <LeadClockText clock={clock} mode={mode} detail />
              </p>
              {lead.firstReplyAt && (
                <p className="text-sm text-slate-600">First reply: {formatAft(lead.firstReplyAt)}</p>
              )}
              <LeadOwnerForm id={lead.id} ownerId={lead.ownerId} owners={owners} />
              <LeadNextActionForm id={lead.id} at={dateToKabulInput(lead.nextActionAt)} note={lead.nextActionNote} />
              <LeadCallForm id={lead.id} />
            </section>
            <section
              aria-labelledby="lead-customer"
              className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5 sm:p-6"
            >
              <h2 id="lead-customer" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Customer record
              </h2>
              <div>
                <CustomerMatchPanel
                  itemId={lead.id}
                  customer={customer}
                  matches={customerMatches}
                  link={linkLeadCustomerAction}
                  create={newCustomerFromLeadAction}
                  createLabel="New record from this lead"
                />
              </div>
            </section>
            <section
              aria-labelledby="lead-details"
              className="rounded-card border border-slate-200 bg-white p-5 sm:p-6"
            >
              <h2 id="lead-details" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Details
              </h2>
              <dl className="mt-3 divide-y divide-slate-100 text-sm">
                {rows.map((row) => (
                  <div key={row.label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2.5">
                    <dt className="font-medium text-slate-600">{row.label}</dt>
                    <dd className="text-slate-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section
              aria-labelledby="lead-note-heading"
              className="rounded-card border border-slate-200 bg-white p-5 sm:p-6"
            >
              <h2 id="lead-note-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Internal note
              </h2>
              <LeadNoteForm id={lead.id} note={lead.internalNote} maxLength={LEAD_NOTE_MAX_LENGTH} />
            </section>
          </div>
        </div>

        <section
          aria-labelledby="lead-history"
          className="mt-6 rounded-card border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="lead-history" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            History
          </h2>
          <HistoryList entries={history} empty="No changes by staff yet." actionLabels={LEAD_HISTORY_ACTIONS} />
        </section>
      </main>
    </>
  )
}
