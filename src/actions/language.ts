'use server'

import { cookies } from 'next/headers'

import { LOCALE_OFFER_COOKIE } from '@/lib/i18n/locales'
import { visitorCookieOptions } from '@/server/page/visitor-cookie'

/** A year, as the language switcher remembers a choice. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * "Not now" on the language offer (src/components/site/language-offer.tsx): remembered for a year. Setting a cookie
 * in an action makes Next.js render the page again, now without the offer.
 */
export async function dismissLanguageOffer(): Promise<void> {
  ;(await cookies()).set(LOCALE_OFFER_COOKIE, 'dismissed', visitorCookieOptions(MAX_AGE_SECONDS))
}
