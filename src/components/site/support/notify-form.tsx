'use client'

import { useActionState } from 'react'

import type { NotifyFormState } from '@/lib/library/notify'
import { LOCALES, localeInfo } from '@/lib/i18n/locales'
import { Button } from '@/components/ui/button-base'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'

export interface NotifyFormCopy {
  email: string
  language: string
  submit: string
  sending: string
  required: string
  sent: string
  invalidEmail: string
  tooMany: string
  unavailable: string
  unknownProduct: string
}

/**
 * "Notify me" (docs/support-library.md): an e-mail address and the language of the e-mails, posted to the page's
 * server action. A plain <form> bound with useActionState: without JavaScript the browser posts it and the page comes
 * back with the answer and the address typed; with it React posts in the background.
 */
export function NotifyForm({
  action,
  initialState,
  product,
  copy,
}: {
  action: (state: NotifyFormState, formData: FormData) => Promise<NotifyFormState>
  initialState: NotifyFormState
  product: string
  copy: NotifyFormCopy
}) {
  const [state, formAction, pending] = useActionState(action, initialState)
  const emailError = state.status === 'invalid-email' ? copy.invalidEmail : undefined
  const problem = { 'too-many': copy.tooMany, unavailable: copy.unavailable, 'unknown-product': copy.unknownProduct }
  const formError = state.status in problem ? problem[state.status as keyof typeof problem] : undefined
  return (
    <form action={formAction} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="product" value={product} />
      {state.status === 'sent' && (
        <p role="status" className="rounded-md border border-navy-100 bg-navy-50 px-4 py-3 text-sm text-navy-900">
          {copy.sent}
        </p>
      )}
      {formError && (
        <p role="alert" className="rounded-md border border-danger-600 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          {formError}
        </p>
      )}
      <Field id="notify-email" label={copy.email} required requiredText={copy.required} error={emailError}>
        {(props) => (
          <Input
            {...props}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            defaultValue={state.email}
            // A new key per answer: the field shows what the server kept, also after a background post.
            key={`${state.status}:${state.email}`}
          />
        )}
      </Field>
      <Field id="notify-language" label={copy.language}>
        {(props) => (
          <Select {...props} name="language" defaultValue={state.language} key={state.language}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={localeInfo[locale].lang}>
                {localeInfo[locale].nativeName}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? copy.sending : copy.submit}
        </Button>
      </div>
    </form>
  )
}
