'use client'

import { CircleAlert, CircleCheck, FileSearch, Upload } from 'lucide-react'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import type { CatalogueDiff, EntityDiff, StagedImport } from '@/server/catalogue/editor/transfer'

interface ApiError {
  error: { message: string; issues: { path: string; message: string }[] }
}
interface ImportCounts {
  created: number
  updated: number
  unchanged: number
}

type State =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'refused'; message: string; issues: { path: string; message: string }[] }
  | { step: 'checked'; staged: StagedImport; fileName: string }
  | { step: 'applying'; staged: StagedImport; fileName: string }
  | { step: 'applied'; result: { categories: ImportCounts; products: ImportCounts } }

async function readError(response: Response): Promise<{ message: string; issues: ApiError['error']['issues'] }> {
  const body = (await response.json().catch(() => null)) as ApiError | null
  return body?.error ?? { message: `The server answered ${response.status}. Please try again.`, issues: [] }
}

/**
 * Upload → dry run → apply. The dry run lists, per category and product, what the import would create, change
 * (with the field names), deactivate, and what is missing from the file (left as it is); Apply runs the import.
 */
export function ImportPanel({ maxMegabytes }: { maxMegabytes: number }) {
  const [state, setState] = useState<State>({ step: 'idle' })
  const fileRef = useRef<HTMLInputElement>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const focusResult = () => requestAnimationFrame(() => resultRef.current?.focus())

  const check = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const file = fileRef.current?.files?.[0]
    if (!file) {
      setState({ step: 'refused', message: 'Choose a catalogue archive (.zip) first.', issues: [] })
      return focusResult()
    }
    if (file.size > maxMegabytes * 1024 * 1024) {
      setState({ step: 'refused', message: `The archive is larger than ${maxMegabytes} MB.`, issues: [] })
      return focusResult()
    }
    setState({ step: 'checking' })
    try {
      const response = await fetch('/api/admin/catalogue/import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/zip' },
        body: file,
      })
      if (!response.ok) setState({ step: 'refused', ...(await readError(response)) })
      else setState({ step: 'checked', staged: (await response.json()) as StagedImport, fileName: file.name })
    } catch {
      setState({ step: 'refused', message: 'The upload failed (network). Please try again.', issues: [] })
    }
    focusResult()
  }

  const apply = async (staged: StagedImport, fileName: string) => {
    setState({ step: 'applying', staged, fileName })
    try {
      const response = await fetch('/api/admin/catalogue/import/apply', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: staged.token }),
      })
      if (!response.ok) setState({ step: 'refused', ...(await readError(response)) })
      else {
        const { result } = (await response.json()) as { result: { categories: ImportCounts; products: ImportCounts } }
        setState({ step: 'applied', result })
      }
    } catch {
      setState({
        step: 'refused',
        message: 'Applying failed (network). Check the catalogue before retrying.',
        issues: [],
      })
    }
    focusResult()
  }

  return (
    <section aria-labelledby="import-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id="import-heading" className="text-lg font-semibold text-navy-900">
        Import
      </h2>
      <form onSubmit={check} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="catalogue-archive" className="text-sm font-semibold text-slate-800">
            Catalogue archive (.zip, at most {maxMegabytes} MB)
          </label>
          <input
            id="catalogue-archive"
            ref={fileRef}
            type="file"
            accept=".zip,application/zip"
            className={
              'max-w-full text-sm file:me-3 file:rounded-md file:border file:border-slate-300 ' +
              'file:bg-white file:px-3 file:py-2 file:font-semibold'
            }
            onChange={() => setState({ step: 'idle' })}
          />
        </div>
        <Button type="submit" disabled={state.step === 'checking' || state.step === 'applying'}>
          <FileSearch aria-hidden="true" />
          {state.step === 'checking' ? 'Checking…' : 'Check file (dry run)'}
        </Button>
      </form>

      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-5 outline-none">
        {state.step === 'refused' && (
          <div
            role="alert"
            className="rounded-md border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700"
          >
            <p className="flex items-start gap-2 font-semibold">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {state.message}
            </p>
            {state.issues.length > 0 && (
              <ul aria-label="Problems in the file" className="mt-2 list-disc ps-6">
                {state.issues.slice(0, 100).map((issue, i) => (
                  <li key={i}>
                    <code className="font-semibold">{issue.path}</code>: {issue.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {(state.step === 'checked' || state.step === 'applying') && (
          <DryRun
            diff={state.staged.diff}
            fileName={state.fileName}
            counts={state.staged.counts}
            applying={state.step === 'applying'}
            onApply={() => apply(state.staged, state.fileName)}
          />
        )}
        {state.step === 'applied' && (
          <p
            className={
              'flex items-start gap-2 rounded-md border border-success-600/30 bg-success-50 px-4 py-3 ' +
              'text-sm font-semibold text-success-600'
            }
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Imported: categories {state.result.categories.created} created, {state.result.categories.updated} updated;
            products {state.result.products.created} created, {state.result.products.updated} updated. The site shows
            the new catalogue now.
          </p>
        )}
      </div>
    </section>
  )
}

function DryRun({
  diff,
  fileName,
  counts,
  applying,
  onApply,
}: {
  diff: CatalogueDiff
  fileName: string
  counts: { categories: number; products: number }
  applying: boolean
  onApply: () => void
}) {
  const changes =
    diff.categories.created.length +
    diff.categories.changed.length +
    diff.products.created.length +
    diff.products.changed.length
  return (
    <div>
      <h3 className="text-base font-semibold text-navy-900">Dry run of {fileName}</h3>
      <p className="mt-1 text-sm text-slate-600">
        The file is valid: {counts.categories} categories, {counts.products} products. Nothing has been written yet.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <EntityChanges title="Categories" diff={diff.categories} />
        <EntityChanges title="Products" diff={diff.products} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="button" onClick={onApply} disabled={applying || changes === 0}>
          <Upload aria-hidden="true" />
          {applying ? 'Applying…' : 'Apply import'}
        </Button>
        {changes === 0 && <p className="text-sm text-slate-600">Nothing to apply: the catalogue already matches.</p>}
      </div>
    </div>
  )
}

function EntityChanges({ title, diff }: { title: string; diff: EntityDiff }) {
  const headingId = `diff-${title.toLowerCase()}`
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-navy-900">
        {title}
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        {diff.created.length} to create, {diff.changed.length} to change, {diff.unchanged} unchanged
        {diff.notInFile.length > 0 && `, ${diff.notInFile.length} not in the file`}
      </p>
      <DiffList
        label={`${title} to create`}
        items={diff.created.map((e) => ({ key: e.slug, text: `${e.name} (${e.slug})` }))}
      />
      <DiffList
        label={`${title} to change`}
        items={diff.changed.map((e) => ({
          key: e.slug,
          text: `${e.name} (${e.slug})${e.deactivated ? ', deactivated' : ''}: ${e.fields.join(', ')}`,
        }))}
      />
      <DiffList
        label={`${title} not in the file (left as they are)`}
        items={diff.notInFile.map((e) => ({ key: e.slug, text: `${e.name} (${e.slug})` }))}
      />
    </section>
  )
}

function DiffList({ label, items }: { label: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return null
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-slate-800">{label}</p>
      <ul aria-label={label} className="mt-1 list-disc ps-5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </div>
  )
}
