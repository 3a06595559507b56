'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { DEFAULT_WARRANTY_MONTHS, UNIT_NOTES_MAX } from '@/lib/service/unit-form'
import { fieldError, IDLE } from '@/staff/shared/form-state'
import { FormMessage } from '@/staff/shared/form-message'
import { createUnitAction, type UnitFormState } from './unit-actions'

/** Records a unit sold: product, serial, sale date, warranty months, notes (decision 042's one form shape). */
export function UnitForm({ products }: { products: { id: number; name: string }[] }) {
  const [state, action, pending] = useActionState<UnitFormState, FormData>(createUnitAction, IDLE)
  // After a save the form starts empty (a new key); after a refusal it keeps what was typed.
  const input = state.status === 'error' ? (state.input ?? {}) : {}
  return (
    <form action={action} key={state.status === 'done' ? state.message : 'form'} className="grid gap-4 sm:grid-cols-2">
      <Field id="unit-product" label="Product" required error={fieldError(state, 'productId')}>
        {(p) => (
          <Select {...p} name="productId" defaultValue={input.productId ?? ''}>
            <option value="">Choose…</option>
            {products.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="unit-serial" label="Serial number" required error={fieldError(state, 'serial')}>
        {(p) => <Input {...p} name="serial" defaultValue={input.serial ?? ''} maxLength={40} />}
      </Field>
      <Field id="unit-sale" label="Sale date" required error={fieldError(state, 'saleDate')}>
        {(p) => <Input {...p} type="date" name="saleDate" defaultValue={input.saleDate ?? ''} />}
      </Field>
      <Field id="unit-warranty" label="Warranty (months)" error={fieldError(state, 'warrantyMonths')}>
        {(p) => (
          <Input
            {...p}
            name="warrantyMonths"
            inputMode="numeric"
            defaultValue={input.warrantyMonths ?? String(DEFAULT_WARRANTY_MONTHS)}
            maxLength={3}
          />
        )}
      </Field>
      <Field
        id="unit-notes"
        label="Notes"
        optionalText="(optional)"
        error={fieldError(state, 'notes')}
        className="sm:col-span-2"
      >
        {(p) => <Textarea {...p} name="notes" rows={2} defaultValue={input.notes ?? ''} maxLength={UNIT_NOTES_MAX} />}
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : 'Record unit'}
        </Button>
        <FormMessage state={state} />
      </div>
    </form>
  )
}
