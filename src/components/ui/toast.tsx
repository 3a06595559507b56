import { SpriteIcon } from './icon-svg'

import { cn } from '#lib/cn'

export type ToastTone = 'success' | 'error'

export interface ToastMessage {
  tone: ToastTone
  title: string
  text: string
}

/**
 * Toasts, announced to screen readers. The two live regions are always in the page (a region that appears together
 * with its text is often not announced): polite for success, assertive for errors. Place one `Toaster` per page.
 */
export function Toaster({
  toast,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: {
  toast: ToastMessage | null
  /** Without it (no JavaScript yet) the close button is not shown. */
  onDismiss?: () => void
  dismissLabel?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 ' +
          'sm:inset-x-auto sm:end-0 sm:w-[28rem] sm:items-end sm:p-6',
        className,
      )}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="contents">
        {toast?.tone === 'success' && (
          <Toast toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} standalone={false} />
        )}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="contents">
        {toast?.tone === 'error' && (
          <Toast toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} standalone={false} />
        )}
      </div>
    </div>
  )
}

/** One toast. Outside a Toaster (e.g. a result rendered with the page) it carries its own role. */
export function Toast({
  toast,
  onDismiss,
  dismissLabel = 'Dismiss',
  standalone = !onDismiss,
}: {
  toast: ToastMessage
  onDismiss?: () => void
  dismissLabel?: string
  standalone?: boolean
}) {
  return (
    <div
      data-slot="toast"
      data-tone={toast.tone}
      role={standalone ? (toast.tone === 'success' ? 'status' : 'alert') : undefined}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card border border-slate-200 ' +
          'border-s-4 bg-white p-4 shadow-lg',
        toast.tone === 'success' ? 'border-s-success-600' : 'border-s-danger-600',
      )}
    >
      <SpriteIcon
        name={toast.tone === 'success' ? 'circle-check' : 'circle-exclamation-point'}
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', toast.tone === 'success' ? 'text-success-600' : 'text-danger-600')}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-navy-900">{toast.title}</p>
        <p className="mt-1 text-sm text-slate-700">{toast.text}</p>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-navy-900"
          aria-label={dismissLabel}
        >
          <SpriteIcon name="x" aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  )
}
