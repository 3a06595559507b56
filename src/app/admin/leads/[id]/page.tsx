import { ArrowLeft, Check, Mail, Phone, RotateCcw } from 'lucide-react'
import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'
import { notFound } from 'next/navigation'

import { Button, ButtonAnchor } from '@/components/ui/button'
import { mailtoHref, telHref } from '@/content/site'
import { getLead } from '@/server/admin/leads'
import { requireAdmin } from '@/server/admin/session'
import { subjectLabel } from '@/server/mail/lead-email'
import { getSiteConfig } from '@/server/site-config'
import { updateLeadStatus } from '../../actions'
import { AdminHeader } from '../../_components/admin-header'
import { formatAft } from '../../_components/format'
import { EmailStatus, LeadStatusBadge } from '../../_components/status-badges'

export const metadata: Metadata = { title: 'Lead' }

/** One lead in full, with reply links and the handled switch (issue 5). */
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: idParam } = await params
  await requireAdmin(`/admin/leads/${encodeURIComponent(idParam)}`)
  const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN
  const lead = await getLead(id)
  if (!lead) notFound()
  const site = getSiteConfig()
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
    { label: 'Company', value: lead.company ?? '-' },
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
    { label: 'Received', value: formatAft(lead.createdAt) },
    { label: 'Handled', value: lead.handledAt ? formatAft(lead.handledAt) : '-' },
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
      <AdminHeader siteName={site.name} />
      <main className="container-content py-8 md:py-10">
        <Link
          href="/admin/leads"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-navy-700 hover:text-navy-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All leads
        </Link>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight break-words text-navy-900">{lead.name}</h1>
              <LeadStatusBadge status={lead.status} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {subjectLabel(lead.subject)} · {formatAft(lead.createdAt)}
            </p>
          </div>
          <form action={updateLeadStatus} className="shrink-0">
            <input type="hidden" name="id" value={lead.id} />
            {lead.status === 'handled' ? (
              <Button type="submit" name="status" value="new" variant="outline">
                <RotateCcw aria-hidden="true" />
                Mark as new
              </Button>
            ) : (
              <Button type="submit" name="status" value="handled">
                <Check aria-hidden="true" />
                Mark as handled
              </Button>
            )}
          </form>
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <section aria-labelledby="lead-message" className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="lead-message" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              Message
            </h2>
            <p className="mt-3 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-900">
              {lead.message}
            </p>
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
          <section aria-labelledby="lead-details" className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
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
        </div>
      </main>
    </>
  )
}
