import { SpriteIcon } from './icon-svg'

import { cn } from '#lib/cn'
import { Label } from './label'

/** Props a form control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  required: boolean | undefined
}

/**
 * A labelled form field: label (with a required marker or an "(optional)" note), the control, an optional hint
 * and the error message. The control gets its id, `aria-invalid` and `aria-describedby` from `children(props)`, so
 * screen readers read the error with the field.
 */
export function Field({
  id,
  label,
  required,
  requiredText = 'required',
  optionalText,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  /** Visually hidden text after the asterisk. */
  requiredText?: string
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalText?: string
  hint?: React.ReactNode
  error?: string
  className?: string
  children: (props: FieldControlProps) => React.ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ms-0.5 text-danger-700">
              *
            </span>
            <span className="sr-only"> ({requiredText})</span>
          </>
        ) : optionalText ? (
          <span className="ms-1.5 font-normal text-slate-600">{optionalText}</span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required: required || undefined,
      })}
      {hint && (
        <div id={hintId} className="text-xs text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <SpriteIcon name="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  )
}
