import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn-merge'
import { LEAD_STATUS_LABELS } from '@/staff/leads/lead-status'

const LEAD_STATUS_CLASSES: Record<string, string> = {
  new: 'bg-accent-300 text-navy-950',
  contacted: 'bg-navy-100 text-navy-900',
  quoted: 'bg-navy-800 text-white',
  won: 'bg-success-600 text-white',
  lost: 'bg-slate-200 text-slate-700',
}

export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge className={LEAD_STATUS_CLASSES[status] ?? LEAD_STATUS_CLASSES.lost}>
      {LEAD_STATUS_LABELS[status as keyof typeof LEAD_STATUS_LABELS] ?? status}
    </Badge>
  )
}

const EMAIL_LABELS: Record<string, { label: string; className: string }> = {
  sent: { label: 'Emailed', className: 'text-success-600' },
  pending: { label: 'Email pending', className: 'text-accent-800' },
  failed: { label: 'Email failed', className: 'text-danger-700' },
}

/** The lead e-mail's state; nothing when e-mail was off when the lead arrived. */
export function EmailStatus({ status, className }: { status: string | null; className?: string }) {
  const entry = status ? EMAIL_LABELS[status] : undefined
  if (!entry) return null
  return <span className={cn('text-xs font-medium', entry.className, className)}>{entry.label}</span>
}
