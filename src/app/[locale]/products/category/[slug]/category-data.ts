import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import { getCategoryBySlug } from '@/server/catalogue'

/** One catalogue read per request, shared by the layout's 404 check, the page and its metadata. */
export const loadCategory = cache(async (slug: string, locale: Locale) => getCategoryBySlug(slug, locale))
