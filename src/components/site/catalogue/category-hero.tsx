import { Breadcrumbs, type BreadcrumbEntry } from '@/components/site/breadcrumbs'
import { FallbackText } from '@/components/site/catalogue/fallback-text'
import { ContourPattern } from '@/components/site/contour-pattern'
import { ProductPicture } from '@/components/site/product-picture'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { messages } from '@/content/messages'
import type { Category } from '@/lib/catalogue/types'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { fallbackImageForCategory } from '@/lib/images'
import { categoryHref, routes } from '@/lib/routes'

/**
 * A category listing's hero (docs/product.md §2.5): breadcrumbs (with the parent category), the product count, name
 * and description, the two calls to action, the subcategories, and the category's picture on wide screens.
 */
export function CategoryHero({
  locale,
  category,
  parent,
  siteUrl,
}: {
  locale: Locale
  category: Category
  parent: Category | undefined
  siteUrl: string
}) {
  const { catalogueExtras, categoryListing, sharedLabels } = messages(locale)
  const crumbs: BreadcrumbEntry[] = [
    { label: sharedLabels.home, href: routes.home },
    { label: sharedLabels.products, href: routes.products },
  ]
  if (parent) crumbs.push({ label: parent.name, href: categoryHref(parent.slug) })
  crumbs.push({ label: category.name })
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 text-white">
      <ContourPattern className="text-navy-100" />
      <div className="container-content relative pt-6 pb-14 md:pt-8 md:pb-20">
        <Breadcrumbs
          locale={locale}
          items={crumbs}
          siteUrl={siteUrl}
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
  )
}
