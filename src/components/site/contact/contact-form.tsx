'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { Link } from '@/components/ui/link'
import { useActionState, useEffect, useState, useSyncExternalStore } from 'react'

import type { ContactFormCopy } from '@/content/client-copy'
import { productHref } from '@/lib/routes'
import type { ContactFormState, ContactFormStatus } from '@/lib/contact/form-state'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  checkContactValues,
  emptyContactValues,
  type ContactField,
  type ContactFormValues,
} from '@/lib/contact/fields'
import { CONTACT_ENDPOINT, sendContactMessage } from '@/lib/contact/send'
import { newSubmissionId } from '@/lib/contact/submission-id'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import { Button } from '@/components/ui/button-base'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { Toast, Toaster, type ToastMessage } from '@/components/ui/toast'

/** The success toast stays this long (it is also announced; errors stay until dismissed). */
const SUCCESS_TOAST_MS = 10_000
/** A request that has not answered by then is treated as failed; the text stays in the form for a retry. */
const REQUEST_TIMEOUT_MS = 20_000
/** Show the remaining-characters counter once the message is this close to the limit. */
const COUNTER_FROM = 1_000

/**
 * What the visitor is shown for each state of the form, however it was sent: the one mapping from result to message.
 */
function toastFor(status: ContactFormStatus, { toasts }: ContactFormCopy): ToastMessage | null {
  switch (status) {
    case 'success':
      return { tone: 'success', ...toasts.success }
    case 'invalid':
      return { tone: 'error', ...toasts.invalid }
    case 'rate-limited':
      return { tone: 'error', ...toasts.rateLimited }
    case 'failed':
      return { tone: 'error', ...toasts.failure }
    default:
      return null
  }
}

const subscribeNothing = () => () => {}

/**
 * The contact form (docs/product.md §2.11 and §5.1; decision 010). Two ways to send, one path and one result
 * (src/lib/contact/send.ts):
 * - with JavaScript, it checks the schema's rules (without zod: src/lib/contact/fields.ts), then POSTs JSON to
 *   /api/contact and reads the real HTTP status: success clears the form and shows the toast only after the server
 *   has stored the message; any failure
 *   shows an error toast and keeps every character typed;
 * - before hydration or without JavaScript, the same <form> posts to the page's server action, which hands the same
 *   JSON to the same handler, and the page comes back rendered with the result (toast, field errors, typed values).
 * Either way the state becomes what the visitor sees here, through `toastFor` and the field errors.
 * The submission id travels in a hidden field: kept across retries (so a retry cannot store a second copy), renewed
 * after a success.
 */
export function ContactForm({
  action,
  initialState,
  product,
  sourcePage,
  endpoint = CONTACT_ENDPOINT,
  copy,
}: {
  /** contactFormCopy(locale, replyWithinHours) */
  copy: ContactFormCopy
  action: (state: ContactFormState, formData: FormData) => Promise<ContactFormState>
  initialState: ContactFormState
  /** The product the message is about (from `?product=`), shown on the form and stored with the message. */
  product?: { slug: string; name: string }
  sourcePage?: string
  endpoint?: string
}) {
  // `state` is the initial state, or after a no-JS post the action's result rendered by the server.
  const [state, formAction] = useActionState(action, initialState)
  const [values, setValues] = useState<ContactFormValues>(state.values)
  const [errors, setErrors] = useState(state.errors)
  const [submissionId, setSubmissionId] = useState(state.submissionId)
  const [toast, setToast] = useState<ToastMessage | null>(() => toastFor(state.status, copy))
  const [pending, setPending] = useState(false)
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

  useEffect(() => {
    if (toast?.tone !== 'success') return
    const timer = setTimeout(() => setToast(null), SUCCESS_TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast])

  const setValue = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    // An error disappears as soon as the field is edited; it is checked again on submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const showFieldErrors = (next: ContactFormState['errors']) => {
    setErrors(next)
    setToast(toastFor('invalid', copy))
    const first = CONTACT_FIELDS.find((f) => next[f])
    // After React has rendered the messages, so the field is announced with its error.
    if (first) requestAnimationFrame(() => document.getElementById(`contact-${first}`)?.focus())
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // With JavaScript the form posts JSON itself (and reads the real statuses); the form action is the no-JS path.
    event.preventDefault()
    if (pending) return
    const problems = checkContactValues(values, copy.validation)
    if (Object.keys(problems).length > 0) {
      showFieldErrors(problems)
      return
    }
    setErrors({})
    setToast(null)
    setPending(true)
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    const result = await sendContactMessage(
      {
        ...values,
        submissionId,
        product: product?.slug,
        sourcePage,
        locale: copy.locale,
        [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
      },
      (body) =>
        fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      newSubmissionId,
    )
    setPending(false)
    setSubmissionId(result.submissionId)
    if (result.status === 'success') setValues(emptyContactValues)
    if (result.status === 'invalid') showFieldErrors(result.errors)
    else setToast(toastFor(result.status, copy))
  }

  const left = CONTACT_LIMITS.message - values.message.length
  const { fields } = copy

  /**
   * A one-line field: its label, placeholder and length limit follow from its name, as do its value, change handler
   * and error; `required` chooses the asterisk or "(optional)". A render function, not a component, so typing never
   * remounts the input.
   */
  const textField = (
    name: 'name' | 'email' | 'company' | 'phone',
    required: boolean,
    { type, ...attributes }: Pick<React.ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode' | 'spellCheck'>,
  ) => (
    <Field
      id={`contact-${name}`}
      label={fields[name].label}
      {...(required ? { required, requiredText: copy.required } : { optionalText: copy.optional })}
      error={errors[name]}
    >
      {(props) => (
        <Input
          {...props}
          type={type}
          name={name}
          {...attributes}
          maxLength={CONTACT_LIMITS[name]}
          placeholder={fields[name].placeholder}
          value={values[name]}
          onChange={(e) => setValue(name, e.target.value)}
        />
      )}
    </Field>
  )

  return (
    <>
      <form
        action={formAction}
        onSubmit={onSubmit}
        noValidate={hydrated}
        aria-labelledby="contact-form-title"
        aria-busy={pending || undefined}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="submissionId" value={submissionId} />
        {product && <input type="hidden" name="product" value={product.slug} />}
        {sourcePage && <input type="hidden" name="sourcePage" value={sourcePage} />}

        {/* Without JavaScript the result comes back with the page: shown in the flow, above the fields. */}
        {!hydrated && toast && <Toast toast={toast} />}

        {product && (
          <div
            className={
              'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-navy-100 bg-navy-50 ' +
              'px-4 py-3 text-sm'
            }
          >
            <SpriteIcon name="package" aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
            <span className="font-semibold text-navy-900">{fill(copy.aboutProduct, { name: product.name })}</span>
            <Link
              href={productHref(product.slug)}
              className="text-navy-700 underline underline-offset-4 hover:text-navy-900"
            >
              {copy.viewProduct}
            </Link>
          </div>
        )}

        <p className="text-sm text-slate-600">{copy.requiredNote}</p>

        <div className="grid gap-5 sm:grid-cols-2">
          {textField('name', true, { autoComplete: 'name' })}
          {textField('email', true, { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false })}
          {textField('company', false, { autoComplete: 'organization' })}
          {textField('phone', false, { type: 'tel', autoComplete: 'tel' })}
        </div>

        <Field
          id="contact-subject"
          label={fields.subject.label}
          required
          requiredText={copy.required}
          error={errors.subject}
        >
          {(props) => (
            <Select
              {...props}
              name="subject"
              value={values.subject}
              onChange={(e) => setValue('subject', e.target.value)}
            >
              <option value="" disabled>
                {fields.subject.placeholder}
              </option>
              {copy.subjects.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <Field
          id="contact-message"
          label={fields.message.label}
          required
          requiredText={copy.required}
          error={errors.message}
          hint={
            left <= COUNTER_FROM ? (
              <span className="tabular">
                {left === 1 ? copy.remaining.one : fill(copy.remaining.many, { n: formatNumber(left, copy.locale) })}
              </span>
            ) : undefined
          }
        >
          {(props) => (
            <Textarea
              {...props}
              name="message"
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              placeholder={fields.message.placeholder}
              value={values.message}
              onChange={(e) => setValue('message', e.target.value)}
            />
          )}
        </Field>

        {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
        <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
          <label htmlFor="contact-hp">{copy.honeypotLabel}</label>
          <input id="contact-hp" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div>
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
            <SpriteIcon name="send" aria-hidden="true" />
            {pending ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
      <Toaster toast={hydrated ? toast : null} onDismiss={() => setToast(null)} dismissLabel={copy.dismiss} />
    </>
  )
}
