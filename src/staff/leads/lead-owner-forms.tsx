'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { LEAD_ACTIVITY_NOTE_MAX } from '@/lib/sales/lead-forms'
import { fieldError, IDLE, type FormState } from '@/staff/shared/form-state'
import { FormMessage } from '@/staff/shared/form-message'
import { assignLead, logCall, saveNextAction } from './owner-actions'

const FIELD = 'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900'
const LABEL = 'text-sm font-medium text-slate-700'

function FieldError({ state, field, id }: { state: FormState; field: string; id: string }) {
  const message = fieldError(state, field)
  return message ? (
    <p id={id} className="text-sm text-danger-700">
      {message}
    </p>
  ) : null
}

/** Who owns the lead: any enabled sales or owner account, or nobody. */
export function LeadOwnerForm({
  id,
  ownerId,
  owners,
}: {
  id: number
  ownerId: number | null
  owners: { id: number; displayName: string; role: string }[]
}) {
  const [state, action, pending] = useActionState<FormState, FormData>(assignLead, IDLE)
  const value = state.input?.ownerId ?? (ownerId === null ? '' : String(ownerId))
  return (
    <form action={action} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="lead-owner" className={LABEL}>
        Owner
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id="lead-owner"
          name="ownerId"
          defaultValue={value}
          key={value}
          className={`${FIELD} w-auto min-w-48`}
          aria-invalid={fieldError(state, 'ownerId') ? true : undefined}
          aria-describedby={fieldError(state, 'ownerId') ? 'lead-owner-error' : undefined}
        >
          <option value="">Unassigned</option>
          {owners.map((o) => (
            <option key={o.id} value={o.id}>
              {o.displayName} ({o.role === 'owner' ? 'Owner' : 'Sales'})
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Save owner'}
        </Button>
      </div>
      <FieldError state={state} field="ownerId" id="lead-owner-error" />
      <FormMessage state={state} />
    </form>
  )
}

/** A call with the visitor: the note goes into the history, and a first call stops the reply clock. */
export function LeadCallForm({ id }: { id: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(logCall, IDLE)
  return (
    <form action={action} className="flex flex-col gap-2" key={state.status === 'done' ? state.message : 'call'}>
      <input type="hidden" name="id" value={id} />
      <label htmlFor="lead-call-note" className={LABEL}>
        Call note
      </label>
      <Textarea
        id="lead-call-note"
        name="note"
        defaultValue={state.status === 'error' ? state.input?.note : ''}
        maxLength={LEAD_ACTIVITY_NOTE_MAX}
        className="min-h-20"
        aria-invalid={fieldError(state, 'note') ? true : undefined}
        aria-describedby={fieldError(state, 'note') ? 'lead-call-error' : undefined}
      />
      <FieldError state={state} field="note" id="lead-call-error" />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Log a call'}
        </Button>
        <FormMessage state={state} />
      </div>
    </form>
  )
}

/** The next action: when (Kabul time) and what; an empty date clears it. */
export function LeadNextActionForm({ id, at, note }: { id: number; at: string; note: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveNextAction, IDLE)
  const input = state.status === 'error' ? state.input : undefined
  return (
    <form action={action} className="flex flex-col gap-2">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="lead-next-at" className={LABEL}>
        Next action (Afghanistan time)
      </label>
      <input
        id="lead-next-at"
        name="at"
        type="datetime-local"
        defaultValue={input?.at ?? at}
        className={FIELD}
        aria-invalid={fieldError(state, 'at') ? true : undefined}
        aria-describedby={fieldError(state, 'at') ? 'lead-next-at-error' : undefined}
      />
      <FieldError state={state} field="at" id="lead-next-at-error" />
      <label htmlFor="lead-next-note" className={LABEL}>
        What to do
      </label>
      <Textarea
        id="lead-next-note"
        name="note"
        defaultValue={input?.note ?? note}
        maxLength={LEAD_ACTIVITY_NOTE_MAX}
        className="min-h-16"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Save follow-up'}
        </Button>
        <FormMessage state={state} />
      </div>
    </form>
  )
}
