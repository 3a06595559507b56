import 'server-only'

/*
 * The documents' own words per locale (src/content/documents.ts and its Dari and Pashto modules), read straight from
 * their modules: a PDF needs nothing else of the copy registry. Copy that belongs to a page (a comparison's or
 * quote's title) comes from `messages(locale)` like the page's own.
 */
import { documentLabels as en } from '@/content/documents'
import { documentLabels as fa } from '@/content/fa/documents'
import { documentLabels as ps } from '@/content/ps/documents'
import type { Messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

const byLocale: Readonly<Record<Locale, Messages['documentLabels']>> = { en, fa, ps }

export function documentLabels(locale: Locale = 'en'): Messages['documentLabels'] {
  return byLocale[locale]
}
