'use client'

import { Input } from '@/components/ui/input'
import type { ContentInput } from './form'

const STATUSES = [
  { value: 'draft', label: 'Draft', hint: 'Not on the site.' },
  { value: 'published', label: 'Published', hint: 'On the site from "Publish at" (or at once) until "Unpublish at".' },
  { value: 'archived', label: 'Archived', hint: 'Taken off the site; kept here with its history.' },
] as const

function DateTime({
  name,
  label,
  values,
  error,
  hint,
}: {
  name: 'publishAt' | 'unpublishAt'
  label: string
  values: ContentInput
  error?: string
  hint: string
}) {
  const errorId = `content-${name}-error`
  const describedBy = [error ? errorId : null, `content-${name}-hint`].filter(Boolean).join(' ')
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-navy-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        <div className="flex flex-col gap-1 text-xs text-slate-700">
          <label htmlFor={`content-${name}-date`}>Date</label>
          <Input
            id={`content-${name}-date`}
            type="date"
            name={`${name}.date`}
            defaultValue={values[`${name}.date`]}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="w-44"
          />
        </div>
        <div className="flex flex-col gap-1 text-xs text-slate-700">
          <label htmlFor={`content-${name}-time`}>Time (AFT)</label>
          <Input
            id={`content-${name}-time`}
            type="time"
            name={`${name}.time`}
            defaultValue={values[`${name}.time`]}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="w-32"
          />
        </div>
      </div>
      <p id={`content-${name}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * Status and schedule. Times are typed in Afghanistan time (AFT, UTC+4:30, no daylight saving) and converted on the
 * server; nothing runs at the moment of publishing: the site shows an entry while the time is between the two
 * (docs/decisions/044-site-content-in-the-database.md).
 */
export function PublishingFields({ values, errors }: { values: ContentInput; errors: Record<string, string> }) {
  return (
    <section aria-labelledby="content-publishing" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="content-publishing" className="text-lg font-semibold text-navy-900">
        Publishing
      </h2>
      <fieldset className="mt-3" aria-describedby={errors.status ? 'content-status-error' : undefined}>
        <legend className="text-sm font-semibold text-navy-900">Status</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {STATUSES.map((s) => (
            <div key={s.value} className="flex items-start gap-2 text-sm">
              <input
                id={`content-status-${s.value}`}
                type="radio"
                name="status"
                value={s.value}
                defaultChecked={(values.status || 'draft') === s.value}
                className="mt-1 size-4"
              />
              <label htmlFor={`content-status-${s.value}`}>
                <span className="font-semibold text-navy-900">{s.label}</span>
                <span className="block text-xs text-slate-600">{s.hint}</span>
              </label>
            </div>
          ))}
        </div>
        {errors.status && (
          <p id="content-status-error" className="mt-1 text-sm font-medium text-danger-700">
            {errors.status}
          </p>
        )}
      </fieldset>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <DateTime
          name="publishAt"
          label="Publish at (optional)"
          values={values}
          error={errors.publishAt}
          hint="Afghanistan time. Empty: as soon as it is published."
        />
        <DateTime
          name="unpublishAt"
          label="Unpublish at (optional)"
          values={values}
          error={errors.unpublishAt}
          hint="Afghanistan time. Empty: until it is archived."
        />
      </div>
    </section>
  )
}
