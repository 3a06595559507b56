import type { ContactField, ContactFormValues } from './fields'

/**
 * The contact form's state, however it was sent (src/lib/contact/send.ts): the JavaScript form keeps it locally; the
 * no-JS form action returns it and the page is rendered from it (so errors and typed text come back in the HTML).
 */
export type ContactFormStatus = 'idle' | 'success' | 'invalid' | 'rate-limited' | 'failed'

export interface ContactFormState {
  status: ContactFormStatus
  /** The id the next submit carries: kept across retries, renewed after a success. */
  submissionId: string
  values: ContactFormValues
  errors: Partial<Record<ContactField, string>>
}
