import { useParams } from 'next/navigation'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'

/**
 * The locale of the page a client component is on: the `[locale]` segment of src/app/[locale] (English pages are
 * rewritten there as "en" by src/proxy.ts); English outside it (the staff panel).
 */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}
