'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { useActionState } from 'react'

import type { QuoteFormCopy } from '@/content/client-copy'
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from '@/lib/contact/fields'
import { Button } from '@/components/ui/button-base'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { QuoteFormState } from '@/actions/quote'

/**
 * "Send your request" on /quote (decision 030): contact details and a note, sent by the page's server action through
 * the contact form's pipeline. A plain <form> bound with useActionState: without JavaScript the browser posts it and
 * the page comes back with the errors and the typed text; with it React posts in the background. Validation is the
 * server's (the same schema as the contact form), so there is one set of rules and messages.
 */
export function QuoteSendForm({
  action,
  initialState,
  copy,
}: {
  copy: QuoteFormCopy
  action: (state: QuoteFormState, formData: FormData) => Promise<QuoteFormState>
  initialState: QuoteFormState
}) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const { values, errors } = state
  const { fields } = copy

  const text = (field: Exclude<ContactField, 'subject' | 'message'>, required: boolean, extra: object = {}) => (
    <Field
      id={`quote-${field}`}
      label={fields[field].label}
      required={required}
      requiredText={copy.required}
      optionalText={required ? undefined : copy.optional}
      error={errors[field]}
    >
      {(props) => (
        <Input
          {...props}
          name={field}
          defaultValue={values[field]}
          maxLength={CONTACT_LIMITS[field]}
          placeholder={fields[field].placeholder}
          {...extra}
        />
      )}
    </Field>
  )

  return (
    <form action={formAction} noValidate className="relative flex flex-col gap-5" aria-describedby="quote-send-intro">
      <input type="hidden" name="submissionId" value={state.submissionId} />
      {state.formError && (
        <p role="alert" className="rounded-md border border-danger-600 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {state.formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('name', true, { autoComplete: 'name' })}
        {text('email', true, { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false })}
        {text('company', false, { autoComplete: 'organization' })}
        {text('phone', false, { type: 'tel', autoComplete: 'tel' })}
      </div>
      <Field id="quote-message" label={copy.noteLabel} error={errors.message}>
        {(props) => (
          <Textarea
            {...props}
            name="message"
            rows={4}
            maxLength={CONTACT_LIMITS.message}
            placeholder={copy.notePlaceholder}
            defaultValue={values.message}
          />
        )}
      </Field>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="quote-hp">{copy.honeypotLabel}</label>
        <input id="quote-hp" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          <SpriteIcon name="send" aria-hidden="true" />
          {pending ? copy.sending : copy.send}
        </Button>
      </div>
    </form>
  )
}
