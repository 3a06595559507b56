'use client'

import { useId, useState } from 'react'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { valueAt } from '@/staff/shared/use-draft'
import { useProductForm } from './use-product-form'

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
 * editor is written with. `error` overrides the path's own error (a list item's error, say). `parse` turns the text
 * into the value the form keeps (a number); the input then keeps the text as typed ("12." on the way to "12.5").
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
  parse,
  onText,
  ...inputProps
}: {
  name: string
  label: string
  required?: boolean
  optional?: boolean
  hint?: React.ReactNode
  error?: string
  className?: string
  multiline?: boolean
  inputClassName?: string
  parse?: (text: string) => unknown
  /** Called with each new text after the form has it (the slug follows the name). */
  onText?: (text: string) => void
} & Pick<React.ComponentProps<'input'>, 'placeholder' | 'inputMode' | 'autoComplete' | 'spellCheck'>) {
  const form = useProductForm()
  const value = valueAt(form.values, name)
  const [typed, setTyped] = useState<string | null>(null)
  // Typed text stays while it still means the form's value; a value loaded from elsewhere replaces it.
  const text = typed !== null && parse && Object.is(parse(typed), value) ? typed : value == null ? '' : String(value)
  const bind = {
    name,
    value: text,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.target.value
      setTyped(next)
      form.set(name, parse ? parse(next) : next)
      onText?.(next)
    },
  }
  return (
    <Field
      id={name}
      label={label}
      required={required}
      optionalText={optional ? '(optional)' : undefined}
      hint={hint}
      error={error ?? form.error(name)}
      className={className}
    >
      {(p) =>
        multiline ? (
          <Textarea {...p} className={inputClassName} {...bind} />
        ) : (
          <Input {...p} {...inputProps} {...bind} />
        )
      }
    </Field>
  )
}

export function Checkbox({ id, label }: { id: 'is_active' | 'is_featured'; label: string }) {
  const form = useProductForm()
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="size-5 accent-navy-700"
        checked={Boolean(form.values[id])}
        onChange={(event) => form.set(id, event.target.checked)}
      />
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
    </div>
  )
}
