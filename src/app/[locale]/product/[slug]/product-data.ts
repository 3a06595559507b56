import 'server-only'

import { cache } from 'react'

import { getProductBySlug } from '@/server/catalogue'

/** One catalogue read per request, shared by the layout's 404 check, the page and its metadata. */
export const loadProduct = cache(async (slug: string) => getProductBySlug(slug))
