import 'server-only'

import { headers } from 'next/headers'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'

/**
 * The locale of the page being rendered, for the server code that is not handed the route's `[locale]` param:
 * not-found boundaries (Next passes them no props), server actions and route handlers outside src/app/[locale].
 * src/proxy.ts sets `x-locale` on every page request from the URL's prefix (docs/decisions/032-locales.md).
 */
export async function requestLocale(): Promise<Locale> {
  const value = (await headers()).get('x-locale')
  return isLocale(value) ? value : DEFAULT_LOCALE
}
