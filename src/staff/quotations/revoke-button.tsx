'use client'

import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { revokeQuotationAction } from './actions'

/**
 * Revoke, behind the panel's one confirmation: the customer's link stops working at once. A lead's quotation by
 * default; a repair quotation passes the service desk's action (src/staff/service/quotation-actions.ts).
 */
export function RevokeButton({
  id,
  reference,
  action = revokeQuotationAction,
}: {
  id: number
  reference: string
  action?: (formData: FormData) => Promise<void>
}) {
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  return (
    <form ref={form} action={action}>
      <input type="hidden" name="id" value={id} />
      <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        title={`Revoke ${reference}?`}
        confirmLabel="Revoke"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          form.current?.requestSubmit()
        }}
      >
        The customer&apos;s link will say the quotation was withdrawn. This cannot be undone; a new revision can be sent
        instead.
      </ConfirmDialog>
    </form>
  )
}
