import { Plus } from 'lucide-react'

import { Button } from '@/components/ui/button'
import type { QuotationSummary } from '@/server/sales/quotations'
import { createQuotationAction } from './actions'
import { QuotationRows } from './quotation-rows'

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
        <QuotationRows
          quotations={quotations}
          hrefOf={(q) => `/admin/leads/${leadId}/quotations/${q.id}`}
          className="mt-3"
        />
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
