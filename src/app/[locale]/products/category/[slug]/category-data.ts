import 'server-only'

import { cache } from 'react'

import { listingQueryParams, type ListingParams } from '@/lib/catalogue/listing-params'
import { toProductListQuery } from '@/lib/catalogue/product-list-params'
import type { Category } from '@/lib/catalogue/types'
import type { Locale } from '@/lib/i18n/locales'
import { getCategoryById, getCategoryBySlug, listProductSummaries, toCardList } from '@/server/catalogue'

/** One catalogue read per request, shared by the layout's 404 check, the page and its metadata. */
export const loadCategory = cache(async (slug: string, locale: Locale) => getCategoryBySlug(slug, locale))

/**
 * The listing the URL asks for (`?q=&sort=`) as cards, and the parent category for the breadcrumbs. One set of
 * parameters for the catalogue read and the client's list: the list handed over is the one it would fetch.
 */
export async function loadCategoryListing(category: Category, listing: ListingParams, locale: Locale) {
  const [list, parent] = await Promise.all([
    listProductSummaries(toProductListQuery(listingQueryParams(category.id, listing, locale))),
    category.parent_id ? getCategoryById(category.parent_id, locale) : undefined,
  ])
  return { list: toCardList(list, 'listing'), parent }
}
