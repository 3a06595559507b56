'use client'

import { startTransition, useActionState, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { LIMITS, parseReleaseInput, postedForm, type PostedForm } from '@/lib/library/input'
import { RELEASE_KINDS, RELEASE_LANGUAGES, RELEASE_STATUSES } from '@/lib/library/kinds'
import { RichTextField } from '@/staff/content/rich-text-field'
import { FormMessage } from '@/staff/shared/form-message'
import { saveReleaseAction } from './actions'
import { DeleteDraft } from './delete-draft'
import { FileUploads, type StoredFile } from './file-uploads'
import { IDLE } from './form-state'
import { KIND_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from './labels'
import type { TargetOptions } from './load'
import { TargetsField } from './targets-field'
import { TranslatedInput, TranslationTabs } from './translation-tabs'

export interface ReleaseValues {
  id: number | null
  rowVersion: number
  values: PostedForm
  files: StoredFile[]
  published: boolean
  everPublished: boolean
}

const one = (values: PostedForm, name: string) => {
  const v = values[name]
  return (Array.isArray(v) ? v[0] : v) ?? ''
}
const many = (values: PostedForm, name: string) => {
  const v = values[name]
  return v === undefined ? [] : Array.isArray(v) ? v : [v]
}

/**
 * A release's editor (docs/support-library.md): what it is, its version and date, the products it is for, its files
 * (uploaded with resume), notes, requirements, status and publication, and its Dari and Pashto beside the English.
 * One `<form>` over the save action (docs/decisions/042-one-way-to-build-a-staff-screen.md); the browser runs the
 * same parse as the server first, and a refusal keeps every input as typed, uploads included.
 */
export function ReleaseEditor({
  release,
  options,
  maxBytes,
  notice,
}: {
  release: ReleaseValues
  options: TargetOptions
  maxBytes: number
  notice?: string
}) {
  const [state, formAction, pending] = useActionState(saveReleaseAction, IDLE)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const [rowVersion, setRowVersion] = useState(release.rowVersion)
  const [handled, setHandled] = useState(state)
  if (handled !== state) {
    setHandled(state)
    if (state.rowVersion) setRowVersion(state.rowVersion)
  }
  const values = state.input ?? release.values
  const errors = clientErrors ?? (state.status === 'error' ? (state.fieldErrors ?? {}) : {})
  const message = clientErrors
    ? { status: 'error' as const, message: 'Some fields need attention: see the messages at each field.' }
    : state
  const pasted = Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k.startsWith('checksum.'))
      .map(([k, v]) => [k.slice('checksum.'.length), String(v)]),
  )

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const parsed = parseReleaseInput(postedForm(data))
    if (!parsed.ok) {
      setClientErrors(parsed.fieldErrors)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setClientErrors(null)
    startTransition(() => formAction(data))
  }

  const field = (name: string) => ({ error: errors[name], id: `release-${name}` })
  return (
    <main className="container-content py-8 md:py-10">
      <p className="text-sm">
        <Link href="/admin/library">← Support library</Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-navy-900">
        {release.id ? `Edit release: ${one(release.values, 'title')} ${one(release.values, 'version')}` : 'New release'}
      </h1>
      {release.id && (
        <p className="mt-1 text-sm text-slate-600">
          Version {rowVersion} of this record · {release.published ? 'Published' : 'Draft'}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-3 text-sm font-medium text-success-600">
          {notice}
        </p>
      )}
      <form action={formAction} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-8">
        <input type="hidden" name="id" value={release.id ?? ''} />
        <input type="hidden" name="rowVersion" value={rowVersion} />
        <div className="grid gap-8 xl:grid-cols-2">
          <fieldset className="flex min-w-0 flex-col gap-5">
            <legend className="mb-3 text-lg font-semibold text-navy-900">English</legend>
            <Field {...field('kind')} label="Kind" required>
              {(props) => (
                <select
                  {...props}
                  name="kind"
                  defaultValue={one(values, 'kind')}
                  className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
                >
                  <option value="">Choose…</option>
                  {RELEASE_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {KIND_LABELS[k]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              {...field('title')}
              label="Title"
              required
              hint="The product family and what it is: “Vireo G9 receiver firmware”."
            >
              {(props) => (
                <Input {...props} name="title" defaultValue={one(values, 'title')} maxLength={LIMITS.title} />
              )}
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field {...field('version')} label="Version" required hint="As the manufacturer writes it: 2.1, 4.15.1.">
                {(props) => (
                  <Input
                    {...props}
                    name="version"
                    dir="ltr"
                    defaultValue={one(values, 'version')}
                    maxLength={LIMITS.version}
                  />
                )}
              </Field>
              <Field {...field('releaseDate')} label="Release date" required>
                {(props) => (
                  <Input {...props} type="date" name="releaseDate" defaultValue={one(values, 'releaseDate')} />
                )}
              </Field>
            </div>
            <Field
              {...field('requirements')}
              label="Minimum requirements"
              optionalText="(optional)"
              hint="“Needs controller software 7.2 or later.”"
            >
              {(props) => (
                <Input
                  {...props}
                  name="requirements"
                  defaultValue={one(values, 'requirements')}
                  maxLength={LIMITS.requirements}
                />
              )}
            </Field>
            <RichTextField
              name="notes"
              label="Release notes"
              initial={one(values, 'notes')}
              error={errors.notes}
              lang="en"
              dir="ltr"
            />
            <fieldset className="flex flex-col gap-1.5">
              <legend className="text-sm font-semibold text-navy-900">Languages of the release</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {RELEASE_LANGUAGES.map((l) => (
                  <label key={l} className="flex items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      name="language"
                      value={l}
                      defaultChecked={many(values, 'language').includes(l)}
                    />
                    {LANGUAGE_LABELS[l]}
                  </label>
                ))}
              </div>
            </fieldset>
          </fieldset>
          <TranslationTabs errors={errors}>
            {(locale, lang) => (
              <>
                <TranslatedInput
                  locale={locale}
                  lang={lang}
                  name="title"
                  label="Title"
                  english={one(values, 'title')}
                  value={one(values, `translations.${locale}.title`)}
                  error={errors[`translations.${locale}.title`]}
                  max={LIMITS.title}
                />
                <TranslatedInput
                  locale={locale}
                  lang={lang}
                  name="requirements"
                  label="Minimum requirements"
                  english={one(values, 'requirements')}
                  value={one(values, `translations.${locale}.requirements`)}
                  error={errors[`translations.${locale}.requirements`]}
                  max={LIMITS.requirements}
                />
                <RichTextField
                  name={`translations.${locale}.notes`}
                  label="Release notes"
                  initial={one(values, `translations.${locale}.notes`)}
                  lang={lang}
                  dir="rtl"
                />
              </>
            )}
          </TranslationTabs>
        </div>
        <TargetsField
          legend="For which products"
          options={options}
          productIds={many(values, 'product').map(Number)}
          categoryIds={many(values, 'category').map(Number)}
          error={errors.targets}
        />
        <FileUploads files={release.files} maxBytes={maxBytes} errors={errors} pasted={pasted} />
        <section aria-labelledby="release-status-heading" className="rounded-card border border-slate-200 bg-white p-4">
          <h2 id="release-status-heading" className="text-lg font-semibold text-navy-900">
            Status and publication
          </h2>
          <fieldset className="mt-3" aria-describedby={errors.status ? 'release-status-error' : undefined}>
            <legend className="text-sm font-semibold text-navy-900">Status</legend>
            <div className="mt-2 flex flex-col gap-2">
              {RELEASE_STATUSES.map((s) => (
                <label key={s} className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
                  <input
                    type="radio"
                    name="status"
                    value={s}
                    defaultChecked={one(values, 'status') === s}
                    className="row-span-2 mt-1"
                  />
                  <span className="font-semibold text-navy-900">{STATUS_LABELS[s].label}</span>
                  <span className="col-start-2 text-slate-600">{STATUS_LABELS[s].hint}</span>
                </label>
              ))}
            </div>
            {errors.status && (
              <p id="release-status-error" className="mt-1 text-sm font-medium text-danger-700">
                {errors.status}
              </p>
            )}
          </fieldset>
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-navy-900">Publication</legend>
            <div className="mt-2 flex flex-col gap-2 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="published"
                  value="false"
                  defaultChecked={one(values, 'published') !== 'true'}
                />
                Draft: only staff see it; its page and files answer “not found”.
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="published"
                  value="true"
                  defaultChecked={one(values, 'published') === 'true'}
                />
                Published: on the product pages, the hub and the feeds
                {release.everPublished ? '' : '; subscribers are e-mailed once'}.
              </label>
            </div>
          </fieldset>
        </section>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white py-3">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : release.id ? 'Save release' : 'Create release'}
          </Button>
          <FormMessage state={message} />
        </div>
      </form>
      {release.id && !release.everPublished && <DeleteDraft id={release.id} what="release" />}
    </main>
  )
}
