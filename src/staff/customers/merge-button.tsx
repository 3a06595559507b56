'use client'

import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { mergeCustomerAction } from './actions'

/** "Merge into this record", behind the panel's one confirmation, naming both records. */
export function MergeButton({
  keep,
  drop,
}: {
  keep: { id: number; name: string }
  drop: { id: number; name: string }
}) {
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  return (
    <form ref={form} action={mergeCustomerAction}>
      <input type="hidden" name="keep" value={keep.id} />
      <input type="hidden" name="drop" value={drop.id} />
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        Merge into this record<span className="sr-only"> ({drop.name})</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Merge ${drop.name} into ${keep.name}?`}
        confirmLabel="Merge"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          form.current?.requestSubmit()
        }}
      >
        Its contacts, leads, service requests and units move to {keep.name}; {drop.name} stays, marked merged. The merge
        can be undone from {drop.name}&apos;s page.
      </ConfirmDialog>
    </form>
  )
}
