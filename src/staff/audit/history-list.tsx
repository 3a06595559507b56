import type { AuditEntry } from '@/server/staff/audit'
import { formatAft } from '@/staff/shared/format'
import { AuditChanges } from './audit-changes'

/**
 * What staff changed on one item, newest first: when, who, (optionally) the action, and the fields before and after.
 * Every screen that shows an item's history (an account, a lead) lists it this way; the screen keeps its own heading.
 */
export function HistoryList({
  entries,
  empty,
  showAction = false,
  actionLabels,
}: {
  entries: AuditEntry[]
  /** Said when nothing was recorded yet. */
  empty: string
  /** Name the action on each line ("update", "disable"): useful where one item has several kinds of change. */
  showAction?: boolean
  /** Words for the actions ("quotation-send" → "Quotation sent"); implies showing them. */
  actionLabels?: Readonly<Record<string, string>>
}) {
  if (entries.length === 0) return <p className="mt-3 text-sm text-slate-600">{empty}</p>
  return (
    <ol className="mt-3 divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3 text-sm">
          <p className="text-slate-600">
            <time dateTime={entry.at.toISOString()}>{formatAft(entry.at)}</time> ·{' '}
            <span className="font-semibold text-slate-900">{entry.actorName}</span>
            {(showAction || actionLabels) && <> · {actionLabels?.[entry.action] ?? entry.action}</>}
          </p>
          <AuditChanges changes={entry.changes} />
        </li>
      ))}
    </ol>
  )
}
