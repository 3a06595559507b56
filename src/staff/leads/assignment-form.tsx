'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { ASSIGNMENT_RULE_SLOTS } from '@/lib/sales/lead-forms'
import { fieldError, IDLE, type FormState } from '@/staff/shared/form-state'
import { FormMessage } from '@/staff/shared/form-message'
import { saveAssignment } from './assignment-actions'

const FIELD = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900'
const LEGEND = 'text-sm font-semibold text-navy-900'

export interface AssignmentFormProps {
  mode: 'business' | 'plain'
  /** Kabul dates, YYYY-MM-DD. */
  holidays: string[]
  promiseHours: number
  roundRobin: number[]
  rules: { kind: 'subject' | 'category'; value: string; ownerId: number }[]
  owners: { id: number; displayName: string; role: string }[]
  subjects: { value: string; label: string }[]
  categories: { value: string; label: string }[]
}

/** The owner's Assignment screen: reply clock, round robin, and rules (first match wins). */
export function AssignmentForm(props: AssignmentFormProps) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveAssignment, IDLE)
  const input = state.status === 'error' ? state.input : undefined
  const mode = input?.mode ?? props.mode
  const holidays = input?.holidays ?? props.holidays.join('\n')
  const holidaysError = fieldError(state, 'holidays')
  const members = input ? (input.roundRobin ?? '').split(',').filter(Boolean).map(Number) : props.roundRobin
  const rule = (i: number) =>
    input
      ? {
          kind: input[`rules.${i}.kind`] ?? 'subject',
          value: input[`rules.${i}.value`] ?? '',
          owner: input[`rules.${i}.ownerId`] ?? '',
        }
      : {
          kind: props.rules[i]?.kind ?? 'subject',
          value: props.rules[i]?.value ?? '',
          owner: props.rules[i] ? String(props.rules[i].ownerId) : '',
        }
  return (
    <form action={action} key={JSON.stringify(input ?? props)} className="mt-6 flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5">
        <legend className={LEGEND}>Reply clock</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="mode" value="business" defaultChecked={mode === 'business'} />
          Business hours (Saturday to Thursday, 8:00–17:00 Afghanistan time)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="mode" value="plain" defaultChecked={mode === 'plain'} />
          Plain hours (every hour counts, nights and Fridays too)
        </label>
        <p className="text-sm text-slate-700">
          Reply promised within <strong>{props.promiseHours} hours</strong>, as on the contact page. Change it in{' '}
          <Link href="/admin/content/settings" className="font-medium text-navy-700 underline underline-offset-2">
            Contact settings
          </Link>
          .
        </p>
        <label htmlFor="holidays" className="mt-2 text-sm font-medium text-slate-900">
          Public holidays
        </label>
        <p id="holidays-hint" className="-mt-2 text-sm text-slate-600">
          Days off although their weekday works (Nowruz, Eid): one date a line, as YYYY-MM-DD in Afghanistan time. The
          business-hours clock skips them.
        </p>
        <textarea
          id="holidays"
          name="holidays"
          rows={4}
          defaultValue={holidays}
          aria-invalid={holidaysError ? true : undefined}
          aria-describedby={holidaysError ? 'holidays-hint holidays-error' : 'holidays-hint'}
          className={`${FIELD} max-w-xs font-mono`}
        />
        {holidaysError && (
          <p id="holidays-error" className="text-sm text-danger-700">
            {holidaysError}
          </p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-5">
        <legend className={LEGEND}>Round robin</legend>
        <p className="text-sm text-slate-600">
          New leads that match no rule go to these accounts in turn. With none chosen, they stay unassigned.
        </p>
        {props.owners.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="roundRobin" value={o.id} defaultChecked={members.includes(o.id)} />
            {o.displayName} ({o.role === 'owner' ? 'Owner' : 'Sales'})
          </label>
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-5">
        <legend className={LEGEND}>Rules</legend>
        <p className="text-sm text-slate-600">
          Checked in order; the first that matches a new lead gives it its owner. Leave a row empty to skip it.
        </p>
        {Array.from({ length: ASSIGNMENT_RULE_SLOTS }, (_, i) => {
          const r = rule(i)
          const error = fieldError(state, `rules.${i}.value`) ?? fieldError(state, `rules.${i}.ownerId`)
          return (
            <div key={i} className="flex flex-wrap items-end gap-2" role="group" aria-label={`Rule ${i + 1}`}>
              <label className="flex flex-col gap-1 text-xs text-slate-700">
                When
                <select name={`rules.${i}.kind`} defaultValue={r.kind} className={FIELD}>
                  <option value="subject">Subject is</option>
                  <option value="category">Product category is</option>
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-slate-700">
                Value
                <select name={`rules.${i}.value`} defaultValue={r.value} className={FIELD}>
                  <option value="">-</option>
                  <optgroup label="Subjects">
                    {props.subjects.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label="Categories">
                    {props.categories.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </label>
              <label className="flex flex-col gap-1 text-xs text-slate-700">
                Owner
                <select name={`rules.${i}.ownerId`} defaultValue={r.owner} className={FIELD}>
                  <option value="">-</option>
                  {props.owners.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.displayName}
                    </option>
                  ))}
                </select>
              </label>
              {error && (
                <p className="w-full text-sm text-danger-700">Rule {i + 1}: choose both a value and an owner.</p>
              )}
            </div>
          )
        })}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save settings'}
        </Button>
        <FormMessage state={state} />
      </div>
    </form>
  )
}
