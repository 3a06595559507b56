'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'

import type { ContactFormState } from '@/lib/contact/form-state'
import {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  emptyContactValues,
  fieldErrors,
  type ContactFormValues,
} from '@/lib/contact/schema'
import { clientAddress } from '@/server/client-address'
import { isSameOrigin, submitContactMessage } from '@/server/contact'

/**
 * The contact form's no-JavaScript door: the <form> posts here before hydration or without scripts, and the page
 * is rendered again from the returned state. Same service, same checks as POST /api/contact.
 */
export async function submitContactForm(previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const text = (key: string) => {
    const value = formData.get(key)
    return typeof value === 'string' ? value : undefined
  }
  const values: ContactFormValues = { ...emptyContactValues }
  for (const field of CONTACT_FIELDS) values[field] = text(field) ?? ''
  const submissionId = text('submissionId') ?? previous.submissionId
  const failed = (status: ContactFormState['status'] = 'failed'): ContactFormState => ({
    status,
    submissionId,
    values,
    errors: {},
  })

  const requestHeaders = await headers()
  // Next.js already compares Origin and Host for server actions; this adds the Sec-Fetch-Site check of the API.
  if (!isSameOrigin(requestHeaders)) return failed()
  let size = 0
  for (const [, value] of formData) size += typeof value === 'string' ? Buffer.byteLength(value) : value.size
  if (size > CONTACT_BODY_LIMIT_BYTES) return failed()

  try {
    const outcome = await submitContactMessage(
      {
        ...values,
        submissionId,
        product: text('product'),
        sourcePage: text('sourcePage'),
        [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      },
      { clientAddress: clientAddress(requestHeaders) },
    )
    switch (outcome.kind) {
      case 'stored':
        return { status: 'success', submissionId: randomUUID(), values: { ...emptyContactValues }, errors: {} }
      case 'invalid': {
        const errors = fieldErrors(outcome.issues)
        // Only the envelope was bad (a page served before a deploy, say): start over with a fresh id.
        if (Object.keys(errors).length === 0) return { ...failed(), submissionId: randomUUID() }
        return { status: 'invalid', submissionId, values, errors }
      }
      case 'conflict':
        // The id was used for other text; a fresh one lets the visitor send this text as a new message.
        return { ...failed(), submissionId: randomUUID() }
      case 'rate-limited':
        return failed('rate-limited')
      case 'unavailable':
        return failed()
    }
  } catch (err) {
    console.error('[contact] form action failed:', err)
    return failed()
  }
}
