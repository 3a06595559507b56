import { notFound } from 'next/navigation'

import { isLocale, type Locale } from '@/lib/i18n/locales'

/** The route params every page and layout under src/app/[locale] receives. */
export type LocaleParams = Promise<{ locale: string }>

/**
 * The page's locale from its `[locale]` segment. src/proxy.ts only ever routes en, fa and ps here (English URLs are
 * rewritten to /en internally), so anything else is a URL nobody links to: a 404.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
