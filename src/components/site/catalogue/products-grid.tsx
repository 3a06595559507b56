'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { useSearchParams } from 'next/navigation'
import { useRef } from 'react'

import type { ProductsGridCopy } from '@/content/client-copy'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import { localizeHref, type Locale } from '@/lib/i18n/locales'
import { GRID_PAGE_SIZE, gridQueryParams, pageHref, parseGridPage } from '@/lib/catalogue/product-list-params'
import { cn } from '#lib/cn'
import { pageNumbers } from '@/lib/pagination'
import type { ProductList } from '@/lib/catalogue/types'
import { LoadingNewStatus, ProductResults } from './product-results'
import { useProductList } from './use-product-list'

/**
 * "Our Products" (docs/product.md §2.4; docs/design.md decision 10): the whole catalogue in pages of 20. The page
 * number is in the URL (`?page=`): pagination links are real links (crawlers and visitors without JavaScript reach
 * every product), and with JavaScript a click pushes the URL and fetches the page from the API, keeping
 * the current page visible, dimmed, until the next arrives. The server seeds the page it rendered.
 */
export function ProductsGrid({
  apiBase,
  headingId,
  initialPage,
  initialList,
  copy,
}: {
  copy: ProductsGridCopy
  apiBase: string
  headingId: string
  /** The page the server rendered, and its list (null when the catalogue could not be read: the grid fetches it). */
  initialPage: number
  initialList: ProductList | null
}) {
  const locale = copy.list.card.locale
  const searchParams = useSearchParams()
  const page = parseGridPage(searchParams.get('page'))
  const topRef = useRef<HTMLDivElement>(null)
  const productList = useProductList(apiBase, gridQueryParams(page, locale), {
    params: gridQueryParams(initialPage, locale),
    list: initialList,
  })
  const { query, list, loadingNew } = productList
  const totalPages = list ? Math.max(1, Math.ceil(list.total / GRID_PAGE_SIZE)) : 1

  function goTo(next: number, event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    // Next.js syncs history.pushState with useSearchParams: Back and Forward move between pages, no server render.
    window.history.pushState(
      null,
      '',
      localizeHref(pageHref(next, window.location.search), locale) + window.location.hash,
    )
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    topRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    // Keyboard and screen-reader users continue from the grid's heading, not from the pagination they left.
    document.getElementById(headingId)?.focus({ preventScroll: true })
  }

  return (
    <div ref={topRef} className="scroll-mt-24">
      <div className="flex min-h-6 items-center justify-end" aria-live="polite">
        {loadingNew && <LoadingNewStatus text={copy.list.loadingNew} />}
      </div>
      <div className="mt-2" aria-busy={loadingNew || query.isPending}>
        <ProductResults
          productList={productList}
          copy={copy.list}
          loadingTitle={copy.loading}
          empty={{ title: copy.empty }}
          variant="grid"
          className="xl:grid-cols-4"
        />
      </div>

      {list && totalPages > 1 && !query.isError && (
        <nav
          aria-label={copy.pagination.label}
          className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between"
        >
          <p className="tabular text-sm text-slate-600">
            {fill(copy.pagination.page, { n: formatNumber(page, locale), total: formatNumber(totalPages, locale) })}
          </p>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <PageLink locale={locale} page={page - 1} disabled={page <= 1} onNavigate={goTo} className="gap-1 px-3">
                <SpriteIcon name="chevron-left" aria-hidden="true" className="size-4 rtl:rotate-180" />
                {copy.pagination.previous}
              </PageLink>
            </li>
            {pageNumbers(page, totalPages).map((n, i) =>
              n === null ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
                  …
                </li>
              ) : (
                <li key={n}>
                  <PageLink
                    locale={locale}
                    page={n}
                    current={n === page}
                    onNavigate={goTo}
                    aria-label={fill(copy.pageLabel, { n: formatNumber(n, locale) })}
                  >
                    {formatNumber(n, locale)}
                  </PageLink>
                </li>
              ),
            )}
            <li>
              <PageLink
                locale={locale}
                page={page + 1}
                disabled={page >= totalPages}
                onNavigate={goTo}
                className="gap-1 px-3"
              >
                {copy.pagination.next}
                <SpriteIcon name="chevron-right" aria-hidden="true" className="size-4 rtl:rotate-180" />
              </PageLink>
            </li>
          </ul>
        </nav>
      )}
    </div>
  )
}

function PageLink({
  locale,
  page,
  current = false,
  disabled = false,
  onNavigate,
  className,
  children,
  ...props
}: {
  page: number
  current?: boolean
  disabled?: boolean
  onNavigate: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void
  className?: string
  children: React.ReactNode
  locale: Locale
} & Pick<React.ComponentProps<'a'>, 'aria-label'>) {
  const base = 'tabular inline-flex h-10 min-w-10 items-center justify-center rounded-md border text-sm font-semibold'
  if (disabled) {
    // A disabled link is not a link: plain text, out of the tab order.
    return <span className={cn(base, 'border-slate-200 px-3 text-slate-500', className)}>{children}</span>
  }
  return (
    <a
      href={localizeHref(pageHref(page), locale)}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => onNavigate(page, event)}
      className={cn(
        base,
        current
          ? 'border-navy-800 bg-navy-800 text-white'
          : 'border-slate-300 bg-white text-navy-900 hover:border-navy-600 hover:bg-navy-50',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  )
}
