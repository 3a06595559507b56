import { AlarmClock, CircleCheck, Clock, TriangleAlert } from 'lucide-react'

import { cn } from '@/lib/cn-merge'
import { formatLeft, type ClockMode, type LeadClock } from '@/lib/sales/business-clock'
import { formatAft } from '@/staff/shared/format'

const LABELS = {
  answered: 'Answered',
  'answered-late': 'Answered late',
  'on-time': 'On time',
  'due-soon': 'Due soon',
  overdue: 'Overdue',
} as const

const STYLES = {
  answered: 'text-success-600',
  'answered-late': 'text-slate-700',
  'on-time': 'text-slate-700',
  'due-soon': 'text-accent-800',
  overdue: 'text-danger-700',
} as const

/**
 * A lead's reply clock as words first (the state, then time left or over), colour second: "Overdue · 2 h 05 min
 * over". `detail` adds the deadline and how the clock counts.
 */
export function LeadClockText({
  clock,
  mode,
  detail = false,
  className,
}: {
  clock: LeadClock
  mode: ClockMode
  detail?: boolean
  className?: string
}) {
  const Icon =
    clock.status === 'overdue'
      ? TriangleAlert
      : clock.status === 'due-soon'
        ? AlarmClock
        : clock.leftMs === null
          ? CircleCheck
          : Clock
  return (
    <span className={cn('inline-flex flex-col gap-0.5', className)}>
      <span className={cn('inline-flex items-center gap-1 font-semibold whitespace-nowrap', STYLES[clock.status])}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {LABELS[clock.status]}
        {clock.leftMs !== null && <span className="font-normal"> · {formatLeft(clock.leftMs)}</span>}
      </span>
      {detail && (
        <span className="text-xs text-slate-600">
          {clock.leftMs === null ? 'Reply was due' : 'Reply due'} by {formatAft(clock.deadline)} (
          {mode === 'business' ? 'business hours, Sat–Thu 8:00–17:00' : 'plain hours'})
        </span>
      )}
    </span>
  )
}
