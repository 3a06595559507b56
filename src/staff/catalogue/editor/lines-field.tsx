'use client'

import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { firstNestedError } from './form'
import { useProductForm } from './use-product-form'

/** A list of short texts edited as lines of a textarea (the form keeps the lines; blank ones are dropped). */
export function LinesField({
  id,
  label,
  hint,
}: {
  id: 'key_features' | 'features' | 'applications'
  label: string
  hint: string
}) {
  const form = useProductForm()
  const error = form.error(id) ?? firstNestedError(form.errors, id)
  return (
    <Field id={id} label={label} optionalText="(optional)" hint={hint} error={error}>
      {(p) => (
        <Textarea
          {...p}
          className="min-h-28"
          value={(form.values[id] ?? []).join('\n')}
          onChange={(e) => form.set(id, e.target.value.split('\n'))}
          name={id}
        />
      )}
    </Field>
  )
}
