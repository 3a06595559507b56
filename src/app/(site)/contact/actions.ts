'use server'

import { headers } from 'next/headers'

import type { ContactFormState } from '@/lib/contact/form-state'
import { handleContactForm } from '@/server/contact/http'

/**
 * The contact form without JavaScript: the <form> posts here before hydration or without scripts, and the page is
 * rendered again from the returned state. The message goes through POST /api/contact's handler like every other.
 */
export async function submitContactForm(previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return handleContactForm(formData, await headers(), previous.submissionId)
}
