import 'server-only'

import { randomUUID } from 'node:crypto'

import { siteUrl } from '@/env'
import type { ContactFormState } from '@/lib/contact/form-state'
import {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  emptyContactValues,
  type ContactFormValues,
} from '@/server/contact/schema'
import { CONTACT_ENDPOINT, sendContactMessage, type ContactPayload } from '@/lib/contact/send'
import { clientAddress } from '@/server/http/client-address'
import { jsonError } from '@/server/http/http'
import { isSameOrigin, readBodyLimited } from '@/server/http/guards'
import { recordEvent } from '@/server/figures/record'
import { submitContactMessage, type SubmitOutcome } from './submit'
import { logger } from '@/server/log/log'
import { requestNow } from '@/server/page/request-now'
import { isLocale, type Locale } from '@/lib/i18n/locales'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/contact, the one door for contact messages (both ways of sending the form come here; see
 * src/lib/contact/send.ts): JSON in, real HTTP statuses out (decision 010):
 * 201 stored, 200 replay of a stored submission, 400 invalid, 403 cross-site, 413 over 32 KB, 415 not JSON,
 * 422 submission id reused with another message, 429 rate limited, 503 database down (both with Retry-After).
 */
export async function handleContactPost(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are not accepted.')
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return jsonError(415, 'Send the message as application/json.')
  }
  const body = await readBodyLimited(request, CONTACT_BODY_LIMIT_BYTES)
  if (!body.ok) return jsonError(413, `The message is too large (the limit is ${CONTACT_BODY_LIMIT_BYTES / 1024} KB).`)
  let data: unknown
  try {
    data = JSON.parse(body.text)
  } catch {
    return jsonError(400, 'The body is not valid JSON.', [{ path: '(body)', message: 'Expected a JSON object.' }])
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return jsonError(400, 'The body must be a JSON object.', [{ path: '(body)', message: 'Expected a JSON object.' }])
  }
  try {
    // The request's now: the time itself, or the browser tests' clock (src/server/page/request-now.ts), so a test
    // can make a lead that arrived hours ago and see its reply clock run out.
    const now = await requestNow()
    const outcome = await submitContactMessage(data, { clientAddress: clientAddress(request.headers), now })
    if (outcome.kind === 'stored' && !outcome.replay) countEnquiry(request.headers, data as Record<string, unknown>)
    return outcomeResponse(outcome)
  } catch (err) {
    // Never a stack trace to the client; the visitor's form keeps its text and shows the failure toast.
    logger('contact').error({ err }, 'POST /api/contact failed')
    return jsonError(500, 'Internal server error')
  }
}

export function outcomeResponse(outcome: SubmitOutcome): Response {
  switch (outcome.kind) {
    case 'stored':
      return Response.json({ received: outcome.receipt }, { status: outcome.replay ? 200 : 201, headers: NO_STORE })
    case 'invalid':
      return jsonError(400, 'Please correct the highlighted fields.', outcome.issues)
    case 'conflict':
      return jsonError(
        422,
        'This submission id was already used for a different message; reload the form and send it again.',
      )
    case 'rate-limited':
      return jsonError(429, 'Too many messages from your address. Please wait a few minutes and try again.', [], {
        'Retry-After': String(outcome.retryAfterSeconds),
      })
    case 'unavailable':
      return jsonError(503, 'We could not store your message right now. Please try again shortly.', [], {
        'Retry-After': String(outcome.retryAfterSeconds),
      })
  }
}

/**
 * A stored message in the owner's figures (docs/figures.md): a quote request (and each product it asks for) or a
 * contact message, with the page it was sent from. The message was valid, so its fields have their shapes.
 */
function countEnquiry(headers: Headers, data: Record<string, unknown>) {
  const from = typeof data.sourcePage === 'string' ? data.sourcePage : null
  const quote = data.subject === 'quote-request'
  recordEvent(headers, quote ? 'quote-request' : 'contact', { from })
  for (const item of Array.isArray(data.items) ? (data.items as { product?: unknown }[]) : [])
    if (typeof item.product === 'string') recordEvent(headers, 'quote-item', { subject: item.product, from })
}

export function contactMethodNotAllowed(): Response {
  return jsonError(405, 'Use POST to send a message.', [], { Allow: 'POST' })
}

/**
 * The form posted without JavaScript (the page's server action): its fields become the same JSON the JavaScript form
 * sends, handed to `handleContactPost` in-process with the visitor's request headers (same-origin check and client
 * address), and the answer is read by the same `sendContactMessage`. Returns the state the page is rendered from:
 * the result, the id for the next submit, and the typed text unless the message was stored.
 */
const localeOf = (value: string | null): Locale | undefined => (isLocale(value) ? value : undefined)

export async function handleContactForm(
  formData: FormData,
  requestHeaders: Headers,
  previousSubmissionId: string,
  /** Fields the page sets rather than the visitor (the quote page: subject, its items, a default message). */
  fixed: Partial<ContactPayload> = {},
): Promise<ContactFormState & { storedId?: string; otherErrors?: string[] }> {
  const text = (key: string) => {
    const value = formData.get(key)
    return typeof value === 'string' ? value : undefined
  }
  const values: ContactFormValues = { ...emptyContactValues }
  for (const field of CONTACT_FIELDS) values[field] = text(field) ?? ''

  const headers = new Headers(requestHeaders)
  // The body is now JSON of our making: the multipart post's type and length no longer describe it.
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  const url = new URL(CONTACT_ENDPOINT, siteUrl())

  const result = await sendContactMessage(
    {
      ...values,
      submissionId: text('submissionId') ?? previousSubmissionId,
      product: text('product'),
      sourcePage: text('sourcePage'),
      // The page's language, from the proxy's x-locale (the form posts to its own page's URL).
      locale: localeOf(requestHeaders.get('x-locale')),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
      ...fixed,
    },
    (body) => handleContactPost(new Request(url, { method: 'POST', headers, body })),
    randomUUID,
  )
  return {
    status: result.status,
    submissionId: result.submissionId,
    values: result.status === 'success' ? { ...emptyContactValues } : values,
    errors: result.errors,
    ...(result.storedId ? { storedId: result.storedId } : {}),
    ...(result.otherErrors ? { otherErrors: result.otherErrors } : {}),
  }
}
