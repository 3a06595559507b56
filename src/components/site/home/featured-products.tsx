import type { Product } from '@/lib/catalogue/types'
import { ButtonLink } from '@/components/ui/button'
import { ProductCard } from '../product-card'
import { Section, SectionHeader } from '../section'
import { productCardCopy } from '@/content/client-copy'
import { messages } from '@/content/messages'
import type { HomePageContent } from '@/content/home'
import type { Locale } from '@/lib/i18n/locales'

/**
 * Featured Products (docs/product.md §2.3): up to 4 featured products from the catalogue, server-rendered, each with
 * its Featured badge and a link to /product/{slug}. The page renders nothing when there are none.
 */
export function FeaturedProducts({
  products,
  locale,
  section,
  lang,
}: {
  products: Product[]
  locale: Locale
  section: HomePageContent['featured']
  /** "en" when the page's translation is incomplete and the section shows in English. */
  lang?: string
}) {
  const { featuredSection, homeEyebrows } = messages(locale)
  if (products.length === 0) return null
  return (
    <Section aria-labelledby="featured-title" lang={lang}>
      <SectionHeader id="featured-title" eyebrow={homeEyebrows.featured} title={section.title} intro={section.intro}>
        <ButtonLink href={featuredSection.viewAll.href} variant="outline">
          {featuredSection.viewAll.label}
        </ButtonLink>
      </SectionHeader>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} copy={productCardCopy(locale)} />
        ))}
      </div>
    </Section>
  )
}
