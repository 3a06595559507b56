'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'

import type { ProductTabId } from '@/content/catalogue'
import type { ProductTabsCopy } from '@/content/client-copy'
import { DEFAULT_PRODUCT_TAB } from '@/lib/catalogue/product-tabs'
import { cn } from '#lib/cn'

/** Id of the tabs region; the "Get Information" link's fallback URL points at it. */
export const PRODUCT_TABS_REGION_ID = 'product-information'

const tabId = (id: ProductTabId) => `product-tab-${id}`
const panelId = (id: ProductTabId) => `product-panel-${id}`

interface ProductTabsState {
  tabs: readonly ProductTabId[]
  active: ProductTabId
  select: (id: ProductTabId, options?: { focus?: boolean; reveal?: boolean }) => void
}

const ProductTabsContext = createContext<ProductTabsState | null>(null)

function useProductTabs(): ProductTabsState {
  const state = useContext(ProductTabsContext)
  if (!state) throw new Error('Product tab components must be inside <ProductTabsProvider>')
  return state
}

/**
 * The URL for a tab: `?tab=` holds it (docs/design.md convention 3), omitted for the default so canonical URLs stay
 * clean.
 */
export function urlForTab(href: string, id: ProductTabId): string {
  const url = new URL(href)
  if (id === DEFAULT_PRODUCT_TAB) url.searchParams.delete('tab')
  else url.searchParams.set('tab', id)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Holds the active product tab for the tab list and for buttons elsewhere on the page ("Get Information" in the
 * header opens the contact tab: docs/design.md decision 5). The server renders `initialTab` from `?tab=`; a change
 * replaces the URL in place (no history entry per tab, no server request).
 */
export function ProductTabsProvider({
  tabs,
  initialTab,
  children,
}: {
  tabs: readonly ProductTabId[]
  initialTab: ProductTabId
  children: React.ReactNode
}) {
  const [active, setActive] = useState<ProductTabId>(tabs.includes(initialTab) ? initialTab : DEFAULT_PRODUCT_TAB)
  const select = useCallback((id: ProductTabId, options: { focus?: boolean; reveal?: boolean } = {}) => {
    setActive(id)
    // Next.js syncs history.replaceState with its router (no re-render from the server).
    window.history.replaceState(null, '', urlForTab(window.location.href, id))
    if (options.reveal) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      document
        .getElementById(PRODUCT_TABS_REGION_ID)
        ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    }
    if (options.focus || options.reveal)
      document.getElementById(tabId(id))?.focus({ preventScroll: Boolean(options.reveal) })
  }, [])
  const value = useMemo(() => ({ tabs, active, select }), [tabs, active, select])
  return <ProductTabsContext.Provider value={value}>{children}</ProductTabsContext.Provider>
}

/**
 * WAI-ARIA tabs (APG "Tabs with automatic activation"): one tab stop, arrow keys move and select (mirrored in
 * right-to-left layouts), Home/End jump to the ends.
 */
export function ProductTabList({ copy, className }: { copy: ProductTabsCopy; className?: string }) {
  const { tabs, active, select } = useProductTabs()
  const listRef = useRef<HTMLDivElement>(null)

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(active)
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft']
    let next: number | undefined
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tabs.length - 1
    if (next === undefined) return
    event.preventDefault()
    select(tabs[next]!, { focus: true })
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={copy.listLabel}
      // Phones: a 2 × 2 grid, so no tab hides off-screen; wider: one row of underlined tabs.
      className={cn('grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200', className)}
    >
      {tabs.map((id) => {
        const selected = id === active
        return (
          <button
            key={id}
            id={tabId(id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(id)}
            onKeyDown={onKeyDown}
            className={cn(
              'rounded-md border px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ' +
                'sm:-mb-px sm:shrink-0 sm:rounded-none sm:border-0 sm:border-b-2 sm:px-5 sm:py-3',
              selected
                ? 'border-navy-800 bg-navy-800 text-white sm:border-accent-500 sm:bg-transparent sm:text-navy-900'
                : 'border-slate-300 bg-white text-slate-700 hover:border-navy-600 hover:text-navy-900 ' +
                    'sm:border-transparent sm:text-slate-600 sm:hover:border-slate-300',
            )}
          >
            {copy.labels[id]}
          </button>
        )
      })}
    </div>
  )
}

/**
 * A tab's panel. Every panel is in the server-rendered HTML (specifications and downloads are indexable); inactive ones
 * are hidden.
 */
export function ProductTabPanel({
  id,
  children,
  className,
}: {
  id: ProductTabId
  children: React.ReactNode
  className?: string
}) {
  const { active } = useProductTabs()
  return (
    <div
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id)}
      tabIndex={0}
      hidden={id !== active}
      className={cn('focus-visible:outline-offset-4', className)}
    >
      {children}
    </div>
  )
}

/**
 * "Get Information": opens the contact tab and brings it into view (docs/design.md decision 5). Without JavaScript the
 * link still works: the server renders the contact tab from `?tab=contact`.
 */
export function GetInformationLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const { select } = useProductTabs()
  return (
    <a
      href={`?tab=contact#${PRODUCT_TABS_REGION_ID}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        select('contact', { reveal: true })
      }}
    >
      {children}
    </a>
  )
}
