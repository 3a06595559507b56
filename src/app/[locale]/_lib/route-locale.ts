import { isLocale, type Locale } from '@/lib/i18n/locales'

/** The `[locale]` segment of a route handler under src/app/[locale] (a file route such as a PDF), or null. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale | null> {
  const { locale } = await params
  return isLocale(locale) ? locale : null
}
