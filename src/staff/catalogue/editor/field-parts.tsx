'use client'

import { useId } from 'react'
import { useFormContext, type FieldPath, type RegisterOptions } from 'react-hook-form'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { errorAt, type Values } from './form'

/** One titled card of the editor. */
export function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: React.ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-card border border-slate-200 bg-white p-4 md:p-6">
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * A labelled text input (or textarea) bound to a form path, with its error: the one block every text field of the
 * editor is written with. `error` overrides the path's own error (a list item's error, say).
 */
export function TextField({
  name,
  label,
  required,
  optional,
  hint,
  error,
  className,
  multiline,
  inputClassName,
  options,
  ...inputProps
}: {
  name: FieldPath<Values>
  label: string
  required?: boolean
  optional?: boolean
  hint?: React.ReactNode
  error?: string
  className?: string
  multiline?: boolean
  inputClassName?: string
  options?: RegisterOptions<Values>
} & Pick<React.ComponentProps<'input'>, 'placeholder' | 'inputMode' | 'autoComplete' | 'spellCheck'>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Values>()
  return (
    <Field
      id={name}
      label={label}
      required={required}
      optionalText={optional ? '(optional)' : undefined}
      hint={hint}
      error={error ?? errorAt(errors, name)}
      className={className}
    >
      {(p) =>
        multiline ? (
          <Textarea {...p} className={inputClassName} {...register(name, options)} />
        ) : (
          <Input {...p} {...inputProps} {...register(name, options)} />
        )
      }
    </Field>
  )
}

export function Checkbox({ id, label }: { id: 'is_active' | 'is_featured'; label: string }) {
  const { register } = useFormContext<Values>()
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-5 accent-navy-700" {...register(id)} />
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
    </div>
  )
}
