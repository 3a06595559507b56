'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { QUOTE_PATH, quoteSentHref } from '@/lib/routes'
import type { ContactFormState } from '@/lib/contact/form-state'
import { addToList, isProductSlug, parseQuantity, removeFromList, setQuantity } from '@/lib/quote/list'
import { getProductBySlug } from '@/server/catalogue'
import { handleContactForm } from '@/server/contact/http'
import { formInput } from '@/server/http/form-input'
import { readQuoteList, resolveQuoteList, writeQuoteList } from '@/server/quote/quote-list'
import { recordEvent } from '@/server/figures/record'
import { messages } from '@/content/messages'
import { contactValidationCopy } from '@/content/client-copy'
import { checkContactValues } from '@/lib/contact/fields'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { requestLocale } from '@/server/page/locale'

/**
 * The quote list's form actions (decision 030). Every control is a plain <form> bound to one of these, so the list
 * works without JavaScript (the browser posts, the action answers with a redirect back: post/redirect/get) and with it
 * (React posts in the background and Next re-renders the page with the new cookie, header count included).
 */

/** Where a no-JavaScript post returns to: the page it came from (same origin only), else the quote list. */
async function backTo(): Promise<string> {
  const h = await headers()
  const referer = h.get('referer')
  const host = h.get('host')
  if (referer && host) {
    try {
      const url = new URL(referer)
      if (url.host === host && url.pathname.startsWith('/') && !url.pathname.startsWith('//'))
        return url.pathname + url.search
    } catch {
      // A malformed Referer: fall through.
    }
  }
  return localizeHref(QUOTE_PATH, await requestLocale())
}

/** React's own posts carry a Next-Action header; a browser's plain form post (no JavaScript) does not. */
async function finish(): Promise<void> {
  if (!(await headers()).get('next-action')) redirect(await backTo())
}

export async function addToQuote(input: FormData): Promise<void> {
  const formData = await formInput(input)
  if (!formData) return
  const slug = formData.get('product')
  // Only products in the public catalogue enter the list; anything else is ignored.
  if (isProductSlug(slug) && (await getProductBySlug(slug))) {
    const { lines } = addToList(await readQuoteList(), slug, parseQuantity(formData.get('quantity')))
    await writeQuoteList(lines)
    recordEvent(await headers(), 'quote-add', { subject: slug })
  }
  await finish()
}

export async function updateQuoteQuantity(input: FormData): Promise<void> {
  const formData = await formInput(input)
  if (!formData) return
  const slug = formData.get('product')
  if (isProductSlug(slug)) {
    await writeQuoteList(setQuantity(await readQuoteList(), slug, parseQuantity(formData.get('quantity'))))
  }
  await finish()
}

export async function removeFromQuote(input: FormData): Promise<void> {
  const formData = await formInput(input)
  if (!formData) return
  const slug = formData.get('product')
  if (isProductSlug(slug)) await writeQuoteList(removeFromList(await readQuoteList(), slug))
  await finish()
}

export type QuoteFormState = ContactFormState & { formError?: string }

/**
 * Sends the list as one lead through the contact form's door (POST /api/contact's handler, in-process): the same
 * validation, honeypot, same-origin check, rate limit, idempotency and e-mail outbox; the items are stored by the same
 * statement as the lead. On success the list is emptied and the visitor lands on the confirmation.
 */
/** The server's field errors in the page's language: the browser-side check words them by the same rules. */
function localizedErrors(state: ContactFormState, locale: Locale): ContactFormState['errors'] {
  if (state.status !== 'invalid') return state.errors
  const errors = checkContactValues(state.values, contactValidationCopy(locale))
  return Object.keys(errors).length > 0 ? errors : state.errors
}

export async function sendQuote(previous: QuoteFormState, input: FormData): Promise<QuoteFormState> {
  const formData = await formInput(input)
  if (!formData || !previous) return previous
  const locale = await requestLocale()
  const { quotePage } = messages(locale)
  const lines = await resolveQuoteList(await readQuoteList())
  if (lines.length === 0) return { ...previous, status: 'invalid', formError: quotePage.errors.empty }
  const note = formData.get('message')
  const hasNote = typeof note === 'string' && note.trim() !== ''
  const result = await handleContactForm(formData, await headers(), previous.submissionId, {
    subject: 'quote-request',
    sourcePage: QUOTE_PATH,
    items: lines.map((l) => ({ product: l.product.slug, quantity: l.quantity })),
    ...(hasNote ? {} : { message: quotePage.defaultMessage(lines.length) }),
  })
  if (result.status === 'success' && result.storedId) {
    await writeQuoteList([])
    redirect(localizeHref(quoteSentHref(result.storedId), locale))
  }
  const { storedId: _stored, otherErrors, ...state } = result
  return {
    ...state,
    errors: localizedErrors(state, locale),
    // The default message is ours, not the visitor's: do not put it in their note field.
    values: { ...state.values, message: hasNote ? state.values.message : '' },
    formError:
      otherErrors?.join(' ') ??
      (result.status === 'rate-limited'
        ? quotePage.errors.rateLimited
        : result.status === 'invalid'
          ? quotePage.errors.invalid
          : quotePage.errors.failed),
  }
}
