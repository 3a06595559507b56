import { ButtonLink } from '@/components/ui/button'
import { NewsCard } from '@/components/site/news/news-card'
import { Section, SectionHeader } from '../section'
import { messages } from '@/content/messages'
import type { HomePageContent } from '@/content/home'
import type { Locale } from '@/lib/i18n/locales'
import type { Article } from '@/server/content/news'

/**
 * News & Events (docs/product.md §2.3): the first three items of the listing (upcoming events first, then the
 * newest), each linking to its article (docs/design.md decision 3). Nothing published: the section is not shown.
 */
export function NewsSection({
  locale,
  items,
  section,
  lang,
}: {
  locale: Locale
  items: readonly Article[]
  section: HomePageContent['news']
  lang?: string
}) {
  if (items.length === 0) return null
  const { homeEyebrows, newsSection } = messages(locale)
  return (
    <Section tone="muted" aria-labelledby="news-title" lang={lang}>
      <SectionHeader id="news-title" eyebrow={homeEyebrows.news} title={section.title} intro={section.intro}>
        <ButtonLink href={newsSection.viewAll.href} variant="outline">
          {newsSection.viewAll.label}
        </ButtonLink>
      </SectionHeader>
      <div className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <NewsCard key={item.link} item={item} locale={locale} readMore={newsSection.readMore} />
        ))}
      </div>
    </Section>
  )
}
