import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { CategoryView } from '@/components/site/catalogue/category-view'
import { messages } from '@/content/messages'
import { LISTING_PAGE_SIZE, listingSearch, parseListingParams } from '@/lib/catalogue/listing-params'
import { localizeHref } from '@/lib/i18n/locales'
import { pageCount } from '@/lib/pagination'
import { categoryHref } from '@/lib/routes'
import type { SearchParamValue } from '@/lib/search-params'
import { getLiveSiteConfig } from '@/server/page/site-config'
import { catalogueMetadata } from '../../../_lib/catalogue-metadata'
import { pageLocale } from '../../../_lib/locale'
import { loadCategory, loadCategoryListing } from './category-data'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, SearchParamValue>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { categoryListing } = messages(locale)
  const { slug } = await params
  const { page } = parseListingParams(await searchParams)
  const category = await loadCategory(slug, locale)
  return catalogueMetadata(
    locale,
    categoryListing.notFound.title,
    category && {
      title: category.name,
      description: category.description || categoryListing.metaDescription(category.name),
      // Searches and sorts of a listing are the same page to a search engine; its pages are pages of their own, so
      // every product link is found (as the products index's).
      path: `${categoryHref(category.slug)}${page > 1 ? `?page=${page}` : ''}`,
      image: category.image,
    },
  )
}

/** Category listing (docs/product.md §2.5): src/components/site/catalogue/category-view.tsx. Unknown slug: 404. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const category = await loadCategory(slug, locale)
  if (!category) notFound()
  const listing = parseListingParams(await searchParams)
  const { list, parent } = await loadCategoryListing(category, listing, locale)
  // A page past the last (products removed since the link was shared): the last page.
  const last = pageCount(list.total, LISTING_PAGE_SIZE)
  if (listing.page > last)
    redirect(localizeHref(`${category.link}${listingSearch({ ...listing, page: last })}`, locale))
  return (
    <CategoryView
      locale={locale}
      category={category}
      parent={parent}
      listing={listing}
      list={list}
      site={await getLiveSiteConfig()}
    />
  )
}
