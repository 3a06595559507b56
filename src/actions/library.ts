'use server'

import { headers } from 'next/headers'

import { isLocale, type Locale } from '@/lib/i18n/locales'
import type { NotifyFormState } from '@/lib/library/notify'
import { clientAddress } from '@/server/http/client-address'
import { formInput } from '@/server/http/form-input'
import { subscribe } from '@/server/library/subscriptions'

/**
 * "Notify me" on a product's subscribe page (docs/support-library.md): the <form> posts here, with or without
 * JavaScript, and the page is rendered again from the returned state. The address typed comes back in the state on
 * a refusal, so nothing is lost; the answer is the same whether the address was new or already subscribed
 * (src/server/library/subscriptions.ts).
 */
export async function subscribeToProduct(previous: NotifyFormState, input: FormData): Promise<NotifyFormState> {
  // What a script may send instead of the form (`[]`, an object) is answered 400, not read (tests/ops/action-bodies).
  const form = await formInput(input)
  if (!form || !previous) return previous
  const text = (name: string, max: number) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, max) : ''
  }
  const language = text('language', 8)
  const state: NotifyFormState = {
    status: 'idle',
    email: text('email', 254).trim(),
    language: isLocale(language) ? language : previous.language,
  }
  const result = await subscribe({
    email: state.email,
    productSlug: text('product', 200),
    locale: state.language satisfies Locale,
    client: clientAddress(await headers()),
  })
  return { ...state, status: result }
}
