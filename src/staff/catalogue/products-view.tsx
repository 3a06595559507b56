import { Plus } from 'lucide-react'
import { Fragment } from 'react'

import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/catalogue/file-format'
import type { TranslationStatus } from '@/lib/catalogue/localize'
import { cn } from '@/lib/cn-merge'
import { formatPrice } from '@/lib/i18n/format'
import { ENGLISH_NAMES } from '@/lib/i18n/language-names'
import {
  EDITOR_SORTS,
  type EditorListQuery,
  type EditorListRow,
  type EditorSort,
} from '@/server/catalogue/editor/products'
import { CategoryOptions } from './category-options'
import { listHref } from './list-query'

const STATUS_STYLE: Record<TranslationStatus, { label: string; className: string }> = {
  complete: { label: 'Translated', className: 'bg-emerald-50 text-emerald-800' },
  partial: { label: 'Partly', className: 'bg-amber-50 text-amber-900' },
  missing: { label: 'Missing', className: 'bg-slate-100 text-slate-700' },
}

/** The product's first image, small (a grey box without one). */
function Thumbnail({ file }: { file: string | null }) {
  return file ? (
    // eslint-disable-next-line @next/next/no-img-element -- renditions made at upload (003)
    <img
      src={`/uploads/images/${file}`}
      alt=""
      width={48}
      height={36}
      loading="lazy"
      className="h-9 w-12 shrink-0 rounded border border-slate-200 object-contain"
    />
  ) : (
    <span className="h-9 w-12 shrink-0 rounded border border-slate-200 bg-slate-100" />
  )
}

function PublishedBadge({ product: p }: { product: EditorListRow }) {
  return (
    <>
      <span
        className={cn(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
          p.isActive ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        {p.isActive ? 'Published' : 'Draft'}
      </span>
      {p.isFeatured && <span className="ms-2 text-xs text-slate-600">Featured</span>}
    </>
  )
}

function TranslationBadge({ product, locale }: { product: EditorListRow; locale: TranslationLocale }) {
  const { status, translated, total } = product.translations[locale]
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_STYLE[status].className,
      )}
      title={`${translated} of ${total} texts translated into ${ENGLISH_NAMES[locale]}`}
    >
      {STATUS_STYLE[status].label}
      {status === 'partial' && (
        <span className="ms-1 font-normal">
          {translated}/{total}
        </span>
      )}
    </span>
  )
}

function ChangedAt({ product: p }: { product: EditorListRow }) {
  return (
    <time dateTime={p.updatedAt.toISOString()}>
      {p.updatedAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}
    </time>
  )
}

/** One of the list's filter selects: its label above it, the query's value selected. */
function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  children,
}: {
  id: string
  name: string
  label: string
  defaultValue: string
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {children}
      </select>
    </div>
  )
}

/**
 * Staff product list: every product, drafts included, with search, category and status filters, sort and pages.
 * Server-rendered with the state in the URL (a filtered list can be bookmarked or shared with a colleague, and it
 * works before any script loads); the filter form is a plain GET form.
 */
export function ProductsView({
  query,
  items,
  total,
  page,
  pageCount,
  categoryOptions,
}: {
  query: EditorListQuery
  items: EditorListRow[]
  total: number
  page: number
  pageCount: number
  categoryOptions: { slug: string; name: string; isActive: boolean }[]
}) {
  const sortHeader = (sort: EditorSort, label: string) => {
    const active = (query.sort ?? 'name') === sort
    return (
      <th scope="col" aria-sort={active ? 'ascending' : undefined} className="px-3 py-2 text-start font-semibold">
        <Link href={listHref({ ...query, sort, page: 1 })} className="rounded-sm underline-offset-4 hover:underline">
          {label}
          {active && <span className="sr-only"> (sorted)</span>}
          {active && <span aria-hidden="true"> ↓</span>}
        </Link>
      </th>
    )
  }

  return (
    <main className="container-content py-8 md:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-navy-900">Products</h1>
          <p className="mt-1 text-sm text-slate-600">
            {total === 1 ? '1 product' : `${total} products`}
            {query.q || query.category || query.status || query.missing
              ? ' match the filters'
              : ' in the catalogue, drafts included'}
            .
          </p>
        </div>
        <ButtonLink href="/admin/products/new">
          <Plus aria-hidden="true" />
          New product
        </ButtonLink>
      </div>

      <form
        method="get"
        action="/admin/products"
        role="search"
        aria-label="Filter products"
        className={
          'mt-6 grid gap-3 rounded-card border border-slate-200 bg-white p-4 ' +
          'md:grid-cols-[2fr_1.5fr_1fr_1.2fr_1fr_auto] md:items-end'
        }
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="filter-q" className="text-sm font-semibold text-navy-900">
            Search
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder="Name, slug or title"
            className="h-10 rounded-md border border-slate-300 px-3 text-sm"
          />
        </div>
        <FilterSelect id="filter-category" name="category" label="Category" defaultValue={query.category ?? ''}>
          <option value="">All categories</option>
          <CategoryOptions categories={categoryOptions} />
        </FilterSelect>
        <FilterSelect id="filter-status" name="status" label="Status" defaultValue={query.status ?? ''}>
          <option value="">Any</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </FilterSelect>
        <FilterSelect id="filter-missing" name="missing" label="Translation" defaultValue={query.missing ?? ''}>
          <option value="">Any</option>
          {TRANSLATION_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              Missing {ENGLISH_NAMES[locale]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="filter-sort" name="sort" label="Sort by" defaultValue={query.sort ?? 'name'}>
          {(Object.keys(EDITOR_SORTS) as EditorSort[]).map((key) => (
            <option key={key} value={key}>
              {EDITOR_SORTS[key].label}
            </option>
          ))}
        </FilterSelect>
        <button
          type="submit"
          className="h-10 rounded-md bg-navy-800 px-4 text-sm font-semibold text-white hover:bg-navy-900"
        >
          Apply
        </button>
      </form>

      {items.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No products match. <Link href="/admin/products">Clear the filters</Link> or{' '}
          <Link href="/admin/products/new">create a product</Link>.
        </p>
      ) : (
        <>
          {/* Phones: one card per product, every column's value readable without scrolling sideways. */}
          <ul aria-label={`Products, page ${page} of ${pageCount}`} className="mt-6 flex flex-col gap-3 md:hidden">
            {items.map((p) => (
              <li key={p.id} className="rounded-card border border-slate-200 bg-white p-4">
                <div className="flex items-start gap-3">
                  <Thumbnail file={p.thumbnail} />
                  <span className="flex min-w-0 flex-col">
                    <Link
                      href={`/admin/products/${p.id}`}
                      className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <span className="truncate text-xs text-slate-600">/product/{p.slug}</span>
                  </span>
                </div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                  <dt className="text-slate-600">Category</dt>
                  <dd className="text-slate-800">{p.categoryName ?? '—'}</dd>
                  <dt className="text-slate-600">Price</dt>
                  <dd className="tabular text-slate-800">{p.price === null ? 'On request' : formatPrice(p.price)}</dd>
                  <dt className="text-slate-600">Status</dt>
                  <dd>
                    <PublishedBadge product={p} />
                  </dd>
                  {TRANSLATION_LOCALES.map((locale) => (
                    <Fragment key={locale}>
                      <dt className="text-slate-600">{ENGLISH_NAMES[locale]}</dt>
                      <dd>
                        <TranslationBadge product={p} locale={locale} />
                      </dd>
                    </Fragment>
                  ))}
                  <dt className="text-slate-600">Last changed</dt>
                  <dd className="text-slate-800">
                    <ChangedAt product={p} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table, sortable by its headers. */}
          <div className="mt-6 hidden overflow-x-auto rounded-card border border-slate-200 bg-white md:block">
            <table className="w-full min-w-[52rem] text-sm">
              <caption className="sr-only">
                Products, page {page} of {pageCount}
              </caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-navy-900">
                <tr>
                  {sortHeader('name', 'Name')}
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    Category
                  </th>
                  {sortHeader('price', 'Price')}
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    Status
                  </th>
                  {TRANSLATION_LOCALES.map((locale) => (
                    <th key={locale} scope="col" className="px-3 py-2 text-start font-semibold">
                      {ENGLISH_NAMES[locale]}
                    </th>
                  ))}
                  {sortHeader('updated', 'Last changed')}
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                    <td className="px-3 py-2">
                      <div className="flex items-center gap-3">
                        <Thumbnail file={p.thumbnail} />
                        <span className="flex min-w-0 flex-col">
                          <Link
                            href={`/admin/products/${p.id}`}
                            className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                          >
                            {p.name}
                          </Link>
                          <span className="truncate text-xs text-slate-600">/product/{p.slug}</span>
                        </span>
                      </div>
                    </td>
                    <td className="px-3 py-2 text-slate-700">{p.categoryName ?? '—'}</td>
                    <td className="tabular px-3 py-2 text-slate-700">
                      {p.price === null ? 'On request' : formatPrice(p.price)}
                    </td>
                    <td className="px-3 py-2">
                      <PublishedBadge product={p} />
                    </td>
                    {TRANSLATION_LOCALES.map((locale) => (
                      <td key={locale} className="px-3 py-2">
                        <TranslationBadge product={p} locale={locale} />
                      </td>
                    ))}
                    <td className="px-3 py-2 text-slate-700">
                      <ChangedAt product={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
          {page > 1 ? <Link href={listHref({ ...query, page: page - 1 })}>Previous page</Link> : <span />}
          <span className="text-slate-600">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link href={listHref({ ...query, page: page + 1 })}>Next page</Link> : <span />}
        </nav>
      )}
    </main>
  )
}

export type { EditorListQuery }
