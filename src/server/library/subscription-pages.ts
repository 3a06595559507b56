import 'server-only'

import { messages } from '@/content/messages'
import { isLocale, localizeHref, preferredLocale, type Locale } from '@/lib/i18n/locales'
import { productSupportHref, subscriptionHref } from '@/lib/routes'
import { escapeHtml, plainPage, plainPageHeaders } from './plain-page'
import { confirmSubscription, subscriptionByToken, unsubscribe } from './subscriptions'
import { productBySlug } from './views'

/**
 * The pages a subscriber's e-mail links to (docs/decisions/093-library-e-mail.md), in the subscription's language:
 * `/subscriptions/{token}/confirm` and `/subscriptions/{token}/unsubscribe`. Opening a link (GET) changes nothing
 * (mail scanners open every link): it shows one button, whose POST confirms or unsubscribes. A mail client's
 * one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the same address, with no cookie and no
 * page, and gets the same answer.
 */

export type SubscriptionAction = 'confirm' | 'unsubscribe'

export const isSubscriptionAction = (value: string): value is SubscriptionAction =>
  value === 'confirm' || value === 'unsubscribe'

function answer(locale: Locale, status: number, title: string, body: string): Response {
  return new Response(plainPage(locale, title, `<h1>${escapeHtml(title)}</h1>${body}`), {
    status,
    headers: { ...plainPageHeaders(), 'Content-Language': locale },
  })
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`

export async function subscriptionPage(request: Request, token: string, action: SubscriptionAction) {
  const found = await subscriptionByToken(token)
  if (!found) {
    // No subscription to take the language from: the browser's.
    const locale = preferredLocale(undefined, request.headers.get('accept-language')) ?? 'en'
    const copy = messages(locale).supportLibrary.subscription
    return answer(locale, 404, copy.notFoundTitle, paragraph(copy.notFoundText))
  }
  const locale: Locale = isLocale(found.subscription.locale) ? found.subscription.locale : 'en'
  const copy = messages(locale).supportLibrary.subscription
  const product = (await productBySlug(found.slug, locale))?.name ?? found.productName
  const productLink =
    `<p><a href="${escapeHtml(localizeHref(productSupportHref(found.slug), locale))}">` +
    `${escapeHtml(copy.product)}</a></p>`
  if (request.method === 'POST') {
    const done = action === 'confirm' ? await confirmSubscription(token) : await unsubscribe(token)
    if (!done) return answer(locale, 404, copy.notFoundTitle, paragraph(copy.notFoundText))
    return action === 'confirm'
      ? answer(locale, 200, copy.confirmedTitle, paragraph(copy.confirmedText(product)) + productLink)
      : answer(locale, 200, copy.unsubscribedTitle, paragraph(copy.unsubscribedText(product)) + productLink)
  }
  const [title, text, button] =
    action === 'confirm'
      ? [copy.confirmTitle, copy.confirmText(product), copy.confirmButton]
      : [copy.unsubscribeTitle, copy.unsubscribeText(product), copy.unsubscribeButton]
  const form =
    `<form method="post" action="${escapeHtml(subscriptionHref(token, action))}">` +
    `<button type="submit">${escapeHtml(button)}</button></form>`
  return answer(locale, 200, title, paragraph(text) + form + productLink)
}
