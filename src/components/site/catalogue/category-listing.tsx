'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { useEffect, useId, useState } from 'react'

import type { CategoryListingCopy } from '@/content/client-copy'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import {
  LISTING_PAGE_SIZE,
  listingQueryParams,
  listingSearch,
  type ListingParams,
} from '@/lib/catalogue/listing-params'
import { toProductSort } from '@/lib/catalogue/product-list-params'
import { cn } from '#lib/cn'
import { Button, buttonVariants } from '@/components/ui/button-base'
import type { ProductList } from '@/lib/catalogue/types'
import { LoadingNewStatus, ProductResults } from './product-results'
import { useProductList } from './use-product-list'

/** Typing settles for this long before the listing asks the API: one request per pause, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Next.js syncs history.replaceState with its router: the URL becomes shareable and nothing re-renders on the server.
 */
function replaceListingUrl(next: ListingParams) {
  const search = listingSearch(next, new URLSearchParams(window.location.search))
  window.history.replaceState(null, '', `${window.location.pathname}${search}${window.location.hash}`)
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
  pages,
  initialParams,
  initialList,
  copy,
}: {
  copy: CategoryListingCopy
  apiBase: string
  categoryId: number
  /** The listing's own URL (localized), for its page links. */
  href: string
  /** The pages of the state the server rendered (its links load another page of it). */
  pages?: React.ReactNode
  initialParams: ListingParams
  /** The list the server rendered for `initialParams`. */
  initialList: ProductList
}) {
  const [input, setInput] = useState(initialParams.q)
  const [params, setParams] = useState<ListingParams>(initialParams)
  const searchId = useId()
  const sortId = useId()

  const locale = copy.list.card.locale
  const productList = useProductList(apiBase, listingQueryParams(categoryId, params, locale), {
    params: listingQueryParams(categoryId, initialParams, locale),
    list: initialList,
  })

  /** A new search or sort, from the first page. */
  function commit(next: ListingParams) {
    const first = { ...next, page: 1 }
    setParams(first)
    replaceListingUrl(first)
  }

  // Debounced search: commit the typed text once typing pauses.
  useEffect(() => {
    const q = input.trim()
    if (q === params.q) return
    const timer = window.setTimeout(() => {
      const next = { ...params, q, page: 1 }
      setParams(next)
      replaceListingUrl(next)
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [input, params])

  const { query, list, loadingNew } = productList
  const searching = params.q !== ''

  return (
    <div>
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

      {params === initialParams
        ? pages
        : list &&
          list.total > LISTING_PAGE_SIZE &&
          !query.isError && (
            // A search or sort made here shows its first page; the next ones are the server's pages.
            <nav aria-label={copy.pagination.label} className="mt-10 text-end">
              <a
                href={`${href}${listingSearch({ ...params, page: 2 })}`}
                className={buttonVariants({ variant: 'outline' })}
              >
                {copy.pagination.next}
              </a>
            </nav>
          )}
    </div>
  )
}
