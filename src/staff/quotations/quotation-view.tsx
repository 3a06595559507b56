import { ArrowLeft, FileText } from 'lucide-react'

import { Button, ButtonAnchor } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import type { QuotableProduct } from '@/server/sales/quotable-products'
import { quotationReference } from '@/server/sales/quotation-send'
import type { QuotationDetail } from '@/server/sales/quotations'
import type { LeadDetail } from '@/server/sales/leads'
import { formatAft } from '@/staff/shared/format'
import { newRevisionAction } from './actions'
import { QuotationEditor } from './quotation-editor'
import { QuotationStatusBadge } from './quotation-status'
import { RevokeButton } from './revoke-button'

/** One revision of a quotation: the editor (read-only once sent), preview, send, new revision and revoke. */
export function QuotationView({
  lead,
  quotation: q,
  products,
}: {
  lead: LeadDetail
  quotation: QuotationDetail
  products: QuotableProduct[]
}) {
  const reference = quotationReference(q.number, q.revision)
  const latest = q.revision === q.latestRevision
  return (
    <main className="container-content py-8 md:py-10">
      <Link
        href={`/admin/leads/${lead.id}`}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-navy-700 hover:text-navy-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Lead: {lead.name}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-navy-900">
          {/* The reference never breaks at its hyphens ("Q-2026-" on one line, "0001" on the next). */}
          Quotation <span className="whitespace-nowrap">{reference}</span>
        </h1>
        <QuotationStatusBadge status={q.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        For {lead.name} &lt;{lead.email}&gt;
        {q.sentAt ? ` · sent ${formatAft(q.sentAt)}` : ''}
        {q.respondedAt ? ` · answered ${formatAft(q.respondedAt)}` : ''}
      </p>
      {q.responseMessage && (
        <blockquote
          className={'mt-3 rounded-md border-s-4 border-accent-300 bg-slate-50 p-3 text-sm ' + 'whitespace-pre-wrap'}
        >
          {q.responseMessage}
        </blockquote>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonAnchor href={`/api/admin/quotations/${q.id}/preview`} variant="outline" target="_blank">
          <FileText aria-hidden="true" />
          Preview PDF
        </ButtonAnchor>
        {q.status !== 'draft' && latest && (
          <form action={newRevisionAction}>
            <input type="hidden" name="id" value={q.id} />
            <Button type="submit" variant="outline">
              New revision
            </Button>
          </form>
        )}
        {(q.status === 'sent' || q.status === 'changes-requested') && <RevokeButton id={q.id} reference={reference} />}
      </div>
      {!latest && <p className="mt-3 text-sm text-slate-600">A newer revision of this quotation exists.</p>}
      <div className="mt-6">
        {/* Keyed by the quotation, not its version: a save re-renders this page with the new version, and a remount
            then wiped the "Quotation saved." message (the editor counts versions itself). */}
        <QuotationEditor
          key={q.id}
          id={q.id}
          version={q.version}
          draft={q.draft}
          editable={q.status === 'draft'}
          products={products}
        />
      </div>
    </main>
  )
}
