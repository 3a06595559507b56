import { iconSymbol } from '../icon'
import { Section, SectionHeader } from '../section'
import { IndustriesCarousel } from './industries-carousel'
import { messages } from '@/content/messages'
import type { HomePageContent } from '@/content/home'
import type { Locale } from '@/lib/i18n/locales'

/** 6000 ms: docs/product.md §2.3, §4 and §9, industry auto-rotation interval. */
export const INDUSTRY_ROTATION_MS = 6000

/**
 * Industries We Serve (docs/product.md §2.3): six industries, rotating every 6000 ms. The carousel draws the tabs and
 * panels from the industries' data (src/components/site/home/industries-carousel.tsx says why).
 */
export function IndustriesSection({
  locale,
  section,
  lang,
}: {
  locale: Locale
  section: HomePageContent['industries']
  lang?: string
}) {
  const { homeEyebrows, industriesSection } = messages(locale)
  const industries = section.items
  return (
    <Section aria-labelledby="industries-title" lang={lang}>
      <SectionHeader
        id="industries-title"
        eyebrow={homeEyebrows.industries}
        title={section.title}
        intro={section.intro}
      />
      <IndustriesCarousel
        intervalMs={INDUSTRY_ROTATION_MS}
        labels={{
          listLabel: section.title,
          previous: industriesSection.previous,
          next: industriesSection.next,
          pause: industriesSection.pause,
          play: industriesSection.play,
          show: industries.map((industry) => industriesSection.show(industry.title)),
          keyApplications: industriesSection.keyApplications,
          explore: industriesSection.explore,
          customQuote: industriesSection.customQuote,
        }}
        industries={industries.map(
          ({ slug, title, description, applications, icon, image, exploreHref, quoteHref }) => ({
            slug,
            title,
            description,
            applications,
            icon: iconSymbol(icon),
            image,
            exploreHref,
            quoteHref,
          }),
        )}
      />
    </Section>
  )
}
