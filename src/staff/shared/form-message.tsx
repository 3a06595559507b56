import { Check, CircleAlert } from 'lucide-react'

/**
 * The outcome of a form action, announced to screen readers: a polite status when it worked, an alert when it
 * was refused. The live region is always rendered so that the announcement is not lost when the text appears.
 */
export function FormMessage({
  state,
  id,
}: {
  state: { status: 'idle' | 'done' | 'error'; message: string | null }
  id?: string
}) {
  const error = state.status === 'error'
  return (
    <p id={id} role={error ? 'alert' : 'status'} className="text-sm font-medium empty:hidden">
      {state.message && (
        <span
          className={error ? 'inline-flex items-start gap-1 text-danger-700' : 'inline-flex gap-1 text-success-600'}
        >
          {error ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {state.message}
        </span>
      )}
    </p>
  )
}
