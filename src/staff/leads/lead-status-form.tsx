import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/cn-merge'
import { LEAD_STATUSES, type LeadStatus } from '@/server/sales/leads'
import { LEAD_STATUS_LABELS } from './lead-status'
import { updateLeadStatus } from './actions'

/**
 * A lead's status as a select and a Save button: a plain form post (no JavaScript needed), and no change of
 * status by merely moving through the options with the keyboard (WCAG 3.2.2).
 */
export function LeadStatusForm({
  id,
  status,
  leadName,
  returnTo,
  compact,
  idPrefix = 'lead-status',
}: {
  id: number
  status: LeadStatus
  leadName: string
  returnTo: string
  compact?: boolean
  /** The list renders a card (phones) and a table row (wider screens) per lead: each needs its own ids. */
  idPrefix?: string
}) {
  const selectId = `${idPrefix}-${id}`
  return (
    <form action={updateLeadStatus} className={cn('flex items-end gap-2', compact && 'gap-1.5')}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className={compact ? 'sr-only' : 'text-sm font-semibold text-slate-700'}>
          {compact ? `Status of ${leadName}` : 'Status'}
        </label>
        <Select id={selectId} name="status" defaultValue={status} className={compact ? 'h-9 w-36 sm:h-9' : 'w-44'}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline" size="sm" aria-label={compact ? `Save status of ${leadName}` : undefined}>
        Save
      </Button>
    </form>
  )
}
