'use client'

import { startTransition, useActionState, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { FormMessage } from '@/staff/shared/form-message'
import type { FormConflict } from '@/staff/shared/form-state'
import { saveContentAction } from './actions'
import { EnglishFields, TranslationTabs } from './content-fields'
import { inputOf, KIND_LABELS, parseContentInput, type ContentInput, type EditableKind } from './form'
import { inputFromEntry } from './form-values'
import { PublishingFields } from './publishing-fields'
import type { ContentFormState, ContentSnapshot } from './save'

const IDLE: ContentFormState = { status: 'idle', message: null }

/** Someone else saved first: the fields they changed, with both values, and the two ways on. */
export function ConflictNotice({
  conflict,
  onOverwrite,
  onLoadTheirs,
}: {
  conflict: FormConflict<ContentSnapshot>
  onOverwrite: () => void
  onLoadTheirs: () => void
}) {
  return (
    <section
      aria-labelledby="content-conflict-title"
      className="rounded-md border border-danger-600 bg-white px-4 py-3 text-sm"
    >
      <h2 id="content-conflict-title" className="font-semibold text-danger-800">
        Someone else saved this entry after you opened it
      </h2>
      <p className="mt-1 text-slate-700">Your edits are still in the form. These fields changed in their version:</p>
      <ul className="mt-2 list-disc ps-5 text-slate-800" aria-label="Fields they changed">
        {conflict.changes.map((c) => (
          <li key={c.field}>
            <span className="font-semibold">{c.label}</span>: {c.before} → {c.after}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onLoadTheirs}>
          Load their version (drops my edits)
        </Button>
        <Button type="button" size="sm" variant="destructive" onClick={onOverwrite}>
          Keep my edits and save over theirs
        </Button>
      </div>
    </section>
  )
}

/**
 * The editor of one news item, event, case study or office (docs/decisions/044-site-content-in-the-database.md):
 * English on the left, Dari and Pashto beside it, the publishing block at the end. One `<form>` over the save
 * action (docs/decisions/042-one-way-to-build-a-staff-screen.md): it posts without JavaScript (the plain fields;
 * uploads and the body editor need script), and with it the browser first runs the same parse as the server, then
 * posts without resetting the form, so a refusal or a conflict keeps every input as typed.
 */
export function ContentEditor({
  kind,
  entry,
  products,
  heading,
  notice,
  children,
}: {
  kind: EditableKind
  entry: ContentSnapshot | null
  products: { slug: string; name: string }[]
  heading: string
  notice?: string
  /** Shown under the form (the history). */
  children?: React.ReactNode
}) {
  const [state, formAction, pending] = useActionState(saveContentAction, IDLE)
  const initial = inputFromEntry(kind, entry ?? { fields: {}, translations: {} })
  const [loaded, setLoaded] = useState<{ key: number; values: ContentInput }>({ key: 0, values: initial })
  const [version, setVersion] = useState(entry?.version ?? 0)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [handled, setHandled] = useState<ContentFormState>(IDLE)
  if (handled !== state) {
    setHandled(state)
    if (state.status === 'done' && state.version) setVersion(state.version)
  }
  // A newer stored version arrived with the page (after a save, or a version restored from the history): the form
  // shows it as stored (as the server cleaned it) and continues from it.
  const [seen, setSeen] = useState(entry?.version ?? 0)
  if (entry && entry.version !== seen) {
    setSeen(entry.version)
    setVersion(entry.version)
    setLoaded((l) => ({ key: l.key + 1, values: inputFromEntry(kind, entry) }))
  }

  // A page posted without JavaScript comes back with its input; in the browser the inputs keep theirs anyway.
  const values = loaded.key > 0 ? loaded.values : (state.input ?? loaded.values)
  const errors = clientErrors ?? (state.status === 'error' ? (state.fieldErrors ?? {}) : {})
  const message = clientErrors
    ? { status: 'error' as const, message: 'Some fields need attention: see the messages at each field.' }
    : state

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const parsed = parseContentInput(kind, inputOf(data), { now: new Date(), stored: entry })
    if (!parsed.ok) {
      setClientErrors(parsed.fieldErrors)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setClientErrors(null)
    startTransition(() => formAction(data))
  }

  const conflict = state.status === 'error' && !clientErrors ? state.conflict : undefined
  return (
    <main className="container-content py-8 md:py-10">
      <p className="text-sm">
        <Link href={`/admin/content?kind=${kind}`}>← {KIND_LABELS[kind].many}</Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-navy-900">{heading}</h1>
      {entry && (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            {KIND_LABELS[kind].one} · version {version}
          </span>
          {kind !== 'office' && (
            <span className="flex flex-wrap gap-x-3">
              {/* The saved version as its page shows it, in each language (English while one is incomplete). */}
              {(
                [
                  ['en', 'Preview'],
                  ['fa', 'Preview in Dari'],
                  ['ps', 'Preview in Pashto'],
                ] as const
              ).map(([lang, label]) => (
                <Link key={lang} href={`/admin/content/${entry.id}/preview?lang=${lang}`}>
                  {label}
                </Link>
              ))}
            </span>
          )}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-3 text-sm font-medium text-success-600">
          {notice}
        </p>
      )}
      <form
        ref={formRef}
        key={loaded.key}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="mt-6 flex flex-col gap-8"
        aria-describedby="content-form-message"
      >
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={entry?.id ?? ''} />
        <input type="hidden" name="version" value={version} />
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            onOverwrite={() => {
              setVersion(conflict.version)
              requestAnimationFrame(() => formRef.current?.requestSubmit())
            }}
            onLoadTheirs={() => {
              setVersion(conflict.version)
              setLoaded((l) => ({ key: l.key + 1, values: inputFromEntry(kind, conflict.current) }))
            }}
          />
        )}
        <div className="grid gap-8 xl:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-5">
            <SlugField values={values} error={errors.slug} />
            <EnglishFields kind={kind} values={values} errors={errors} products={products} />
          </div>
          <TranslationTabs kind={kind} values={values} errors={errors} products={products} />
        </div>
        <PublishingFields values={values} errors={errors} />
        <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white py-3">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : entry ? 'Save' : `Create ${KIND_LABELS[kind].one.toLowerCase()}`}
          </Button>
          <div id="content-form-message">
            <FormMessage state={message} />
          </div>
        </div>
      </form>
      {children}
    </main>
  )
}

function SlugField({ values, error }: { values: ContentInput; error?: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="content-slug" className="text-sm font-semibold text-navy-900">
        Slug (web address)
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
        <span className="sr-only"> (required)</span>
      </label>
      <input
        id="content-slug"
        name="slug"
        defaultValue={values.slug}
        required
        maxLength={100}
        dir="ltr"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'content-slug-error content-slug-hint' : 'content-slug-hint'}
        className={
          'h-10 rounded-md border border-slate-300 px-3 text-sm aria-invalid:border-danger-600 ' +
          'focus-visible:outline-2 focus-visible:outline-navy-600'
        }
      />
      <p id="content-slug-hint" className="text-xs text-slate-600">
        Lowercase letters, digits and hyphens. Changing it later keeps the old address working (it redirects).
      </p>
      {error && (
        <p id="content-slug-error" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  )
}
