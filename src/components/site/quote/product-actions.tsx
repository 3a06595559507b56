import { SpriteIcon } from '@/components/ui/icon-svg'

import { QUOTE_MAX_QUANTITY } from '@/lib/quote/list'
import { cn } from '#lib/cn'
import { Button } from '@/components/ui/button'
import { compareProduct } from '@/actions/compare'
import { addToQuote } from '@/actions/quote'
import type { ProductCardCopy } from '@/content/client-copy'
import { fill } from '@/lib/i18n/fill'

/**
 * "Add to quote" and "Compare" (decision 030) as two small forms bound to server actions: without JavaScript they post
 * and come back (post/redirect/get); with it React posts them in the background. No client code of their own, so
 * they can sit in server and client components alike (product cards are rendered by both).
 */
export function ProductActions({
  slug,
  name,
  withQuantity = false,
  className,
  copy,
}: {
  copy: ProductCardCopy
  slug: string
  name: string
  /** The product page offers a quantity; cards add one. */
  withQuantity?: boolean
  className?: string
}) {
  return (
    <div className={cn('relative z-10 flex flex-wrap items-end gap-2', className)}>
      <form action={addToQuote} className="flex items-end gap-2">
        <input type="hidden" name="product" value={slug} />
        {withQuantity ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`add-qty-${slug}`} className="text-xs font-medium text-slate-700">
              {copy.quantity}
            </label>
            <input
              id={`add-qty-${slug}`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={QUOTE_MAX_QUANTITY}
              defaultValue={1}
              className={
                'h-10 w-20 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 tabular-nums ' +
                'focus-visible:outline-2 focus-visible:outline-navy-600'
              }
            />
          </div>
        ) : (
          <input type="hidden" name="quantity" value="1" />
        )}
        <Button
          type="submit"
          variant="outline"
          size={withQuantity ? 'default' : 'sm'}
          aria-label={fill(copy.addToQuoteNamed, { name })}
          data-testid="add-to-quote"
        >
          <SpriteIcon name="list-plus" aria-hidden="true" />
          {copy.addToQuote}
        </Button>
      </form>
      <form action={compareProduct}>
        <input type="hidden" name="product" value={slug} />
        <Button
          type="submit"
          variant="ghost"
          size={withQuantity ? 'default' : 'sm'}
          aria-label={fill(copy.compareNamed, { name })}
          data-testid="compare-product"
        >
          <SpriteIcon name="git-compare-arrows" aria-hidden="true" />
          {copy.compare}
        </Button>
      </form>
    </div>
  )
}
