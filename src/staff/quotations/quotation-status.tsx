import { Badge } from '@/components/ui/badge'

/** A quotation's status in words (colour is not the only cue). */
export const QUOTATION_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  'changes-requested': 'Changes requested',
  declined: 'Declined',
  superseded: 'Superseded',
  revoked: 'Revoked',
}

const CLASSES: Record<string, string> = {
  draft: 'bg-slate-200 text-slate-800',
  sent: 'bg-navy-800 text-white',
  accepted: 'bg-success-600 text-white',
  'changes-requested': 'bg-accent-300 text-navy-950',
  declined: 'bg-danger-700 text-white',
  superseded: 'bg-slate-100 text-slate-700',
  revoked: 'bg-slate-100 text-slate-700',
}

export function QuotationStatusBadge({ status }: { status: string }) {
  return <Badge className={CLASSES[status] ?? CLASSES.draft}>{QUOTATION_STATUS_LABELS[status] ?? status}</Badge>
}
