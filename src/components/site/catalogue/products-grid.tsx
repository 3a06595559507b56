'use client'

import { useSearchParams } from 'next/navigation'

import type { ProductsGridCopy } from '@/content/client-copy'
import { localizeHref } from '@/lib/i18n/locales'
import { GRID_PAGE_SIZE, gridQueryParams, pageHref } from '@/lib/catalogue/grid-params'
import { parsePageParam } from '@/lib/catalogue/product-list-params'
import type { ProductList } from '@/lib/catalogue/types'
import { pageCount } from '@/lib/pagination'
import { Pagination } from './pagination'
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
  const page = parsePageParam(searchParams.get('page'))
  const productList = useProductList(apiBase, gridQueryParams(page, locale), {
    params: gridQueryParams(initialPage, locale),
    list: initialList,
  })
  const { query, list, loadingNew } = productList
  const totalPages = list ? pageCount(list.total, GRID_PAGE_SIZE) : 1

  function goTo(next: number) {
    // Next.js syncs history.pushState with useSearchParams: Back and Forward move between pages, no server render.
    window.history.pushState(
      null,
      '',
      localizeHref(pageHref(next, window.location.search), locale) + window.location.hash,
    )
  }

  return (
    <div>
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
        <Pagination
          locale={locale}
          page={page}
          totalPages={totalPages}
          copy={copy.pagination}
          hrefFor={(n) => localizeHref(pageHref(n), locale)}
          onPage={goTo}
          headingId={headingId}
        />
      )}
    </div>
  )
}
