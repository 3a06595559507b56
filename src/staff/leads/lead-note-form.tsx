'use client'

import { Check, CircleAlert } from 'lucide-react'
import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { saveLeadNote, type NoteState } from './actions'

/** The internal note: staff only, saved on demand; the result is announced (role=status / alert). */
export function LeadNoteForm({ id, note, maxLength }: { id: number; note: string; maxLength: number }) {
  const [state, action, pending] = useActionState<NoteState, FormData>(saveLeadNote, {
    status: 'idle',
    message: null,
  })
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <label htmlFor="lead-note" className="sr-only">
        Internal note
      </label>
      <Textarea
        id="lead-note"
        name="note"
        defaultValue={note}
        maxLength={maxLength}
        aria-describedby="lead-note-hint"
        className="min-h-28"
      />
      <p id="lead-note-hint" className="text-xs text-slate-600">
        Only staff see this note; it is included in the CSV export.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pending ? 'Saving...' : 'Save note'}
        </Button>
        <span role={state.status === 'error' ? 'alert' : 'status'} className="text-sm font-medium">
          {state.status === 'done' && (
            <span className="inline-flex items-center gap-1 text-success-600">
              <Check aria-hidden="true" className="size-4" />
              {state.message}
            </span>
          )}
          {state.status === 'error' && (
            <span className="inline-flex items-center gap-1 text-danger-700">
              <CircleAlert aria-hidden="true" className="size-4" />
              {state.message}
            </span>
          )}
        </span>
      </div>
    </form>
  )
}
