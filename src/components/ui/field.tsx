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
  count,
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
  /**
   * A live count of what was typed against the field's limit, shown under it ("120 / 160") and read with it; from
   * nine tenths of the limit on, a change is also announced (politely). `unit` is the words after it for a screen
   * reader ("characters").
   */
  count?: { length: number; max: number; unit: string }
  className?: string
  children: (props: FieldControlProps) => React.ReactNode
}) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const countId = count ? `${id}-count` : undefined
  const describedBy = [errorId, hintId, countId].filter(Boolean).join(' ') || undefined
  const nearLimit = count !== undefined && count.length >= count.max * 0.9
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
      {count && (
        <p
          id={countId}
          aria-live={nearLimit ? 'polite' : 'off'}
          className={cn('text-xs tabular-nums', nearLimit ? 'font-semibold text-navy-900' : 'text-slate-600')}
        >
          {count.length} / {count.max}
          <span className="sr-only"> {count.unit}</span>
        </p>
      )}
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
