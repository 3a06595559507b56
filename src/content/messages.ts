/**
 * Every piece of visitor-facing copy, by locale (docs/decisions/032-locales.md). Each language's registry is one list
 * of its modules (./en.ts, ./fa/index.ts, ./ps/index.ts); Dari and Pashto mirror English export for export, typed
 * by {@link Messages} so a missing key fails the type check.
 *
 * Server code only (pages, layouts, server components, route handlers): importing this module pulls in all three
 * locales. A client component takes its copy as props from the server component that renders it, so a page ships
 * the copy of its own locale and nothing else (lint: eslint/import-boundaries.mjs, `client-no-messages`).
 */
import { isolateLtrRuns } from '@/lib/i18n/bidi'
import type { Locale } from '@/lib/i18n/locales'

import * as en from './en'
import * as fa from './fa'
import type { Messages } from './messages-type'
import * as ps from './ps'
import { STRUCTURAL_KEYS } from './types'

export type { Messages }

/**
 * Keys whose strings are data rather than running text: dates, addresses a link is built from, file names for HTTP
 * headers. They are never given bidi isolates.
 */
const DATA_KEYS = new Set(['date', 'startDate', 'endDate', 'email', 'phone', 'locale', 'countryCode'])
const isDataKey = (key: string) =>
  DATA_KEYS.has(key) ||
  (STRUCTURAL_KEYS as ReadonlySet<string>).has(key) ||
  /filename$/i.test(key) ||
  /^[A-Z_]+$/.test(key)

/**
 * Dari and Pashto copy with every left-to-right run (figures with units, model names, phone numbers) isolated, so it
 * reads correctly inside right-to-left text (src/lib/i18n/bidi.ts). Done once here, for every string and for what
 * every copy function returns, so translators write plain text.
 */
function withIsolatedRuns<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    return (isDataKey(key) || value.startsWith('/') ? value : isolateLtrRuns(value)) as T
  }
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown
    return ((...args: unknown[]) => withIsolatedRuns(fn(...args), key)) as T
  }
  if (Array.isArray(value)) return value.map((item) => withIsolatedRuns(item, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isDataKey(k) ? v : withIsolatedRuns(v, k)]),
    ) as T
  }
  return value
}

const byLocale: Readonly<Record<Locale, Messages>> = {
  en,
  fa: withIsolatedRuns<Messages>(fa),
  ps: withIsolatedRuns<Messages>(ps),
}

/** The copy of one locale. */
export function messages(locale: Locale): Messages {
  return byLocale[locale]
}
