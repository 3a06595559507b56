'use client'

import { queryOptions, useQuery } from '@tanstack/react-query'
import { ArrowRight, RefreshCw } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { useEffect } from 'react'

import { header } from '@/content/navigation'
import { catalogueQueries } from '@/lib/catalogue/api-client'
import type { Category } from '@/lib/catalogue/types'
import { cn } from '@/lib/cn'
import { HeaderMenu } from './header-menu'
import { type MenuCategory, toMenuTree } from './menu-tree'

const labels = header.productsMenu

/**
 * The categoryTree query (same endpoint, fetcher and 5-minute caching as `catalogueQueries.categoryTree`), kept in
 * the menu's slimmer shape under its own key, so the tree the server seeds it with stays small.
 */
function menuTreeQuery(apiBase: string) {
  const tree = catalogueQueries.categoryTree(apiBase)
  // The shared fetcher reads only `signal` from its context.
  const fetchTree = tree.queryFn as unknown as (context: { signal: AbortSignal }) => Promise<{ categories: Category[] }>
  return queryOptions({
    queryKey: [...tree.queryKey, 'menu'] as const,
    queryFn: async ({ signal }) => ({ categories: toMenuTree((await fetchTree({ signal })).categories) }),
  })
}

/**
 * The category tree of the Products menu (docs/product.md §7: cached 5 minutes). The server renders the tree into
 * the page and hands it over as the query's initial data, so the menu shows instantly and fetches nothing on load;
 * Refresh refetches from `/api/public/categories/tree`. Errors are only logged (docs/product.md §4).
 */
export function useCategoryTree(apiBase: string, initialTree: MenuCategory[] | null) {
  const query = useQuery({
    ...menuTreeQuery(apiBase),
    initialData: initialTree ? { categories: initialTree } : undefined,
  })
  const { error } = query
  useEffect(() => {
    if (error) console.error('[products menu] could not load the category tree:', error.message)
  }, [error])
  const categories = query.data?.categories ?? []
  return {
    categories,
    // "Loading..." while a fetch is in flight and there is nothing to show yet.
    loading: query.isFetching && categories.length === 0,
    fetching: query.isFetching,
    refresh: () => void query.refetch(),
  }
}

/** The tree, its states, View All Products and Refresh: shared by the desktop panel and the mobile menu. */
export function CategoryTree({
  apiBase,
  initialTree,
  layout,
}: {
  apiBase: string
  initialTree: MenuCategory[] | null
  layout: 'panel' | 'list'
}) {
  const { categories, loading, fetching, refresh } = useCategoryTree(apiBase, initialTree)
  const panel = layout === 'panel'
  return (
    <div>
      {loading ? (
        <p role="status" className="px-2 py-6 text-sm text-slate-600">
          {labels.loading}
        </p>
      ) : categories.length === 0 ? (
        <p role="status" className="px-2 py-6 text-sm text-slate-600">
          {labels.empty}
        </p>
      ) : (
        <ul className={cn(panel ? 'grid grid-cols-3 gap-x-6 gap-y-5' : 'space-y-4')}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={labels.categoryHref(category.slug)}
                className={cn(
                  'block rounded-md px-2 py-1.5 text-sm font-semibold text-navy-900 hover:bg-navy-50',
                  !panel && 'text-base',
                )}
              >
                {category.name}
              </Link>
              {category.children.length > 0 && (
                <ul className={cn('mt-0.5', panel ? 'space-y-0.5' : 'ms-3 space-y-0.5 border-s border-slate-200 ps-2')}>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        href={labels.categoryHref(child.slug)}
                        className={
                          'block rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-navy-50 hover:text-navy-900'
                        }
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <div
        className={cn(
          'mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4',
          !panel && 'mt-4',
        )}
      >
        <Link
          href={labels.viewAll.href}
          className={
            'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold ' +
            'text-navy-700 hover:bg-navy-50 hover:text-navy-900'
          }
        >
          {labels.viewAll.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
        <button
          type="button"
          onClick={refresh}
          title={labels.refreshAction}
          aria-busy={fetching}
          className={
            'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium ' +
            'text-slate-600 hover:bg-slate-100 hover:text-navy-900'
          }
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', fetching && 'animate-spin')} />
          {labels.refresh}
        </button>
      </div>
    </div>
  )
}

/** The desktop Products drop-down. */
export function ProductsMenu({ apiBase, initialTree }: { apiBase: string; initialTree: MenuCategory[] | null }) {
  return (
    <HeaderMenu label={labels.label} mega panelClassName="mx-auto max-w-5xl p-6">
      <CategoryTree apiBase={apiBase} initialTree={initialTree} layout="panel" />
    </HeaderMenu>
  )
}
