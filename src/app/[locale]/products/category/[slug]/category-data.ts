import 'server-only'

import { cache } from 'react'

import { getCategoryBySlug } from '@/server/catalogue'

/** One catalogue read per request, shared by the layout's 404 check, the page and its metadata. */
export const loadCategory = cache(async (slug: string) => getCategoryBySlug(slug))
