import { CategoryHero } from '@/components/site/catalogue/category-hero'
import { CategoryListing } from '@/components/site/catalogue/category-listing'
import { Pagination } from '@/components/site/catalogue/pagination'
import { Icon } from '@/components/site/icon'
import { Section, SectionHeader } from '@/components/site/section'
import { categoryListingCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { LISTING_PAGE_SIZE, listingSearch, type ListingParams } from '@/lib/catalogue/listing-params'
import type { Category, ProductList } from '@/lib/catalogue/types'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { pageCount } from '@/lib/pagination'

/**
 * Category listing (docs/product.md §2.5; canonical URL per docs/design.md decision 1). The hero and "Why Choose" are
 * server components; the search/sort/results block is client code handed the list rendered for the URL's
 * `?q=&sort=`, so a shared filtered link is server-rendered and the first view fetches nothing. A parent category
 * lists its children's products too (the catalogue's category filter includes descendants).
 */
export function CategoryView({
  locale,
  category,
  parent,
  listing,
  list,
  site,
}: {
  locale: Locale
  category: Category
  parent: Category | undefined
  /** The URL's search, sort and page. */
  listing: ListingParams
  /** The products for them, as cards. */
  list: ProductList
  site: { url: string; apiBase: string }
}) {
  const { categoryListing, sharedLabels } = messages(locale)
  const href = localizeHref(category.link, locale)
  const copy = categoryListingCopy(locale)
  const totalPages = pageCount(list.total, LISTING_PAGE_SIZE)
  return (
    <>
      <CategoryHero locale={locale} category={category} parent={parent} siteUrl={site.url} />

      <section aria-labelledby="category-products" className="bg-slate-50 py-12 md:py-16">
        <div className="container-content">
          <h2 id="category-products" className="sr-only">
            {sharedLabels.products}
          </h2>
          <CategoryListing
            apiBase={site.apiBase}
            categoryId={category.id}
            href={href}
            pages={
              totalPages > 1 && (
                // Server-rendered links: a page of a category is a page of its own (its own canonical URL).
                <Pagination
                  locale={locale}
                  page={listing.page}
                  totalPages={totalPages}
                  copy={copy.pagination}
                  hrefFor={(page) => `${href}${listingSearch({ ...listing, page })}`}
                />
              )
            }
            initialParams={listing}
            initialList={list}
            copy={copy}
          />
        </div>
      </section>

      <Section aria-labelledby="why-choose">
        <SectionHeader id="why-choose" title={categoryListing.whyChooseTitle(category.name)} />
        <ul className="grid gap-6 md:grid-cols-3">
          {categoryListing.whyChooseCards.map((card) => (
            <li key={card.title} className="rounded-card border border-slate-200 bg-white p-6">
              <span className="grid size-11 place-items-center rounded-md bg-navy-50 text-navy-700">
                <Icon name={card.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
