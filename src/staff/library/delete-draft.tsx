'use client'

import { useActionState, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { FormMessage } from '@/staff/shared/form-message'
import { deleteLibraryItemAction } from './actions'
import { IDLE } from './form-state'

/** Deleting a draft that was never published, after the panel's one "are you sure?". */
export function DeleteDraft({ id, what }: { id: number; what: 'release' | 'advisory' }) {
  const [state, formAction, pending] = useActionState(deleteLibraryItemAction, IDLE)
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  return (
    <section aria-labelledby="delete-draft-heading" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="delete-draft-heading" className="text-lg font-semibold text-navy-900">
        Delete this draft
      </h2>
      <p className="mt-1 text-sm text-slate-600">It was never published, so no link to it exists yet.</p>
      <form ref={form} action={formAction} className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="what" value={what} />
        <Button type="button" variant="destructive" disabled={pending} onClick={() => setOpen(true)}>
          Delete draft
        </Button>
        <FormMessage state={state} />
      </form>
      <ConfirmDialog
        open={open}
        title={`Delete this draft ${what}?`}
        confirmLabel="Delete"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          form.current?.requestSubmit()
        }}
      >
        {what === 'release' ? 'The draft and its files are deleted.' : 'The draft advisory is deleted.'} This cannot be
        undone.
      </ConfirmDialog>
    </section>
  )
}
