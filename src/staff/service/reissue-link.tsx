'use client'

import { useActionState, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { FormMessage } from '@/staff/shared/form-message'
import { reissueStatusLinkAction, type LinkFormState } from './link-actions'

const IDLE: LinkFormState = { status: 'idle', message: null }

/**
 * Closes every status link of a request and makes one new (decision 100), behind the panel's confirmation; the new
 * link is shown here once, to send on WhatsApp or read out.
 */
export function ReissueLink({ requestId, number, email }: { requestId: number; number: string; email: string | null }) {
  const [state, action, pending] = useActionState(reissueStatusLinkAction, IDLE)
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  return (
    <form ref={form} action={action} className="mt-4 grid gap-2 border-t border-slate-200 pt-4">
      <input type="hidden" name="id" value={requestId} />
      <p className="text-sm text-slate-700">
        If the customer&apos;s status link reached someone else, close it and give them a new one.
      </p>
      {email ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="email" className="mt-1" />
          <span>
            Also e-mail the new link to <span dir="ltr">{email}</span> (leave it unticked if the link may have leaked
            from that mailbox)
          </span>
        </label>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => setOpen(true)}>
          Revoke the link and issue a new one
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={`Revoke the status links of ${number}?`}
        confirmLabel="Revoke and issue"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          form.current?.requestSubmit()
        }}
      >
        Every link to this request&apos;s status page stops working at once, the customer&apos;s too. A new link is
        shown here once for you to give them.
      </ConfirmDialog>
      <FormMessage state={state} />
      {state.link ? (
        <p className="text-sm break-all" dir="ltr" data-testid="new-status-link">
          {state.link}
        </p>
      ) : null}
    </form>
  )
}
