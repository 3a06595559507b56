import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'
import type { ServiceStatus } from '@/lib/service/flow'
import type { QuotationSummary } from '@/server/sales/quotations'
import { quotationReference } from '@/server/sales/quotation-send'
import { QuotationRows } from '@/staff/quotations/quotation-rows'
import { RevokeButton } from '@/staff/quotations/revoke-button'
import { createRepairQuotationAction, newRepairRevisionAction, revokeRepairQuotationAction } from './quotation-actions'

const ANSWERS: Record<string, string> = {
  accepted: 'The customer approved it: the request moved to Approved.',
  declined: 'The customer declined it: the request moved to Declined.',
  sent: 'Waiting for the customer to approve or decline it on their status page.',
  revoked: 'Withdrawn: the status page says so and no longer offers approve or decline. Send a new revision instead.',
}

/**
 * The request's repair quotations (docs/service-desk.md): each revision with its status, total and e-mail, the
 * customer's answer, revoking the one waiting for an answer (the quotations' door and confirmation), a new revision
 * of a withdrawn one, and the button that starts one while the instrument is being diagnosed (the only status a
 * quotation can start from, decision 101).
 */
export function RepairQuotationPanel({
  requestId,
  status,
  quotations,
}: {
  requestId: number
  status: ServiceStatus
  quotations: QuotationSummary[]
}) {
  const newest = quotations[0]
  const hasDraft = quotations.some((q) => q.status === 'draft')
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="svc-quotation">
      <h2 id="svc-quotation" className="mb-3 text-lg font-semibold text-navy-900">
        Repair quotation
      </h2>
      {quotations.length === 0 ? (
        <p className="text-sm text-slate-700">
          {status === 'diagnosing'
            ? 'Price the parts and labour; the customer approves or declines it on their status page.'
            : 'None. A repair quotation is made while the instrument is being diagnosed.'}
        </p>
      ) : (
        <QuotationRows
          quotations={quotations}
          hrefOf={(q) => `/admin/service/${requestId}/quotations/${q.id}`}
          testId="repair-quotations"
        />
      )}
      {newest && ANSWERS[newest.status] ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="repair-quotation-answer">
          {ANSWERS[newest.status]}
        </p>
      ) : null}
      {newest && (newest.status === 'sent' || newest.status === 'changes-requested') ? (
        <div className="mt-3">
          <RevokeButton
            id={newest.id}
            reference={quotationReference(newest.number, newest.revision)}
            action={revokeRepairQuotationAction}
          />
        </div>
      ) : null}
      {/* Withdrawn and nothing drafted in its place: the next step is the new revision (a copy to correct). */}
      {newest?.status === 'revoked' ? (
        <form action={newRepairRevisionAction} className="mt-3">
          <input type="hidden" name="id" value={newest.id} />
          <Button type="submit" variant="outline" size="sm">
            <Plus aria-hidden="true" />
            New revision
          </Button>
        </form>
      ) : null}
      {status === 'diagnosing' && !hasDraft ? (
        <form action={createRepairQuotationAction} className="mt-3">
          <input type="hidden" name="requestId" value={requestId} />
          <Button type="submit" variant="outline" size="sm">
            <Plus aria-hidden="true" />
            Make a repair quotation
          </Button>
        </form>
      ) : null}
    </section>
  )
}
