import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import { getProductBySlug } from '@/server/catalogue'

/** One catalogue read per request, shared by the layout's 404 check, the page and its metadata. */
export const loadProduct = cache(async (slug: string, locale: Locale) => getProductBySlug(slug, locale))
