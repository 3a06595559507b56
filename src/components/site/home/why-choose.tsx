import { CheckCircle2 } from '@/components/ui/icons'

import { ButtonLink } from '@/components/ui/button'
import { DARK_BUTTON_VARIANT } from '../cta-band'
import { ContourPattern } from '../contour-pattern'
import { Section, SectionHeader, StatList } from '../section'
import { messages } from '@/content/messages'
import type { HomePageContent } from '@/content/home'
import type { Locale } from '@/lib/i18n/locales'

/**
 * Why Choose (docs/product.md §2.3): the four figures, three reasons and calls to action to /about, /contact,
 * /products.
 */
export function WhyChoose({
  siteName,
  locale,
  section,
  lang,
}: {
  siteName: string
  locale: Locale
  section: HomePageContent['whyChoose']
  lang?: string
}) {
  const { homeEyebrows, whyChoose } = messages(locale)
  return (
    <Section tone="navy" aria-labelledby="why-title" lang={lang}>
      <ContourPattern className="-z-10 text-navy-100" />
      <SectionHeader
        id="why-title"
        tone="dark"
        eyebrow={homeEyebrows.whyChoose}
        title={whyChoose.title(siteName)}
        intro={section.intro}
      />
      <StatList stats={section.stats} tone="dark" />
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {section.points.map((point) => (
          <li key={point.title} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
            <div>
              <h3 className="font-semibold text-white">{point.title}</h3>
              <p className="mt-1.5 text-sm text-navy-100">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-wrap gap-3 border-t border-white/10 pt-8">
        {section.ctas.map((cta) => (
          <ButtonLink key={cta.href} href={cta.href} variant={DARK_BUTTON_VARIANT[cta.variant]} size="lg">
            {cta.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  )
}
