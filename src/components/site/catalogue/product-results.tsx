import { SpriteIcon } from '@/components/ui/icon-svg'

import type { ProductListCopy } from '@/content/client-copy'
import { fill } from '@/lib/i18n/fill'
import { cn } from '#lib/cn'
import { ProductCard } from '@/components/site/product-card'
import { Button } from '@/components/ui/button'
import { StatePanel } from './state-panel'
import type { useProductList } from './use-product-list'

/**
 * The product lists of the products index and a category listing load and show their query's states the same way
 * (docs/product.md §2.4, §2.5 and §8). No 'use client': components for the client lists only.
 */

/** Shown beside the results while the next page or search loads behind them, dimmed. */
export function LoadingNewStatus({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <SpriteIcon name="loader-circle" aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      {text}
    </p>
  )
}

/**
 * A product list's results: the error with Try Again, a loading panel until the first data, the empty panel, or the
 * cards, dimmed while newer results load. `className` adds grid columns.
 */
export function ProductResults({
  productList: { query, list, loadingNew },
  loadingTitle,
  empty,
  variant,
  className,
  copy,
}: {
  productList: ReturnType<typeof useProductList>
  copy: ProductListCopy
  loadingTitle: string
  empty: { title: string; text?: string }
  variant: 'grid' | 'listing'
  className?: string
}) {
  if (query.isError) {
    return (
      <StatePanel kind="error" title={fill(copy.error, { message: query.error?.message ?? '' })} text={copy.retryHint}>
        <Button onClick={() => query.refetch()}>{copy.retry}</Button>
      </StatePanel>
    )
  }
  if (!list) return <StatePanel kind="loading" title={loadingTitle} as="p" />
  if (list.products.length === 0) return <StatePanel kind="empty" title={empty.title} text={empty.text} />
  return (
    <ul
      className={cn(
        'grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
        className,
        loadingNew && 'opacity-50',
      )}
    >
      {list.products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} copy={copy.card} variant={variant} headingLevel={3} className="w-full" />
        </li>
      ))}
    </ul>
  )
}
