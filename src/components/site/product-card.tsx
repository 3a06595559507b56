import { Link } from '@/components/ui/link'

import type { Product } from '@/lib/catalogue/types'
import { cn } from '#lib/cn'
import { formatPrice } from '@/lib/i18n/format'
import { fallbackImageForCategory } from '@/lib/images'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button-base'
import { ProductPicture } from './product-picture'
import { ProductActions } from './quote/product-actions'
import type { ProductCardCopy } from '@/content/client-copy'
import { FallbackText } from '@/components/site/catalogue/fallback-text'

/**
 * Card slot widths for the 2-/3-/4-column grids, and the 7rem thumbnail column of the compact phone layout; tells
 * the browser which rendition to fetch (a phone fetches the 320 px one instead of a full-width image).
 */
export const PRODUCT_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 112px'

/**
 * A product card (docs/product.md §2.3 to §2.5). `variant="grid"` is the products index / home card (description);
 * `variant="listing"` is the category listing card (subtitle, short description else description, price).
 * At most 2 key features (docs/product.md §9). The whole card is one link target via "View Details".
 * Below 640 px the card is compact (thumbnail beside the text), so a phone shows about three per screen instead of
 * one and a long grid stays short to scroll.
 */
export function ProductCard({
  product,
  variant = 'grid',
  headingLevel = 3,
  priority = false,
  className,
  copy,
}: {
  product: Product
  /** From productCardCopy(locale): the card renders in server pages and in the client product lists alike. */
  copy: ProductCardCopy
  variant?: 'grid' | 'listing'
  headingLevel?: 2 | 3 | 4
  priority?: boolean
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  const categoryName = product.category?.name ?? copy.defaultCategory
  const textField = variant === 'listing' && product.short_description ? 'short_description' : 'description'
  const text = product[textField]
  const href = `/product/${product.slug}`
  return (
    <article
      data-testid="product-card"
      className={cn(
        'group relative grid grid-cols-[7rem_minmax(0,1fr)] overflow-hidden rounded-card border ' +
          'border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex sm:flex-col',
        className,
      )}
    >
      <div className="relative bg-gradient-to-b from-slate-50 to-slate-100 sm:aspect-[4/3]">
        <ProductPicture
          image={product.images[0]}
          fallback={fallbackImageForCategory(product.category?.name)}
          sizes={PRODUCT_CARD_SIZES}
          alt=""
          priority={priority}
          className="h-full w-full max-sm:h-auto max-sm:pt-7"
          imgClassName="max-sm:h-auto"
        />
        {product.is_featured && (
          <Badge variant="featured" className="absolute start-2 top-2 sm:start-3 sm:top-3">
            {copy.featured}
          </Badge>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:gap-2 sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">
          {product.category ? (
            <FallbackText dto={product} field="category">
              {categoryName}
            </FallbackText>
          ) : (
            categoryName
          )}
        </p>
        <Heading className="text-base leading-snug font-semibold text-navy-900 sm:text-lg">
          <FallbackText dto={product} field="name">
            {product.name}
          </FallbackText>
        </Heading>
        {variant === 'listing' && product.subtitle && (
          <p className="text-sm font-medium text-slate-600">
            <FallbackText dto={product} field="subtitle">
              {product.subtitle}
            </FallbackText>
          </p>
        )}
        {text && (
          // On a phone the listing card's subtitle already says what the product is: the longer text waits for wider
          // screens.
          <p
            className={cn(
              'line-clamp-2 text-sm text-slate-600 sm:line-clamp-3',
              variant === 'listing' && product.subtitle && 'max-sm:hidden',
            )}
          >
            <FallbackText dto={product} field={textField}>
              {text}
            </FallbackText>
          </p>
        )}
        {product.key_features.length > 0 && (
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {product.key_features.slice(0, 2).map((f, i) => (
              <li key={f} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                <FallbackText dto={product} field={`key_features.${i}`}>
                  <span>{f}</span>
                </FallbackText>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3 sm:pt-4">
          {variant === 'listing' && product.price !== null ? (
            <p className="tabular text-lg font-semibold text-navy-900">
              <bdi dir="ltr">{formatPrice(product.price, copy.locale)}</bdi>
            </p>
          ) : (
            <span />
          )}
          <Link
            href={href}
            className={cn(buttonVariants({ variant: 'default', size: 'sm' }), 'after:absolute after:inset-0')}
            aria-label={`${copy.viewDetails}: ${product.name}`}
          >
            {copy.viewDetails}
          </Link>
        </div>
        {/* Above the card-wide link (z-10), so these buttons get their own clicks. */}
        <ProductActions copy={copy} slug={product.slug} name={product.name} className="pt-1" />
      </div>
    </article>
  )
}
