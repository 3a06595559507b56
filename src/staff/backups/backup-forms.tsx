'use client'

import { useActionState, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { FormMessage } from '@/staff/shared/form-message'
import { backUpNow, restoreFromBackup, type BackupFormState } from './actions'

const IDLE: BackupFormState = { status: 'idle', message: null }

export function BackUpNowForm() {
  const [state, action, pending] = useActionState(backUpNow, IDLE)
  return (
    <form action={action} className="flex flex-col gap-3">
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Backing up…' : 'Back up now'}
        </Button>
      </div>
      <FormMessage state={state} />
    </form>
  )
}

/** Restore, behind the panel's one confirmation, which names what will be replaced and by what. */
export function RestoreButton({ name, label, replaced }: { name: string; label: string; replaced: string }) {
  const [state, action, pending] = useActionState(restoreFromBackup, IDLE)
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  return (
    <form ref={form} action={action} className="flex flex-col items-start gap-2">
      <input type="hidden" name="name" value={name} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() => setOpen(true)}
        aria-label={`Restore the backup of ${label}`}
      >
        {pending ? 'Restoring…' : 'Restore'}
      </Button>
      <ConfirmDialog
        open={open}
        title={`Restore the backup of ${label}?`}
        confirmLabel="Replace and restore"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          form.current?.requestSubmit()
        }}
      >
        The site&apos;s data now ({replaced}) will be replaced by this backup: every change since it was taken is
        undone. A backup of the data now is taken first. Anyone signed in whose session is not in this backup, you
        perhaps included, is signed out.
      </ConfirmDialog>
      <FormMessage state={state} />
    </form>
  )
}
