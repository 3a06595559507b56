'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { useSearchParams } from 'next/navigation'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'

import type { CategoryListingCopy } from '@/content/client-copy'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import {
  LISTING_PAGE_SIZE,
  listingQueryParams,
  listingSearch,
  parseListingParams,
  toProductSort,
  type ListingParams,
} from '@/lib/catalogue/product-list-params'
import { cn } from '#lib/cn'
import { Button } from '@/components/ui/button-base'
import type { ProductList } from '@/lib/catalogue/types'
import { LoadingNewStatus, ProductResults } from './product-results'
import { useProductList } from './use-product-list'

/** Typing settles for this long before the listing asks the API: one request per pause, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Most categories fit on one page (the seed's largest holds 11 of 24), so their first load leaves the pagination's
 * code out. A listing with pages is server-rendered with its links; in the browser they stay as they came (working
 * links) until their script arrives and hydrates them.
 */
const Pagination = lazy(() => import('./pagination').then((m) => ({ default: m.Pagination })))

/**
 * Next.js syncs history.replaceState and pushState with its router: the URL becomes shareable and nothing
 * re-renders on the server. A search or a sort replaces the entry; a page of results adds one, so Back returns to
 * the page before.
 */
function writeListingUrl(next: ListingParams, push: boolean) {
  const search = listingSearch(next, new URLSearchParams(window.location.search))
  window.history[push ? 'pushState' : 'replaceState'](
    null,
    '',
    `${window.location.pathname}${search}${window.location.hash}`,
  )
}

const controlClass =
  'block h-11 w-full rounded-md border border-slate-300 bg-white text-base text-slate-900 ' +
  'shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 ' +
  'focus-visible:border-navy-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-navy-600 sm:h-10 sm:text-sm'

/**
 * The category listing's search, sort, count, cards and pages (docs/product.md §2.5). State lives in the
 * URL (`?q=&sort=&page=`: shareable, no reload, no server round trip); results come from the
 * `products` query, seeded by the server for the state the page was opened with. While a new search or sort loads,
 * the previous results stay visible, dimmed. Without JavaScript the form submits as a GET and the server renders it.
 */
export function CategoryListing({
  apiBase,
  categoryId,
  href,
  headingId,
  initialParams,
  initialList,
  copy,
}: {
  copy: CategoryListingCopy
  apiBase: string
  categoryId: number
  /** The listing's own URL (localized), for its page links. */
  href: string
  /** The results' heading: focus moves there when a page of results is shown. */
  headingId: string
  initialParams: ListingParams
  /** The list the server rendered for `initialParams`. */
  initialList: ProductList
}) {
  // The state is the URL's: Next.js syncs pushState and replaceState with useSearchParams, so Back and Forward
  // between pages (or to an earlier search) show what their URL says, without a server render.
  const searchParams = useSearchParams()
  const params = useMemo(() => parseListingParams(searchParams), [searchParams])
  const [input, setInput] = useState(initialParams.q)
  // The search the box last showed: when the URL's differs (Back to an earlier search), the box follows it.
  const [shownQ, setShownQ] = useState(initialParams.q)
  if (shownQ !== params.q) {
    setShownQ(params.q)
    setInput(params.q)
  }
  const searchId = useId()
  const sortId = useId()

  const locale = copy.list.card.locale
  const productList = useProductList(apiBase, listingQueryParams(categoryId, params, locale), {
    params: listingQueryParams(categoryId, initialParams, locale),
    list: initialList,
  })

  const topRef = useRef<HTMLDivElement>(null)

  /** Writes a listing state into the URL (a new page of results as a new history entry), which shows it. */
  function show(next: ListingParams, push = false) {
    setShownQ(next.q)
    writeListingUrl(next, push)
  }

  /** A new search or sort, from the first page. */
  const commit = (next: ListingParams) => show({ ...next, page: 1 })

  // Debounced search: commit the typed text once typing pauses.
  useEffect(() => {
    const q = input.trim()
    if (q === params.q) return
    const timer = window.setTimeout(() => {
      const next = { ...params, q, page: 1 }
      setShownQ(q)
      writeListingUrl(next, false)
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [input, params])

  const { query, list, loadingNew } = productList
  const searching = params.q !== ''
  const totalPages = list ? Math.max(1, Math.ceil(list.total / LISTING_PAGE_SIZE)) : 1

  return (
    <div ref={topRef} className="scroll-mt-24">
      <form
        role="search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          commit({ ...params, q: input.trim() })
        }}
        className={
          'flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm ' +
          'sm:flex-row sm:items-end md:p-5'
        }
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            {copy.search.label}
          </label>
          <div className="relative">
            <SpriteIcon
              name="search"
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              name="q"
              type="search"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder={copy.search.placeholder}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              className={cn(controlClass, 'ps-9 pe-10 [&::-webkit-search-cancel-button]:hidden')}
            />
            {input && (
              <button
                type="button"
                onClick={() => {
                  setInput('')
                  commit({ ...params, q: '' })
                }}
                className={
                  'absolute end-1 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-md ' +
                  'text-slate-500 hover:bg-slate-100 hover:text-navy-900'
                }
              >
                <SpriteIcon name="x" aria-hidden="true" className="size-4" />
                <span className="sr-only">{copy.search.clear}</span>
              </button>
            )}
          </div>
        </div>
        <div className="flex items-center gap-3 sm:w-60">
          <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-slate-700">
            {copy.sort.label}
          </label>
          <div className="relative flex-1">
            <select
              id={sortId}
              name="sort"
              value={params.sort}
              onChange={(event) =>
                commit({ ...params, q: input.trim(), sort: toProductSort(event.target.value) ?? params.sort })
              }
              className={cn(controlClass, 'appearance-none ps-3 pe-9')}
            >
              {copy.sort.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <SpriteIcon
              name="chevron-down"
              aria-hidden="true"
              className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
          </div>
        </div>
        {/* Without JavaScript this submits the form; with it, results follow the typing and it is not needed. */}
        <noscript>
          <Button type="submit">{copy.search.label}</Button>
        </noscript>
      </form>

      <div className="mt-6 flex min-h-6 flex-wrap items-center justify-between gap-3" aria-live="polite">
        {list && !query.isError && (
          <p data-testid="product-count" className="text-sm font-semibold text-slate-700">
            {fill(copy.count, { n: formatNumber(list.total, copy.list.card.locale) })}
          </p>
        )}
        {loadingNew && <LoadingNewStatus text={copy.list.loadingNew} />}
      </div>

      <div className="mt-4" aria-busy={loadingNew}>
        <ProductResults
          productList={productList}
          copy={copy.list}
          loadingTitle={copy.loading}
          empty={{
            title: copy.empty.title,
            text: searching ? copy.empty.searchHint : copy.empty.categoryEmpty,
          }}
          variant="listing"
        />
      </div>

      {list && totalPages > 1 && !query.isError && (
        <Suspense>
          <Pagination
            locale={locale}
            page={params.page}
            totalPages={totalPages}
            copy={copy.pagination}
            hrefFor={(page) => `${href}${listingSearch({ ...params, page })}`}
            onPage={(page) => show({ ...params, page }, true)}
            top={topRef}
            headingId={headingId}
          />
        </Suspense>
      )}
    </div>
  )
}
