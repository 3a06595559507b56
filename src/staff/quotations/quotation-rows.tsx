import { Link } from '@/components/ui/link'
import { revisionLabel } from '@/lib/sales/money'
import type { QuotationSummary } from '@/server/sales/quotations'
import { formatAft } from '@/staff/shared/format'
import { EmailStatus } from '@/staff/shared/status-badges'
import { usd } from './quotation-fields'
import { QuotationStatusBadge } from './quotation-status'

/**
 * Quotations as a list: each revision linked to its page (`hrefOf`), with its status, total and e-mail. The lead's
 * quotations and a service request's repair quotations both list theirs this way.
 */
export function QuotationRows({
  quotations,
  hrefOf,
  className,
  testId,
}: {
  quotations: QuotationSummary[]
  hrefOf: (quotation: QuotationSummary) => string
  className?: string
  testId?: string
}) {
  return (
    <ul className={`divide-y divide-slate-100 text-sm ${className ?? ''}`.trim()} data-testid={testId}>
      {quotations.map((q) => (
        <li key={q.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Link href={hrefOf(q)} className="font-semibold text-navy-700 underline-offset-4 hover:underline">
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
  )
}
