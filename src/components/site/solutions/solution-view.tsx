import { ArrowRight } from '@/components/ui/icons'

import { CtaBand } from '@/components/site/cta-band'
import { Icon } from '@/components/site/icon'
import { PageHero } from '@/components/site/page-hero'
import { ProductCard } from '@/components/site/product-card'
import { Section, SectionHeader } from '@/components/site/section'
import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { productCardCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import type { SolutionPage } from '@/content/solutions'
import type { Category, Product } from '@/lib/catalogue/types'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { categoryHref, routes, solutionHref } from '@/lib/routes'

/** A solution page (docs/product.md §2.8, docs/design.md decision 2) and the equipment its work uses. */
export function SolutionView({
  page,
  lang,
  locale,
  siteUrl,
  categories,
  products,
}: {
  page: SolutionPage
  /** "en" while the page's translation is incomplete (decision 032). */
  lang?: string
  locale: Locale
  siteUrl: string
  categories: Category[]
  products: Product[]
}) {
  const { sharedLabels, solutionPageLabels } = messages(locale)
  const path = solutionHref(page.slug)
  const body = (
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
        siteUrl={siteUrl}
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
  return lang ? <div lang={lang}>{body}</div> : body
}
