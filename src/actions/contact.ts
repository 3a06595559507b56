'use server'

import { headers } from 'next/headers'

import { contactValidationCopy } from '@/content/client-copy'
import { checkContactValues } from '@/lib/contact/fields'
import type { ContactFormState } from '@/lib/contact/form-state'
import { handleContactForm } from '@/server/contact/http'
import { formInput } from '@/server/http/form-input'
import { requestLocale } from '@/server/page/locale'

/**
 * The contact form without JavaScript: the <form> posts here before hydration or without scripts, and the page is
 * rendered again from the returned state. The message goes through POST /api/contact's handler like every other.
 * Field errors come back in the page's language: the browser-side check words them by the server schema's rules
 * (src/lib/contact/fields.ts, held to the schema by a property test).
 */
export async function submitContactForm(previous: ContactFormState, input: FormData): Promise<ContactFormState> {
  const formData = await formInput(input)
  if (!formData || !previous) return previous
  const {
    storedId: _stored,
    otherErrors: _other,
    ...state
  } = await handleContactForm(formData, await headers(), previous.submissionId)
  if (state.status !== 'invalid') return state
  const errors = checkContactValues(state.values, contactValidationCopy(await requestLocale()))
  return Object.keys(errors).length > 0 ? { ...state, errors } : state
}
