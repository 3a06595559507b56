'use client'

import { startTransition, useActionState, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Link } from '@/components/ui/link'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS, parseAdvisoryInput, postedForm, type PostedForm } from '@/lib/library/input'
import { ADVISORY_SEVERITIES } from '@/lib/library/kinds'
import { FormMessage } from '@/staff/shared/form-message'
import { saveAdvisoryAction } from './actions'
import { DeleteDraft } from './delete-draft'
import { IDLE } from './form-state'
import { SEVERITY_LABELS, STATUS_LABELS } from './labels'
import type { TargetOptions } from './load'
import { TargetsField } from './targets-field'
import { TranslatedInput, TranslationTabs } from './translation-tabs'

export interface AdvisoryValues {
  id: number | null
  rowVersion: number
  everPublished: boolean
  values: PostedForm
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
 * An advisory's editor (docs/support-library.md): how serious, what it says, what to do instead, the days it holds,
 * the products and releases it is about, and its Dari and Pashto. "Do not install 2.0.3 on these receivers; stay on
 * 2.0.2" is the model case.
 */
export function AdvisoryEditor({
  advisory,
  options,
  releases,
  notice,
}: {
  advisory: AdvisoryValues
  options: TargetOptions
  releases: { id: number; title: string; version: string; status: string }[]
  notice?: string
}) {
  const [state, formAction, pending] = useActionState(saveAdvisoryAction, IDLE)
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
  const [rowVersion, setRowVersion] = useState(advisory.rowVersion)
  const [handled, setHandled] = useState(state)
  if (handled !== state) {
    setHandled(state)
    if (state.rowVersion) setRowVersion(state.rowVersion)
  }
  const values = state.input ?? advisory.values
  const errors = clientErrors ?? (state.status === 'error' ? (state.fieldErrors ?? {}) : {})
  const message = clientErrors
    ? { status: 'error' as const, message: 'Some fields need attention: see the messages at each field.' }
    : state
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const parsed = parseAdvisoryInput(postedForm(data))
    if (!parsed.ok) {
      setClientErrors(parsed.fieldErrors)
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setClientErrors(null)
    startTransition(() => formAction(data))
  }
  const field = (name: string) => ({ error: errors[name], id: `advisory-${name}` })
  const chosenReleases = many(values, 'release')
  return (
    <main className="container-content py-8 md:py-10">
      <p className="text-sm">
        <Link href="/admin/library">← Support library</Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-navy-900">
        {advisory.id ? `Edit advisory: ${one(advisory.values, 'title')}` : 'New advisory'}
      </h1>
      {notice && (
        <p role="status" className="mt-3 text-sm font-medium text-success-600">
          {notice}
        </p>
      )}
      <form action={formAction} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-8">
        <input type="hidden" name="id" value={advisory.id ?? ''} />
        <input type="hidden" name="rowVersion" value={rowVersion} />
        <div className="grid gap-8 xl:grid-cols-2">
          <fieldset className="flex min-w-0 flex-col gap-5">
            <legend className="mb-3 text-lg font-semibold text-navy-900">English</legend>
            <fieldset aria-describedby={errors.severity ? 'advisory-severity-error' : undefined}>
              <legend className="text-sm font-semibold text-navy-900">How serious</legend>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {ADVISORY_SEVERITIES.map((s) => (
                  <label key={s} className="flex items-center gap-1.5">
                    <input type="radio" name="severity" value={s} defaultChecked={one(values, 'severity') === s} />
                    {SEVERITY_LABELS[s]}
                  </label>
                ))}
              </div>
              {errors.severity && (
                <p id="advisory-severity-error" className="mt-1 text-sm font-medium text-danger-700">
                  {errors.severity}
                </p>
              )}
            </fieldset>
            <Field
              {...field('title')}
              label="Title"
              required
              hint="“Do not install firmware 2.0.3 on Vireo G9 receivers”."
            >
              {(props) => (
                <Input {...props} name="title" defaultValue={one(values, 'title')} maxLength={LIMITS.title} />
              )}
            </Field>
            <Field
              {...field('body')}
              label="Text"
              required
              hint="What happens, to which units. Plain text; an empty line starts a paragraph."
            >
              {(props) => (
                <Textarea {...props} name="body" rows={6} defaultValue={one(values, 'body')} maxLength={LIMITS.body} />
              )}
            </Field>
            <Field
              {...field('instead')}
              label="What to do instead"
              optionalText="(optional)"
              hint="“Stay on 2.0.2; install 2.1 when it is out.”"
            >
              {(props) => (
                <Textarea
                  {...props}
                  name="instead"
                  rows={3}
                  defaultValue={one(values, 'instead')}
                  maxLength={LIMITS.instead}
                />
              )}
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field {...field('startsOn')} label="First day it applies" required>
                {(props) => <Input {...props} type="date" name="startsOn" defaultValue={one(values, 'startsOn')} />}
              </Field>
              <Field
                {...field('endsOn')}
                label="Last day it applies"
                optionalText="(optional)"
                hint="Empty: until ended."
              >
                {(props) => <Input {...props} type="date" name="endsOn" defaultValue={one(values, 'endsOn')} />}
              </Field>
            </div>
          </fieldset>
          <TranslationTabs errors={errors}>
            {(locale, lang) =>
              (
                [
                  ['title', 'Title', false, LIMITS.title],
                  ['body', 'Text', true, LIMITS.body],
                  ['instead', 'What to do instead', true, LIMITS.instead],
                ] as const
              ).map(([name, label, multiline, max]) => (
                <TranslatedInput
                  key={name}
                  locale={locale}
                  lang={lang}
                  name={name}
                  label={label}
                  english={one(values, name)}
                  value={one(values, `translations.${locale}.${name}`)}
                  error={errors[`translations.${locale}.${name}`]}
                  multiline={multiline}
                  max={max}
                />
              ))
            }
          </TranslationTabs>
        </div>
        <TargetsField
          legend="About which products"
          options={options}
          productIds={many(values, 'product').map(Number)}
          categoryIds={many(values, 'category').map(Number)}
          error={errors.targets}
        />
        <fieldset
          className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4"
          aria-describedby={errors.releases ? 'advisory-releases-error' : 'advisory-releases-hint'}
        >
          <legend className="px-1 text-lg font-semibold text-navy-900">About which releases (optional)</legend>
          <p id="advisory-releases-hint" className="text-sm text-slate-600">
            A withdrawn release&rsquo;s page and links show the advisories that name it.
          </p>
          {errors.releases && (
            <p id="advisory-releases-error" className="text-sm font-medium text-danger-700">
              {errors.releases}
            </p>
          )}
          <ul className="max-h-72 overflow-y-auto rounded-md border border-slate-200 p-3">
            {releases.map((r) => (
              <li key={r.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="release"
                    value={r.id}
                    defaultChecked={chosenReleases.includes(String(r.id))}
                  />
                  {r.title} {r.version}
                  <span className="text-slate-600">
                    ({STATUS_LABELS[r.status as keyof typeof STATUS_LABELS]?.label ?? r.status})
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="rounded-card border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-navy-900">Publication</legend>
          <div className="mt-1 flex flex-col gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name="published" value="false" defaultChecked={one(values, 'published') !== 'true'} />
              Draft: only staff see it.
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="published" value="true" defaultChecked={one(values, 'published') === 'true'} />
              Published: on the product pages from its first day
              {advisory.everPublished ? '' : '; subscribers are e-mailed once'}.
            </label>
          </div>
        </fieldset>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white py-3">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : advisory.id ? 'Save advisory' : 'Create advisory'}
          </Button>
          <FormMessage state={message} />
        </div>
      </form>
      {advisory.id && !advisory.everPublished && <DeleteDraft id={advisory.id} what="advisory" />}
    </main>
  )
}
