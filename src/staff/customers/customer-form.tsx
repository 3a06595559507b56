'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { MAX_CONTACTS } from '@/lib/customers/customer-form'
import { fieldError, IDLE } from '@/staff/shared/form-state'
import { FormMessage } from '@/staff/shared/form-message'
import { saveCustomerAction, type CustomerFormState } from './actions'

/** Two empty rows under the contacts there are, for a new one (up to the limit). */
const SPARE_ROWS = 2

/**
 * A customer record's edit form (decision 042's one shape): kind, name, notes and its contacts, one row each (a row
 * left empty is not a contact; emptying one removes it). It posts the version it was shown; see saveCustomerAction.
 */
export function CustomerForm({
  customer,
}: {
  customer: {
    id: number
    version: number
    kind: 'company' | 'person'
    name: string
    notes: string
    contacts: { name: string; email: string | null; phone: string | null }[]
  }
}) {
  const [state, action, pending] = useActionState<CustomerFormState, FormData>(saveCustomerAction, IDLE)
  const typed = state.status === 'error' ? state.input : undefined
  const value = (name: string, stored: string) => typed?.[name] ?? stored
  const rows = Math.min(MAX_CONTACTS, customer.contacts.length + SPARE_ROWS)
  // After a refusal for a conflict, the next save is the deliberate one over the newer version.
  const version = state.conflict?.version ?? customer.version
  return (
    <form action={action} key={customer.version} className="grid gap-4" data-testid="customer-form">
      <input type="hidden" name="id" value={customer.id} />
      <input type="hidden" name="version" value={version} />
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field id="customer-kind" label="Kind" required error={fieldError(state, 'kind')}>
          {(p) => (
            <Select {...p} name="kind" defaultValue={value('kind', customer.kind)}>
              <option value="company">Company</option>
              <option value="person">Person</option>
            </Select>
          )}
        </Field>
        <Field id="customer-name" label="Name" required error={fieldError(state, 'name')}>
          {(p) => <Input {...p} name="name" defaultValue={value('name', customer.name)} maxLength={200} />}
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Contacts</legend>
        <p className="text-xs text-slate-600">
          Each needs an e-mail address or a phone number; empty a row to remove it.
        </p>
        {Array.from({ length: rows }, (_, i) => {
          const stored = customer.contacts[i]
          const name = (f: string) => `contacts.${i}.${f}`
          return (
            <div key={i} className="grid gap-2 rounded-md border border-slate-200 p-3">
              <Field id={`contact-${i}-name`} label={`Contact ${i + 1}: name`} error={fieldError(state, name('name'))}>
                {(p) => (
                  <Input
                    {...p}
                    name={name('name')}
                    defaultValue={value(name('name'), stored?.name ?? '')}
                    maxLength={120}
                  />
                )}
              </Field>
              <Field id={`contact-${i}-email`} label="E-mail" error={fieldError(state, name('email'))}>
                {(p) => (
                  <Input
                    {...p}
                    type="email"
                    name={name('email')}
                    defaultValue={value(name('email'), stored?.email ?? '')}
                    maxLength={254}
                    dir="ltr"
                  />
                )}
              </Field>
              <Field id={`contact-${i}-phone`} label="Phone" error={fieldError(state, name('phone'))}>
                {(p) => (
                  <Input
                    {...p}
                    type="tel"
                    name={name('phone')}
                    defaultValue={value(name('phone'), stored?.phone ?? '')}
                    maxLength={32}
                    dir="ltr"
                  />
                )}
              </Field>
            </div>
          )
        })}
      </fieldset>
      <Field id="customer-notes" label="Notes" optionalText="(optional)" error={fieldError(state, 'notes')}>
        {(p) => (
          <Textarea {...p} name="notes" rows={3} defaultValue={value('notes', customer.notes)} maxLength={4000} />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : state.conflict ? 'Save mine over theirs' : 'Save record'}
        </Button>
        <FormMessage state={state} />
      </div>
    </form>
  )
}
