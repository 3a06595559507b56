import 'server-only'

import { firstParam as first, type SearchParamValue } from '@/lib/search-params'

import { messages } from '@/content/messages'
import { CONTACT_TOPICS, type ContactSubject, type ContactTopic } from '@/lib/routes'
import { emptyContactValues, isContactSubject, type ContactFormValues } from '@/server/contact/schema'
import type { Locale } from '@/lib/i18n/locales'
import { getProductBySlug } from '@/server/catalogue'
import { errorMessage, logger } from '@/server/log/log'

type SearchParams = Record<string, SearchParamValue>

export interface ContactPrefillResult {
  values: ContactFormValues
  product?: { slug: string; name: string }
}

/**
 * Reads the contact-prefill query (`contactHref({ subject, product, topic })` in src/lib/routes.ts): a known
 * subject selects Subject, a known product is shown on the form and stored with the message, a topic (or a quote
 * request for a product) puts an opening line in Message. Anything unknown is ignored, never an error; the page
 * must render even when the catalogue cannot be read.
 */
export async function resolveContactPrefill(
  params: SearchParams,
  locale: Locale = 'en',
): Promise<ContactPrefillResult> {
  const { contactPrefillMessages, quoteRequestMessage } = messages(locale)
  const subjectParam = first(params.subject)
  const subject: ContactSubject | '' = isContactSubject(subjectParam) ? subjectParam : ''
  const slug = first(params.product)
  const topicParam = first(params.topic)
  const topic = (CONTACT_TOPICS as readonly string[]).includes(topicParam ?? '')
    ? (topicParam as ContactTopic)
    : undefined

  let product: ContactPrefillResult['product']
  if (slug && /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) {
    try {
      const found = await getProductBySlug(slug, locale)
      if (found) product = { slug: found.slug, name: found.name }
    } catch (err) {
      logger('contact').error({ product: slug, error: errorMessage(err) }, 'product lookup for the form failed')
    }
  }

  const message = topic
    ? contactPrefillMessages[topic](product?.name)
    : subject === 'quote-request' && product
      ? quoteRequestMessage(product.name)
      : ''
  return { values: { ...emptyContactValues, subject, message }, product }
}

/** The visitor's previous page on this site (same-origin Referer), as a path: a hint for staff reading the lead. */
export function sourcePageFrom(referer: string | null, host: string | null): string | undefined {
  if (!referer || !host) return undefined
  try {
    const url = new URL(referer)
    if (url.host.toLowerCase() !== host.toLowerCase()) return undefined
    const path = `${url.pathname}${url.search}`
    return path.length <= 300 ? path : url.pathname.slice(0, 300)
  } catch {
    return undefined
  }
}
