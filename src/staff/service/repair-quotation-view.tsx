import { FileText } from 'lucide-react'

import { Button, ButtonAnchor } from '@/components/ui/button'
import { quotationReference } from '@/server/sales/quotation-send'
import { QuotationEditor } from '@/staff/quotations/quotation-editor'
import { QuotationStatusBadge } from '@/staff/quotations/quotation-status'
import { BackLink } from '@/staff/shared/back-link'
import { formatAft } from '@/staff/shared/format'
import type { loadRepairQuotation } from './load'
import { newRepairRevisionAction, saveRepairQuotationAction, sendRepairQuotationAction } from './quotation-actions'

const LANGUAGES: Record<string, string> = { en: 'English', fa: 'Dari', ps: 'Pashto' }

/**
 * One revision of a request's repair quotation: the lead quotation editor (parts and labour as its lines) with the
 * service desk's writes, the PDF preview, and a new revision once one was sent. Sending puts the PDF and the approve
 * and decline buttons on the customer's status page, and e-mails them when the request has an address.
 */
export function RepairQuotationView({
  request: r,
  quotation: q,
  products,
}: Awaited<ReturnType<typeof loadRepairQuotation>>) {
  const reference = quotationReference(q.number, q.revision)
  const latest = q.revision === q.latestRevision
  return (
    <main className="container-content grid gap-4 py-8 md:py-10">
      <BackLink href={`/admin/service/${r.id}`}>
        Request {r.number} · {r.productName}
      </BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-navy-900">
          Repair quotation <span className="whitespace-nowrap">{reference}</span>
        </h1>
        <QuotationStatusBadge status={q.status} />
      </div>
      <p className="text-sm text-slate-600">
        For {r.name} · {r.email ? `e-mailed to ${r.email}` : 'no e-mail: the customer sees it on their status page'}
        {` · ${LANGUAGES[q.values.language] ?? q.values.language} PDF`}
        {q.sentAt ? ` · sent ${formatAft(q.sentAt)}` : ''}
        {q.respondedAt ? ` · answered ${formatAft(q.respondedAt)}` : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonAnchor href={`/api/admin/service/quotations/${q.id}/preview`} variant="outline" target="_blank">
          <FileText aria-hidden="true" />
          Preview PDF
        </ButtonAnchor>
        {q.status !== 'draft' && latest ? (
          <form action={newRepairRevisionAction}>
            <input type="hidden" name="id" value={q.id} />
            <Button type="submit" variant="outline">
              New revision
            </Button>
          </form>
        ) : null}
      </div>
      {!latest ? <p className="text-sm text-slate-600">A newer revision of this quotation exists.</p> : null}
      <div className="mt-2">
        {/* Keyed by the quotation, as on a lead's quotation page: a save re-renders with the new version. */}
        <QuotationEditor
          key={q.id}
          id={q.id}
          version={q.version}
          draft={q.draft}
          editable={q.status === 'draft'}
          products={products}
          actions={{ save: saveRepairQuotationAction, send: sendRepairQuotationAction }}
        />
      </div>
    </main>
  )
}
