import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { revisionLabel } from '@/lib/sales/money'
import type { QuotationSummary } from '@/server/sales/quotations'
import { formatAft } from '@/staff/shared/format'
import { EmailStatus } from '@/staff/shared/status-badges'
import { createQuotationAction } from './actions'
import { usd } from './quotation-fields'
import { QuotationStatusBadge } from './quotation-status'

/** The lead's quotations with their status and total, and the button that starts one. */
export function LeadQuotations({ leadId, quotations }: { leadId: number; quotations: QuotationSummary[] }) {
  return (
    <section aria-labelledby="lead-quotations" className="rounded-card border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="lead-quotations" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Quotations
      </h2>
      {quotations.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No quotation yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {quotations.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link
                href={`/admin/leads/${leadId}/quotations/${q.id}`}
                className="font-semibold text-navy-700 underline-offset-4 hover:underline"
              >
                {q.number}
                {q.revision > 1 ? ` ${revisionLabel(q.revision)}` : ''}
              </Link>
              <QuotationStatusBadge status={q.status} />
              <span className="tabular">{usd(q.totalCents)}</span>
              <span className="text-slate-600">{q.sentAt ? `sent ${formatAft(q.sentAt)}` : 'not sent'}</span>
              <EmailStatus status={q.emailStatus} />
            </li>
          ))}
        </ul>
      )}
      <form action={createQuotationAction} className="mt-4">
        <input type="hidden" name="leadId" value={leadId} />
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          Create quotation
        </Button>
      </form>
    </section>
  )
}
