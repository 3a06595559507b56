import { Check } from '@/components/ui/icons'
import { Fragment } from 'react'

import { INDUSTRY_ROTATION_MS, type Industry } from '@/content/home'
import { ButtonLink } from '@/components/ui/button'
import { ContentImg } from '../content-img'
import { Icon } from '../icon'
import { Section, SectionHeader } from '../section'
import { IndustriesCarousel } from './industries-carousel'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'

function IndustryPanel({ industry, locale }: { industry: Industry; locale: Locale }) {
  const { industriesSection } = messages(locale)
  return (
    <article className="overflow-hidden rounded-card border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[16/9] bg-navy-900 sm:aspect-[21/9]">
        <ContentImg image={industry.image} loading="lazy" className="h-full w-full object-cover" />
      </div>
      <div className="grid gap-6 p-6 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:gap-10 md:p-8">
        <div>
          <h3 className="flex items-center gap-3 text-xl font-semibold text-navy-900">
            <span className="grid size-10 place-items-center rounded-lg bg-navy-50 text-navy-700">
              <Icon name={industry.icon} className="size-5" />
            </span>
            {industry.title}
          </h3>
          <p className="mt-4 text-slate-600">{industry.description}</p>
        </div>
        <div>
          <h4 className="text-xs font-semibold tracking-[0.14em] text-accent-700 uppercase">
            {industriesSection.keyApplications}
          </h4>
          <ul className="mt-3 grid gap-2.5">
            {industry.applications.map((application) => (
              <li key={application} className="flex gap-2.5 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
                {application}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <ButtonLink href={industry.exploreHref}>{industriesSection.explore}</ButtonLink>
          <ButtonLink href={industry.quoteHref} variant="outline">
            {industriesSection.customQuote}
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}

/** Industries We Serve (docs/product.md §2.3): six industries, rotating every 6000 ms. */
export function IndustriesSection({ locale }: { locale: Locale }) {
  const { homeEyebrows, industries, industriesSection } = messages(locale)
  return (
    <Section aria-labelledby="industries-title">
      <SectionHeader
        id="industries-title"
        eyebrow={homeEyebrows.industries}
        title={industriesSection.title}
        intro={industriesSection.intro}
      />
      <IndustriesCarousel
        intervalMs={INDUSTRY_ROTATION_MS}
        labels={{
          listLabel: industriesSection.title,
          previous: industriesSection.previous,
          next: industriesSection.next,
          pause: industriesSection.pause,
          play: industriesSection.play,
          show: industries.map((industry) => industriesSection.show(industry.title)),
        }}
        tabs={industries.map((industry) => (
          <Fragment key={industry.slug}>
            <Icon name={industry.icon} className="size-5 shrink-0" />
            <span>{industry.title}</span>
          </Fragment>
        ))}
        panels={industries.map((industry) => (
          <IndustryPanel key={industry.slug} industry={industry} locale={locale} />
        ))}
      />
    </Section>
  )
}
