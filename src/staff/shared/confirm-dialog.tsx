'use client'

import { useEffect, useId, useRef } from 'react'

import { Button } from '@/components/ui/button'

/**
 * The panel's one "are you sure?" (docs/decisions/042-one-way-to-build-a-staff-screen.md): an in-page modal
 * dialog, never the browser's confirm(). Escape, Cancel and Close all call `onClose`. With `refusal`, the dialog
 * says why the action cannot be done instead of asking, and offers only Close: nobody confirms something that
 * would then be refused.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  refusal,
  tone = 'destructive',
}: {
  open: boolean
  title: React.ReactNode
  /** What happens if confirmed. */
  children?: React.ReactNode
  confirmLabel: string
  onConfirm: () => void
  onClose: () => void
  /** Why it cannot be done (text, and links to what stands in the way); replaces the question. */
  refusal?: React.ReactNode
  /** 'destructive' for what cannot be undone (the default). */
  tone?: 'destructive' | 'default'
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      className="m-auto max-w-md rounded-card border border-slate-200 p-6 shadow-xl backdrop:bg-navy-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {refusal}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{children}</p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {refusal ? 'Close' : 'Cancel'}
        </Button>
        {!refusal && (
          <Button type="button" variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        )}
      </div>
    </dialog>
  )
}
