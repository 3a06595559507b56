import { ArrowRight, Check } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import { routes } from '@/lib/routes'
import type { SolutionSummary, SolutionsIndexContent } from '@/content/solutions'
import { ButtonLink } from '@/components/ui/button'
import { ContentImg } from '@/components/site/content-img'
import { CtaBand } from '@/components/site/cta-band'
import { Icon } from '@/components/site/icon'
import { PageHero } from '@/components/site/page-hero'
import { Section, SectionHeader, StatList } from '@/components/site/section'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

function ReliabilityBar({ reliability }: { reliability: SolutionsIndexContent['reliability'] }) {
  const { label, value, percent } = reliability
  return (
    <div>
      <p className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="tabular font-semibold text-navy-900">{value}</span>
      </p>
      {/* A static figure (docs/product.md §2.7) drawn as a bar; the text above carries it for screen readers. */}
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent-500 to-accent-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}

function IndustryCard({
  industry,
  index,
  locale,
  reliability,
}: {
  industry: SolutionSummary
  index: number
  locale: Locale
  reliability: SolutionsIndexContent['reliability']
}) {
  const { solutionsIndex } = messages(locale)
  const headingId = `solution-${industry.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className={
        'grid overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm ' +
        'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]'
      }
    >
      <div className={index % 2 === 1 ? 'bg-navy-900 lg:order-last' : 'bg-navy-900'}>
        <ContentImg
          image={industry.image}
          loading={index === 0 ? 'eager' : 'lazy'}
          className="aspect-[16/9] h-full w-full object-cover lg:aspect-auto"
        />
      </div>
      <div className="flex flex-col p-6 md:p-8 lg:p-10">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-lg bg-navy-800 text-accent-400">
            <Icon name={industry.icon} className="size-5" />
          </span>
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-navy-900">
            {industry.title}
          </h2>
        </div>
        <p className="mt-4 text-slate-600">{industry.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-xs font-semibold tracking-[0.14em] text-accent-700 uppercase">
              {solutionsIndex.benefitsLabel}
            </h3>
            <ul className="mt-3 space-y-2">
              {industry.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2.5 text-sm text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xs font-semibold tracking-[0.14em] text-accent-700 uppercase">
              {solutionsIndex.applicationsLabel}
            </h3>
            <ul className="mt-3 space-y-2">
              {industry.applications.map((application) => (
                <li key={application} className="flex gap-2.5 text-sm text-slate-700">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-navy-600" />
                  {application}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-8 grid gap-6 border-t border-slate-200 pt-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <ReliabilityBar reliability={reliability} />
          <ButtonLink href={industry.href} aria-label={`${solutionsIndex.exploreLabel}: ${industry.title}`}>
            {solutionsIndex.exploreLabel}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}

/** Solutions index (docs/product.md §2.7): four industries, more industries, trusted-by figures, call to action. */
export function SolutionsIndexView({
  locale,
  siteUrl,
  content,
  lang,
}: {
  locale: Locale
  siteUrl: string
  content: SolutionsIndexContent
  /** "en" while the page's translation is incomplete (decision 032). */
  lang?: string
}) {
  const { sharedLabels } = messages(locale)
  const body = (
    <>
      <PageHero
        locale={locale}
        title={content.hero.title}
        intro={content.hero.intro}
        breadcrumbs={[{ label: sharedLabels.home, href: routes.home }, { label: sharedLabels.solutions }]}
        siteUrl={siteUrl}
        currentPath={routes.solutions}
      />

      <Section className="md:py-20">
        <div className="space-y-8 md:space-y-10">
          {content.industries.map((industry, index) => (
            <IndustryCard
              key={industry.slug}
              industry={industry}
              index={index}
              locale={locale}
              reliability={content.reliability}
            />
          ))}
        </div>
        <nav
          aria-labelledby="more-industries"
          className="mt-12 rounded-card border border-slate-200 bg-slate-50 p-6 md:flex md:items-center md:gap-8"
        >
          <h2 id="more-industries" className="text-sm font-semibold tracking-[0.14em] text-navy-900 uppercase">
            {content.moreIndustries.title}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3 md:mt-0">
            {content.moreIndustries.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={
                    'inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 ' +
                    'text-sm font-semibold text-navy-800 hover:border-navy-600 hover:bg-navy-50'
                  }
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>

      <Section tone="muted" aria-labelledby="trusted-title">
        <SectionHeader id="trusted-title" title={content.trusted.title} align="center" />
        <StatList stats={content.trusted.stats} className="border border-slate-200" />
      </Section>

      <CtaBand
        headingId="solutions-cta-title"
        title={content.cta.title}
        text={content.cta.text}
        buttons={content.cta.buttons}
      />
    </>
  )
  return lang ? <div lang={lang}>{body}</div> : body
}
