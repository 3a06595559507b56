import { ArrowRight } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'

import { categoryHref, routes, solutionHref } from '@/lib/routes'
import type { SolutionPage } from '@/content/solutions'
import { ownValue } from '@/lib/own-value'
import type { Category, Product } from '@/lib/catalogue/types'
import { ButtonLink } from '@/components/ui/button'
import { CtaBand } from '@/components/site/cta-band'
import { Icon } from '@/components/site/icon'
import { PageHero } from '@/components/site/page-hero'
import { ProductCard } from '@/components/site/product-card'
import { Section, SectionHeader } from '@/components/site/section'
import { listCategories, listProducts } from '@/server/catalogue'
import { getSiteConfig } from '@/server/site-config'
import { logNotFoundAndExit } from '../../_lib/not-found-log'
import { pageMetadata } from '../../_lib/page-metadata'
import { errorMessage, logger } from '@/server/log'
import { productCardCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import { formatNumber } from '@/lib/i18n/format'
import { pageLocale } from '../../_lib/locale'
import type { Locale } from '@/lib/i18n/locales'

/** Products shown under "Recommended Equipment": two rows of the four-column grid. */
const EQUIPMENT_PRODUCT_LIMIT = 8

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>
}): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const page = ownValue(messages(locale).solutionPages, slug)
  // The page itself answers 404 (and logs it); the not-found boundary supplies the title.
  if (!page) return {}
  return pageMetadata({
    locale,
    title: page.meta.title,
    description: page.meta.description,
    path: solutionHref(page.slug),
  })
}

/**
 * The catalogue categories the page names (those that exist and are public), and products drawn from them in turn
 * (round-robin, most relevant category first) so the grid shows the breadth of the work, not eight of one family.
 * A catalogue failure leaves the section out rather than failing the page.
 */
async function loadEquipment(
  page: SolutionPage,
  locale: Locale,
): Promise<{ categories: Category[]; products: Product[] }> {
  try {
    const bySlug = new Map((await listCategories({ locale })).map((category) => [category.slug, category]))
    const categories = page.categorySlugs.map((slug) => bySlug.get(slug)).filter((c): c is Category => c !== undefined)
    const lists = await Promise.all(
      categories.map(
        async (category) =>
          (await listProducts({ category: { id: category.id }, limit: EQUIPMENT_PRODUCT_LIMIT, locale })).products,
      ),
    )
    const products: Product[] = []
    const seen = new Set<number>()
    for (
      let round = 0;
      products.length < EQUIPMENT_PRODUCT_LIMIT && lists.some((list) => list.length > round);
      round++
    ) {
      for (const list of lists) {
        const product = list[round]
        if (product && !seen.has(product.id) && products.length < EQUIPMENT_PRODUCT_LIMIT) {
          seen.add(product.id)
          products.push(product)
        }
      }
    }
    return { categories, products }
  } catch (error) {
    logger('solutions').error({ error: errorMessage(error) }, 'equipment unavailable')
    return { categories: [], products: [] }
  }
}

/** A solution page (docs/product.md §2.8, docs/design.md decision 2). Unknown slug: 404. */
export default async function SolutionDetailPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await pageLocale(params)
  const { sharedLabels, solutionPageLabels, solutionPages } = messages(locale)
  const { slug } = await params
  const page =
    ownValue(solutionPages, slug) ?? (await logNotFoundAndExit(solutionPageLabels.notFound, `/solutions/${slug}`))
  const site = getSiteConfig()
  const path = solutionHref(page.slug)
  const { categories, products } = await loadEquipment(page, locale)

  return (
    <>
      <PageHero
        locale={locale}
        title={page.title}
        intro={page.subtitle}
        image={page.heroImage}
        breadcrumbs={[
          { label: sharedLabels.home, href: routes.home },
          { label: sharedLabels.solutions, href: routes.solutions },
          { label: page.title },
        ]}
        siteUrl={site.url}
        currentPath={path}
        actions={
          <>
            <ButtonLink href={solutionPageLabels.contactOurExperts.href} variant="hero" size="lg">
              {solutionPageLabels.contactOurExperts.label}
            </ButtonLink>
            <ButtonLink href={solutionPageLabels.requestQuote.href} variant="hero-outline" size="lg">
              {solutionPageLabels.requestQuote.label}
            </ButtonLink>
          </>
        }
      />

      <Section aria-labelledby="benefits-title">
        <p className="max-w-4xl text-lg leading-relaxed text-pretty text-slate-700 md:text-xl">{page.description}</p>
        <SectionHeader id="benefits-title" title={solutionPageLabels.benefits} className="mt-14 md:mt-16" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-lg bg-navy-800 text-accent-400">
                <Icon name={benefit.icon} className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="applications-title">
        <SectionHeader id="applications-title" title={solutionPageLabels.applications} />
        <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {page.applications.map((application) => (
            <li key={application.title} className="flex gap-4 border-t border-slate-200 pt-5">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent-500" />
              <div>
                <h3 className="font-semibold text-navy-900">{application.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{application.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="workflow-title">
        <SectionHeader id="workflow-title" title={page.workflow.title} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.workflow.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-card border border-slate-200 bg-white p-6">
              <span aria-hidden="true" className="tabular text-sm font-semibold text-accent-700">
                {formatNumber(index + 1, locale, { minimumIntegerDigits: 2 })}
              </span>
              <h3 className="mt-2 text-lg font-semibold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {(categories.length > 0 || products.length > 0) && (
        <Section tone="muted" aria-labelledby="equipment-title">
          <SectionHeader
            id="equipment-title"
            title={solutionPageLabels.equipment}
            intro={solutionPageLabels.equipmentIntro}
          />
          {categories.length > 0 && (
            <ul className="mb-10 flex flex-wrap gap-2.5">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={categoryHref(category.slug)}
                    className={
                      'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 ' +
                      'text-sm font-semibold text-navy-800 hover:border-navy-600 hover:bg-navy-50'
                    }
                  >
                    {category.name}
                    <span className="tabular rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {formatNumber(category.product_count, locale)}
                      <span className="sr-only"> {solutionPageLabels.productCountSuffix}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {products.length > 0 && (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {products.map((product) => (
                <ProductCard key={product.id} product={product} copy={productCardCopy(locale)} />
              ))}
            </div>
          )}
        </Section>
      )}

      <CtaBand
        headingId="solution-cta-title"
        title={solutionPageLabels.ctaTitle}
        text={solutionPageLabels.ctaText}
        buttons={[
          { ...solutionPageLabels.contactOurExperts, variant: 'hero' },
          { ...solutionPageLabels.requestQuote, variant: 'outline' },
        ]}
      />

      <div className="container-content -mt-8 pb-16">
        <Link
          href={solutionPageLabels.backToSolutions.href}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-900"
        >
          <ArrowRight aria-hidden="true" className="size-4 rotate-180 rtl:rotate-0" />
          {solutionPageLabels.backToSolutions.label}
        </Link>
      </div>
    </>
  )
}
