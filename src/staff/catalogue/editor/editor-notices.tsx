'use client'

import { Button } from '@/components/ui/button'
import type { FormConflict } from '@/staff/shared/form-state'
import { formatTime, type ProductEditorData } from './form'
import type { Draft } from './use-product-draft'
import type { EditorStatus } from './use-product-save'

/** The outcome of the last action, announced politely. */
export function StatusLine({ status }: { status: EditorStatus | null }) {
  const statusClass =
    status?.tone === 'error'
      ? 'border-danger-600 bg-danger-50 text-danger-800'
      : status?.tone === 'success'
        ? 'border-emerald-600 bg-emerald-50 text-emerald-900'
        : 'border-slate-300 bg-white text-slate-800'
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {status && <p className={`rounded-md border px-4 py-3 text-sm font-medium ${statusClass}`}>{status.text}</p>}
    </div>
  )
}

export function SessionExpiredNotice({ productId }: { productId: number | null }) {
  return (
    <div role="alert" className="rounded-md border border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">Your session has expired.</p>
      <p className="mt-1">
        Your edits are kept in this browser.{' '}
        <a
          href={`/admin/login?next=${encodeURIComponent(`/admin/products/${productId ?? 'new'}`)}`}
          target="_blank"
          rel="noopener"
          className="font-semibold underline"
        >
          Sign in again in a new tab
        </a>
        , then come back here and save again; or reopen this page later and choose “Restore my edits”.
      </p>
    </div>
  )
}

export function DraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved edits"
      className="rounded-md border border-navy-300 bg-navy-50 px-4 py-3 text-sm"
    >
      <p className="font-semibold text-navy-900">
        You have edits to this product that were not saved ({formatTime(draft.savedAt)}).
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore my edits
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </div>
  )
}

/** Someone else saved first: the fields they changed (values as the site shows them), and the two ways on. */
export function ConflictNotice({
  conflict,
  onOverwrite,
  onLoadTheirs,
}: {
  conflict: FormConflict<ProductEditorData>
  onOverwrite: () => void
  onLoadTheirs: () => void
}) {
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="rounded-md border border-danger-600 bg-white px-4 py-3 text-sm"
    >
      <h2 id="conflict-title" className="font-semibold text-danger-800">
        Someone else saved this product after you opened it
      </h2>
      <p className="mt-1 text-slate-700">Your edits are still in the form. These fields changed in their version:</p>
      {conflict.changes.length ? (
        <ul className="mt-2 list-disc ps-5 text-slate-800">
          {conflict.changes.map((c) => (
            <li key={c.field}>
              <span className="font-semibold">{c.label}</span>: {c.before} → {c.after}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">(No field differs; only the version moved on.)</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onOverwrite}>
          Save mine over theirs
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onLoadTheirs}>
          Discard mine and load theirs
        </Button>
      </div>
    </section>
  )
}
