import type { AboutPageContent } from '@/content/about'
import type { Locale } from '@/lib/i18n/locales'
import { formatNumber } from '@/lib/i18n/format'
import { ContentImg } from './content-img'
import { CtaBand } from './cta-band'
import { Icon } from './icon'
import { Section, SectionHeader, StatList } from './section'

/** The about page's sections below its hero (docs/product.md §2.10), drawn from the page entry's fields. */
export function AboutSections({ fields, locale }: { fields: AboutPageContent; locale: Locale }) {
  const { mission, whatWeProvide, values, timeline, stats: aboutStats, cta: aboutCta } = fields
  return (
    <>
      <Section aria-labelledby="mission-title">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeader id="mission-title" title={mission.title} className="mb-6 md:mb-6" />
            <p className="text-lg text-pretty text-slate-700">{mission.text}</p>
          </div>
          <div className="overflow-hidden rounded-card border border-slate-200 bg-navy-900 shadow-sm">
            <ContentImg image={mission.image} className="aspect-[16/9] h-auto w-full object-cover" />
          </div>
        </div>
        <StatList stats={aboutStats} className="mt-14 border border-slate-200" />
      </Section>

      <Section tone="muted" aria-labelledby="provide-title">
        <SectionHeader id="provide-title" title={whatWeProvide.title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whatWeProvide.items.map((item) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-navy-800 text-accent-400">
                <Icon name={item.icon} className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-navy-900 sm:mt-4">{item.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="values-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <SectionHeader id="values-title" title={values.title} className="lg:sticky lg:top-28 lg:self-start" />
          <ol className="divide-y divide-slate-200 border-y border-slate-200">
            {values.items.map((value, index) => (
              <li key={value.title} className="flex gap-5 py-6">
                <span aria-hidden="true" className="tabular w-8 shrink-0 text-sm font-semibold text-accent-700">
                  {formatNumber(index + 1, locale, { minimumIntegerDigits: 2 })}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-navy-900">{value.title}</h3>
                  <p className="mt-1.5 text-slate-600">{value.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="journey-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <SectionHeader id="journey-title" title={timeline.title} className="lg:sticky lg:top-28 lg:self-start" />
          <ol className="relative ms-2 border-s-2 border-navy-100">
            {timeline.milestones.map((milestone) => (
              <li
                key={milestone.year}
                className="relative grid gap-1 pb-10 ps-8 last:pb-0 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-6"
              >
                <span
                  aria-hidden="true"
                  className={
                    'absolute -start-[0.5625rem] top-1.5 size-4 rounded-full border-[3px] border-slate-50 ' +
                    'bg-accent-500 ring-2 ring-navy-100'
                  }
                />
                <p className="tabular text-xl font-semibold text-navy-800">{milestone.year}</p>
                <div>
                  <h3 className="text-lg font-semibold text-navy-900">{milestone.title}</h3>
                  <p className="mt-1.5 text-slate-600">{milestone.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <CtaBand headingId="about-cta-title" title={aboutCta.title} text={aboutCta.text} buttons={aboutCta.links} />
    </>
  )
}
