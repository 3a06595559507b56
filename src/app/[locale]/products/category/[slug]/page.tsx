import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'
import { notFound } from 'next/navigation'

import { categoryHref, routes } from '@/lib/routes'
import { listingQueryParams, parseListingParams, toProductListQuery } from '@/lib/catalogue/product-list-params'
import { fallbackImageForCategory } from '@/lib/images'
import { Breadcrumbs, type BreadcrumbEntry } from '@/components/site/breadcrumbs'
import { CategoryListing } from '@/components/site/catalogue/category-listing'
import { ContourPattern } from '@/components/site/contour-pattern'
import { Icon } from '@/components/site/icon'
import { ProductPicture } from '@/components/site/product-picture'
import { Section, SectionHeader } from '@/components/site/section'
import { ButtonLink } from '@/components/ui/button'
import { getCategoryById, listProducts, toCardList } from '@/server/catalogue'
import { getSiteConfig } from '@/server/site-config'
import { catalogueMetadata } from '../../../_lib/catalogue-metadata'
import { FallbackText } from '@/components/site/catalogue/fallback-text'
import { loadCategory } from './category-data'
import { categoryListingCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import { pageLocale } from '../../../_lib/locale'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { categoryListing } = messages(locale)
  const { slug } = await params
  const category = await loadCategory(slug, locale)
  return catalogueMetadata(
    locale,
    categoryListing.notFound.title,
    category && {
      title: category.name,
      description: category.description || categoryListing.metaDescription(category.name),
      // Searches and sorts of a listing are the same page to a search engine.
      path: categoryHref(category.slug),
      image: category.image,
    },
  )
}

/**
 * Category listing (docs/product.md §2.5; canonical URL per docs/design.md decision 1). The hero and "Why Choose" are
 * server components; the search/sort/results block is client code handed the list rendered here for the URL's
 * `?q=&sort=`, so a shared filtered link is server-rendered and the first view fetches nothing. A parent category
 * lists its children's products too (the catalogue's category filter includes descendants).
 */
export default async function CategoryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { catalogueExtras, categoryListing, sharedLabels } = messages(locale)
  const { slug } = await params
  const category = await loadCategory(slug, locale)
  if (!category) notFound()
  const site = getSiteConfig()
  const listing = parseListingParams(await searchParams)
  // One set of parameters for the catalogue read and the client's list: the list handed over is the one it would fetch.
  const productsQuery = listingQueryParams(category.id, listing, locale)
  const [list, parent] = await Promise.all([
    listProducts(toProductListQuery(productsQuery)),
    category.parent_id ? getCategoryById(category.parent_id, locale) : undefined,
  ])

  const crumbs: BreadcrumbEntry[] = [
    { label: sharedLabels.home, href: routes.home },
    { label: sharedLabels.products, href: routes.products },
  ]
  if (parent) crumbs.push({ label: parent.name, href: categoryHref(parent.slug) })
  crumbs.push({ label: category.name })

  return (
    <>
      <section className="relative isolate overflow-hidden bg-navy-900 text-white">
        <ContourPattern className="text-navy-100" />
        <div className="container-content relative pt-6 pb-14 md:pt-8 md:pb-20">
          <Breadcrumbs
            locale={locale}
            items={crumbs}
            siteUrl={site.url}
            currentPath={categoryHref(category.slug)}
            tone="dark"
          />
          <div className="mt-8 grid items-center gap-10 lg:mt-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div>
              <p className="tabular text-xs font-semibold tracking-[0.14em] text-accent-400 uppercase">
                {catalogueExtras.productsInCategory(category.product_count)}
              </p>
              <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance md:text-4xl">
                <FallbackText dto={category} field="name">
                  {category.name}
                </FallbackText>
              </h1>
              {category.description && (
                <p className="mt-4 max-w-2xl text-lg text-pretty text-navy-100">
                  <FallbackText dto={category} field="description">
                    {category.description}
                  </FallbackText>
                </p>
              )}
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href={categoryListing.hero.viewAll.href} variant="hero-outline" size="lg">
                  {categoryListing.hero.viewAll.label}
                </ButtonLink>
                <ButtonLink href={categoryListing.hero.getQuote.href} variant="hero" size="lg">
                  {categoryListing.hero.getQuote.label}
                </ButtonLink>
              </div>
              {category.children.length > 0 && (
                <nav aria-label={catalogueExtras.subcategories} className="mt-8">
                  <p className="text-sm font-semibold text-navy-100">{catalogueExtras.subcategories}</p>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          href={categoryHref(child.slug)}
                          className={
                            'inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/5 px-3.5 ' +
                            'py-1.5 text-sm font-medium text-white hover:border-white/60 hover:bg-white/10'
                          }
                        >
                          <FallbackText dto={child} field="name">
                            {child.name}
                          </FallbackText>
                          <span className="tabular text-navy-100">{formatNumber(child.product_count, locale)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
            {category.image && (
              <div
                className={
                  'relative hidden aspect-[4/3] overflow-hidden rounded-card bg-white/95 shadow-lg ring-1 ' +
                  'ring-white/10 lg:block'
                }
              >
                <ProductPicture
                  image={category.image}
                  fallback={fallbackImageForCategory(category.name)}
                  sizes="(min-width: 1280px) 480px, 38vw"
                  priority
                  className="h-full w-full"
                />
              </div>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="category-products" className="bg-slate-50 py-12 md:py-16">
        <div className="container-content">
          <h2 id="category-products" className="sr-only">
            {sharedLabels.products}
          </h2>
          <CategoryListing
            apiBase={site.apiBase}
            categoryId={category.id}
            initialParams={listing}
            initialList={toCardList(list, 'listing')}
            copy={categoryListingCopy(locale)}
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
