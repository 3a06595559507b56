import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

export function LeadStatusBadge({ status }: { status: string }) {
  return status === 'handled' ? (
    <Badge variant="outline">Handled</Badge>
  ) : (
    <Badge className="bg-accent-300 text-navy-950">New</Badge>
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
