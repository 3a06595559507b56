import { Download, MessageSquare } from '@/components/ui/icons'

import { Breadcrumbs } from '@/components/site/breadcrumbs'
import { CategoryCard, type CategoryCardData } from '@/components/site/catalogue/category-card'
import { ProductsGrid } from '@/components/site/catalogue/products-grid'
import { ContourPattern } from '@/components/site/contour-pattern'
import { Icon } from '@/components/site/icon'
import { Section, SectionHeader } from '@/components/site/section'
import { ButtonAnchor, ButtonLink } from '@/components/ui/button'
import { productsGridCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import type { ProductList } from '@/lib/catalogue/types'
import type { Locale } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'

/** Where "Download Specifications" points: the generated PDF (its route is beside the products index). */
const SPECIFICATIONS_PDF = '/products/specifications/product-specifications.pdf'

/**
 * Products index (docs/product.md §2.4): hero, category cards, Technical Excellence, Need Custom Solutions, and the
 * Our Products grid in pages of 20 (docs/design.md decision 10). Server-rendered; the grid gets the page it shows as
 * its first list, so paging fetches only pages not yet seen.
 */
export function ProductsIndexView({
  locale,
  page,
  categories,
  list,
  site,
}: {
  locale: Locale
  page: number
  categories: CategoryCardData[]
  /** The grid's first page as cards; null after a catalogue error (the grid then fetches and shows its error). */
  list: ProductList | null
  site: { url: string; apiBase: string }
}) {
  const { sharedLabels, customSolutionsCta, productsGrid, productsHero, productsIndexExtras, technicalExcellence } =
    messages(locale)
  return (
    <>
      <section className="relative isolate overflow-hidden bg-navy-900 text-white">
        <ContourPattern className="text-navy-100" />
        <div className="container-content relative pt-6 pb-16 md:pt-8 md:pb-24">
          <Breadcrumbs
            locale={locale}
            items={[{ label: sharedLabels.home, href: routes.home }, { label: sharedLabels.products }]}
            siteUrl={site.url}
            currentPath={routes.products}
            tone="dark"
          />
          <h1 className="mt-10 max-w-3xl text-3xl font-semibold tracking-tight text-balance md:mt-14 md:text-4xl">
            {productsHero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-navy-100">{productsHero.subtitle}</p>
        </div>
      </section>

      <Section aria-labelledby="product-categories">
        <SectionHeader
          id="product-categories"
          title={productsIndexExtras.categories.title}
          intro={productsIndexExtras.categories.intro}
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, index) => (
            <li key={category.key} className="flex">
              <CategoryCard locale={locale} category={category} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="navy" aria-labelledby="technical-excellence">
        <ContourPattern className="text-navy-100 opacity-60" />
        <div className="relative">
          <SectionHeader
            id="technical-excellence"
            title={technicalExcellence.title}
            intro={technicalExcellence.intro}
            tone="dark"
          />
          <dl className="grid gap-px overflow-hidden rounded-card bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
            {technicalExcellence.specs.map((spec) => (
              <div key={spec.label} className="flex flex-col gap-2 bg-navy-900 p-6 md:p-8">
                {/* The icon inside the term: a <div> in a <dl> may hold only terms and descriptions. */}
                <dt className="flex flex-col gap-4 text-sm font-semibold tracking-wide text-navy-100 uppercase">
                  <Icon name={spec.icon} className="size-6 text-accent-400" />
                  <span>{spec.label}</span>
                </dt>
                {/* Slashes may break a line: "GPS/GLONASS/Galileo/BeiDou" is one word to the browser otherwise. */}
                <dd className="tabular text-xl font-semibold text-white">
                  {spec.value.split('/').map((part, i) => (
                    <span key={part}>
                      {i > 0 && '/'}
                      {i > 0 && <wbr />}
                      {part}
                    </span>
                  ))}
                </dd>
                <dd className="text-sm text-navy-100">{spec.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="custom-solutions">
        <div
          className={
            'flex flex-col gap-8 rounded-card border border-slate-200 bg-white p-8 shadow-sm md:p-12 ' +
            'lg:flex-row lg:items-center lg:justify-between'
          }
        >
          <div className="max-w-2xl">
            <h2 id="custom-solutions" className="text-2xl font-semibold tracking-tight text-navy-900 md:text-3xl">
              {customSolutionsCta.title}
            </h2>
            <p className="mt-4 text-slate-600">{customSolutionsCta.text}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <ButtonLink href={customSolutionsCta.contact.href} size="lg">
              <MessageSquare aria-hidden="true" />
              {customSolutionsCta.contact.label}
            </ButtonLink>
            <ButtonAnchor href={SPECIFICATIONS_PDF} variant="outline" size="lg">
              <Download aria-hidden="true" />
              {customSolutionsCta.downloadSpecifications}
            </ButtonAnchor>
          </div>
        </div>
      </Section>

      <Section aria-labelledby="our-products">
        <div className="mb-6 max-w-3xl">
          <h2
            id="our-products"
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-navy-900 focus:outline-none md:text-3xl"
          >
            {productsGrid.title}
          </h2>
          <p className="mt-4 text-base text-pretty text-slate-600 md:text-lg">{productsIndexExtras.gridIntro}</p>
        </div>
        <ProductsGrid
          apiBase={site.apiBase}
          headingId="our-products"
          initialPage={page}
          initialList={list}
          copy={productsGridCopy(locale)}
        />
      </Section>
    </>
  )
}
