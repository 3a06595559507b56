import { ArrowRight, Check } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

import type { ProductImage } from '@/lib/catalogue/types'
import { ProductPicture } from '@/components/site/product-picture'
import { messages } from '@/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import type { CategoryTextField } from '@/lib/catalogue/types'
import { FallbackText } from './fallback-text'

/** What a category card shows: a catalogue category or one of the built-in four (docs/product.md §3). */
export interface CategoryCardData {
  key: string
  /** Texts still in English for want of a translation (decision 033): the catalogue category's `fallback`. */
  fallback?: CategoryTextField[]
  name: string
  description: string
  features: readonly string[]
  href: string
  /** The catalogue's image (responsive renditions), when the category has one. */
  image: ProductImage | null
  /** Shown when there is no catalogue image or it fails to load; 1200×900 like the renditions. */
  fallbackImage: { src: string; alt: string }
}

const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 92vw'

/** A products-index category card (docs/product.md §2.4): image, title, description, feature list, "Learn More". */
export function CategoryCard({
  category,
  headingLevel = 3,
  locale,
  priority = false,
}: {
  category: CategoryCardData
  headingLevel?: 2 | 3
  locale: Locale
  /** The first card of a list that starts in the page's first screen: its image loads at once, at high priority. */
  priority?: boolean
}) {
  const { learnMore, productsIndexExtras } = messages(locale)
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={
        'group relative flex w-full flex-col overflow-hidden rounded-card border border-slate-200 ' +
        'bg-white shadow-sm transition-shadow hover:shadow-md'
      }
    >
      <div className="relative aspect-[4/3] bg-gradient-to-b from-slate-50 to-slate-100">
        <ProductPicture
          image={category.image}
          fallback={category.fallbackImage.src}
          alt={category.image?.alt ?? category.fallbackImage.alt}
          sizes={CARD_SIZES}
          priority={priority}
          className="h-full w-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold text-navy-900">
          <FallbackText dto={category} field="name">
            {category.name}
          </FallbackText>
        </Heading>
        {category.description && (
          <p className="mt-2 text-sm text-slate-600">
            <FallbackText dto={category} field="description">
              {category.description}
            </FallbackText>
          </p>
        )}
        {category.features.length > 0 && (
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {category.features.map((feature, i) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
                <span>
                  <FallbackText dto={category} field={`features.${i}`}>
                    {feature}
                  </FallbackText>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-6">
          <Link
            href={category.href}
            className={
              'inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 underline-offset-4 ' +
              'group-hover:underline after:absolute after:inset-0 hover:text-navy-900'
            }
          >
            {learnMore}
            {/* Part of the link's text, not only its accessible name: "Learn More" six times tells search engines
                and screen-reader link lists nothing; the visible words stay first, so speech input still matches. */}
            <span className="sr-only">{productsIndexExtras.categories.learnMoreSuffix(category.name)}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
            />
          </Link>
        </div>
      </div>
    </article>
  )
}
