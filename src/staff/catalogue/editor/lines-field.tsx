'use client'

import { useController, useFormContext } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { errorAt, firstNestedError, type Values } from './form'

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
  const {
    control,
    formState: { errors },
  } = useFormContext<Values>()
  const { field } = useController({ control, name: id })
  const error = errorAt(errors, id) ?? firstNestedError(errors, id)
  return (
    <Field id={id} label={label} optionalText="(optional)" hint={hint} error={error}>
      {(p) => (
        <Textarea
          {...p}
          className="min-h-28"
          value={(field.value ?? []).join('\n')}
          onChange={(e) => field.onChange(e.target.value.split('\n'))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    </Field>
  )
}
