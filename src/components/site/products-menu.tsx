'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { Link } from '@/components/ui/link'
import { useEffect, useSyncExternalStore } from 'react'

import type { LinkItem } from '@/content/types'
import { getJson } from '@/lib/catalogue/get-json'
import type { Category } from '@/lib/catalogue/types'
import { cn } from '#lib/cn'
import { HeaderMenu } from './header-menu'
import { type MenuCategory, toMenuTree } from './menu-tree'

/**
 * The Products menu's copy and the category URL prefix, handed over by the server header (src/components/site/
 * header.tsx builds them from src/content/navigation.ts): importing the content modules here would put them, with
 * the site's and the routes' tables, into every page's JavaScript.
 */
export interface ProductsMenuCopy {
  label: string
  /** `categoryHref('')`: a category's URL is this prefix and its slug. */
  categoryBase: string
  viewAll: LinkItem
  refresh: string
  refreshAction: string
  loading: string
  empty: string
}

/**
 * The menu's category tree in this tab, shared by the desktop panel and the mobile menu: null until fetched (the
 * server's tree is shown until then). A module-level store rather than TanStack Query: the menu is on every page,
 * and its one fetch (Refresh, or the tree the server could not read) does not justify the query library in every
 * page's JavaScript (decision 021). The server never fetches, so its snapshot is the constant initial state.
 */
interface TreeState {
  readonly categories: MenuCategory[] | null
  readonly fetching: boolean
}
const INITIAL: TreeState = { categories: null, fetching: false }
let treeState = INITIAL
const listeners = new Set<() => void>()

function setTreeState(next: Partial<TreeState>) {
  treeState = { ...treeState, ...next }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

async function loadTree(apiBase: string) {
  if (treeState.fetching) return
  setTreeState({ fetching: true })
  try {
    const { categories } = await getJson<{ categories: Category[] }>(`${apiBase}/categories/tree`)
    setTreeState({ categories: toMenuTree(categories), fetching: false })
  } catch (error) {
    // docs/product.md §4: menu errors are only logged; the menu keeps what it has.
    console.error(
      '[products menu] could not load the category tree:',
      error instanceof Error ? error.message : String(error),
    )
    setTreeState({ fetching: false })
  }
}

/**
 * The category tree of the Products menu. The server renders the tree into the page, so the menu shows instantly
 * and fetches nothing on load; Refresh refetches from `/api/public/categories/tree`, as does coming back online
 * (docs/product.md §7) and a page whose server could not read the tree. Errors are only logged (§4).
 */
export function useCategoryTree(apiBase: string, initialTree: MenuCategory[] | null) {
  const state = useSyncExternalStore(
    subscribe,
    () => treeState,
    () => INITIAL,
  )
  useEffect(() => {
    if (!initialTree && treeState.categories === null) void loadTree(apiBase)
    const onOnline = () => void loadTree(apiBase)
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [apiBase, initialTree])
  const categories = state.categories ?? initialTree ?? []
  return {
    categories,
    // "Loading..." while a fetch is in flight and there is nothing to show yet.
    loading: state.fetching && categories.length === 0,
    fetching: state.fetching,
    refresh: () => void loadTree(apiBase),
  }
}

/** The tree, its states, View All Products and Refresh: shared by the desktop panel and the mobile menu. */
export function CategoryTree({
  apiBase,
  initialTree,
  labels,
  layout,
}: {
  apiBase: string
  initialTree: MenuCategory[] | null
  labels: ProductsMenuCopy
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
                href={`${labels.categoryBase}${category.slug}`}
                className={cn(
                  'block rounded-md px-2 py-1.5 font-semibold text-navy-900 hover:bg-navy-50',
                  panel ? 'text-sm' : 'text-base',
                )}
              >
                {category.name}
              </Link>
              {category.children.length > 0 && (
                <ul className={cn('mt-0.5', panel ? 'space-y-0.5' : 'ms-3 space-y-0.5 border-s border-slate-200 ps-2')}>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        href={`${labels.categoryBase}${child.slug}`}
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
          'flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4',
          panel ? 'mt-5' : 'mt-4',
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
          <SpriteIcon name="arrow-right" aria-hidden="true" className="size-4 rtl:rotate-180" />
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
          <SpriteIcon name="refresh-cw" aria-hidden="true" className={cn('size-4', fetching && 'animate-spin')} />
          {labels.refresh}
        </button>
      </div>
    </div>
  )
}

/** The desktop Products drop-down. */
export function ProductsMenu({
  apiBase,
  initialTree,
  labels,
}: {
  apiBase: string
  initialTree: MenuCategory[] | null
  labels: ProductsMenuCopy
}) {
  return (
    <HeaderMenu label={labels.label} mega panelClassName="mx-auto max-w-5xl p-6">
      <CategoryTree apiBase={apiBase} initialTree={initialTree} labels={labels} layout="panel" />
    </HeaderMenu>
  )
}
