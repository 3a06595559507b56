import { cn } from '@/lib/cn-merge'

/**
 * The header row of a staff list table (leads, accounts, figures): small upper-case column names on a grey band.
 * New lists use it so every table of the panel reads the same. Columns from `endFrom` on are aligned to the end, over
 * the numbers below them. `compact`: narrower cells and plain-case names on a phone, for five columns at 375 px.
 */
export function TableHead({
  columns,
  endFrom,
  compact = false,
}: {
  columns: readonly string[]
  endFrom?: number
  compact?: boolean
}) {
  return (
    <thead
      className={cn(
        'bg-slate-50 text-xs text-slate-600',
        compact ? 'sm:tracking-wide sm:uppercase' : 'tracking-wide uppercase',
      )}
    >
      <tr>
        {columns.map((column, i) => (
          <th
            key={column}
            scope="col"
            className={cn(
              'font-semibold',
              compact ? 'px-2 py-2 sm:px-4' : 'px-4 py-3',
              endFrom !== undefined && i >= endFrom ? 'text-end' : 'text-start',
            )}
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
