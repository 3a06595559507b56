'use client'

import { useActionState, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { AuditChanges } from '@/staff/audit/audit-changes'
import { ConfirmDialog } from '@/staff/shared/confirm-dialog'
import { FormMessage } from '@/staff/shared/form-message'
import { formatAft } from '@/staff/shared/format'
import { restoreRevisionAction } from './actions'
import type { ContentFormState } from './save'

export interface RevisionView {
  version: number
  at: string
  actorName: string
  status: string
  changes: { field: string; before: string; after: string }[]
}

const IDLE: ContentFormState = { status: 'idle', message: null }

/**
 * An entry's versions, newest first: who saved each, when, and which fields it changed (before and after, as the
 * audit log shows them). Any earlier version can be restored; it comes back as a new draft version, so nothing on the
 * site changes until someone publishes it (docs/decisions/044-site-content-in-the-database.md).
 */
export function ContentHistory({
  entryId,
  currentVersion,
  revisions,
}: {
  entryId: number
  currentVersion: number
  revisions: RevisionView[]
}) {
  const [state, action, pending] = useActionState(restoreRevisionAction, IDLE)
  const [asking, setAsking] = useState<number | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const restoreInput = useRef<HTMLInputElement>(null)

  return (
    <section aria-labelledby="content-history" className="mt-10">
      <h2 id="content-history" className="text-lg font-semibold text-navy-900">
        History
      </h2>
      <form ref={form} action={action}>
        <input type="hidden" name="id" value={entryId} />
        <input type="hidden" name="version" value={currentVersion} />
        <input ref={restoreInput} type="hidden" name="restoreVersion" value={asking ?? ''} readOnly />
      </form>
      <FormMessage state={state} />
      <ol className="mt-3 divide-y divide-slate-100 rounded-card border border-slate-200 bg-white px-4">
        {revisions.map((r) => (
          <li key={r.version} className="py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-slate-600">
                <span className="font-semibold text-slate-900">Version {r.version}</span> ·{' '}
                <time dateTime={r.at}>{formatAft(r.at)}</time> · {r.actorName} · {r.status}
              </p>
              {r.version !== currentVersion && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() => setAsking(r.version)}
                >
                  Restore version {r.version} as draft
                </Button>
              )}
            </div>
            <AuditChanges
              changes={r.changes.map((c) => ({ field: c.field, before: c.before || null, after: c.after }))}
              caption={`Changes in version ${r.version}`}
            />
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== null}
        title={`Restore version ${asking ?? ''} as a draft?`}
        confirmLabel="Restore as draft"
        tone="default"
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (restoreInput.current) restoreInput.current.value = String(asking)
          setAsking(null)
          form.current?.requestSubmit()
        }}
      >
        Its texts and times come back as a new version with the status Draft: the entry leaves the site until it is
        published again. The current version stays in the history.
      </ConfirmDialog>
    </section>
  )
}
