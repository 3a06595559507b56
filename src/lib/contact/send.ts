/**
 * Sending the contact form: the one path both ways of submitting it take, and the one reading of the answer.
 *
 * Every message goes through POST /api/contact (src/server/contact/http.ts): its checks (same origin, 32 KB body,
 * honeypot, rate limit, idempotency) and its HTTP statuses are the only ones. The JavaScript form posts to it with
 * `fetch`; without JavaScript the form posts to the page's server action, which hands the same JSON to the same
 * handler in-process (a server action cannot answer with an HTTP status, so the handler stays the door and the action
 * adapts to it). Both then read the answer here, into the form's next state; what the visitor is shown for each state
 * is decided once, by the form (`toastFor` in src/components/site/contact/contact-form.tsx).
 */
import type { ContactFormStatus } from './form-state'
import {
  HONEYPOT_FIELD,
  fieldErrors,
  type ContactField,
  type ContactFieldIssue,
  type ContactFormValues,
} from './fields'

import type { Locale } from '@/lib/i18n/locales'

/** Where the form's messages go. */
export const CONTACT_ENDPOINT = '/api/contact'

/** What the form sends: what the visitor typed, and the envelope (idempotency key, product, page, honeypot). */
export type ContactPayload = ContactFormValues & {
  submissionId: string
  product?: string
  sourcePage?: string
  /** The language of the page it was sent from (decision 032): stored with the lead and named in the sales e-mail. */
  locale?: Locale
  /** A quote request's line items (decision 030). */
  items?: { product: string; quantity: number }[]
  [HONEYPOT_FIELD]?: string
}

/** One POST of a JSON body to the contact endpoint, answered with the endpoint's Response. */
export type PostContact = (jsonBody: string) => Promise<Response>

export interface ContactResult {
  status: Exclude<ContactFormStatus, 'idle'>
  /** The id the next submit carries: kept for a retry of this message, renewed once it is stored. */
  submissionId: string
  /** On success: the id the message was stored under (its receipt; the quote reference is made from it). */
  storedId?: string
  errors: Partial<Record<ContactField, string>>
  /** Problems outside the form's fields (a quote line that left the catalogue), as the server worded them. */
  otherErrors?: string[]
}

/**
 * Sends one message and reads the answer: 2xx stored (200 is a replay of a stored one); 400 the fields to correct;
 * 422 this id was stored earlier with other text (an answer lost, then the visitor edited), so the edited message is
 * sent once more as a new one; 429 rate limited; anything else, or no answer at all, failed with the text kept and
 * the same id, so a retry cannot store a second copy.
 */
export async function sendContactMessage(
  payload: ContactPayload,
  post: PostContact,
  newSubmissionId: () => string,
): Promise<ContactResult> {
  let submissionId = payload.submissionId
  const failed = (id = submissionId): ContactResult => ({ status: 'failed', submissionId: id, errors: {} })
  try {
    let response = await post(JSON.stringify({ ...payload, submissionId }))
    if (response.status === 422) {
      submissionId = newSubmissionId()
      response = await post(JSON.stringify({ ...payload, submissionId }))
    }
    if (response.ok) return { status: 'success', submissionId: newSubmissionId(), storedId: submissionId, errors: {} }
    if (response.status === 429) return { status: 'rate-limited', submissionId, errors: {} }
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { error?: { issues?: ContactFieldIssue[] } } | null
      const issues = body?.error?.issues ?? []
      const errors = fieldErrors(issues)
      if (Object.keys(errors).length > 0) return { status: 'invalid', submissionId, errors }
      const items = issues.filter((i) => i.path === 'items' || i.path.startsWith('items.')).map((i) => i.message)
      if (items.length > 0) return { status: 'invalid', submissionId, errors, otherErrors: items }
      // Only the envelope was bad (a page served before a deploy, say): start over with a fresh id.
      return failed(newSubmissionId())
    }
    return failed()
  } catch {
    // Offline, timed out or the connection dropped: nothing is lost, the same id makes the retry safe.
    return failed()
  }
}
