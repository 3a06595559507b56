'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { Link } from '@/components/ui/link'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import type { LinkItem } from '@/content/types'
import { cn } from '#lib/cn'
import type { MenuCategory } from './menu-tree'
import { CategoryTree, type ProductsMenuCopy } from './products-menu'
import { usePathChange } from './use-path-change'

/** 768 px: below it the header shows this menu instead of the desktop bar (Tailwind `md`). */
const DESKTOP_QUERY = '(min-width: 768px)'

/**
 * The mobile menu (docs/product.md §2.2 and §4): the same items as the desktop bar, with the
 * product tree behind a disclosure and Solutions as one link to /solutions. Escape closes it and returns focus to
 * the toggle; following a link closes it; the page behind does not scroll while it is open.
 */
export function MobileMenu({
  apiBase,
  initialTree,
  links,
  toggleClassName,
  quoteClassName,
  search,
  languages,
  labels,
}: {
  apiBase: string
  /** The header's search field, shown at the top of the open menu (decision 029). */
  search?: React.ReactNode
  /** The language switcher, at the foot of the open menu (decision 032). */
  languages?: React.ReactNode
  initialTree: MenuCategory[] | null
  /** About and Contact. */
  links: readonly LinkItem[]
  /**
   * The toggle's and the Get Quote link's button classes, composed by the server header: the button variants then
   * stay out of every page's JavaScript.
   */
  toggleClassName: string
  quoteClassName: string
  /** Copy from the server header (see ProductsMenuCopy for why it is not imported here). */
  labels: {
    open: string
    close: string
    navLabel: string
    solutions: LinkItem
    quote: LinkItem
    products: ProductsMenuCopy
  }
}) {
  const [open, setOpen] = useState(false)
  // The panel's contents are drawn when it first opens and stay afterwards (a typed search is kept): closed, it is
  // hidden, so the server HTML need not carry a second copy of the header's links, search box and category tree.
  const [drawn, setDrawn] = useState(false)
  if (open && !drawn) setDrawn(true)
  // Where the header ends when the menu opens: the panel starts there. A fixed 4rem assumed the header at the top of
  // the window, but the language offer line (decision 032) can sit above it.
  const [panelTop, setPanelTop] = useState<number | undefined>(undefined)
  const [productsOpen, setProductsOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const productsId = useId()

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  // Following a link (or back/forward) closes the menu.
  usePathChange(() => setOpen(false))

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    // Growing past the breakpoint (rotating a tablet) leaves no toggle to close the menu with.
    const desktop = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => desktop.matches && close(false)
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    document.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onChange)
    return () => {
      root.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onChange)
    }
  }, [open, close])

  const itemClass =
    'flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-semibold ' +
    'text-navy-900 hover:bg-slate-100'

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) setPanelTop(toggleRef.current?.closest('header')?.getBoundingClientRect().bottom)
          setOpen(!open)
        }}
        className={toggleClassName}
      >
        {open ? <SpriteIcon name="x" aria-hidden="true" /> : <SpriteIcon name="menu" aria-hidden="true" />}
        <span className="sr-only">{open ? labels.close : labels.open}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        style={panelTop === undefined ? undefined : { top: panelTop }}
        className={
          'fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto overscroll-contain border-t ' +
          'border-slate-200 bg-white'
        }
      >
        {drawn && (
          <>
            {search && <div className="container-content pt-4">{search}</div>}
            <nav aria-label={labels.navLabel} className="container-content py-4">
              <ul className="space-y-1">
                <li>
                  <button
                    type="button"
                    aria-expanded={productsOpen}
                    aria-controls={productsId}
                    onClick={() => setProductsOpen(!productsOpen)}
                    className={itemClass}
                  >
                    {labels.products.label}
                    <SpriteIcon
                      name="chevron-down"
                      aria-hidden="true"
                      className={cn('size-5 transition-transform', productsOpen && 'rotate-180')}
                    />
                  </button>
                  <div id={productsId} hidden={!productsOpen} className="px-1 pt-1 pb-3">
                    <CategoryTree apiBase={apiBase} initialTree={initialTree} labels={labels.products} layout="list" />
                  </div>
                </li>
                <li>
                  <Link href={labels.solutions.href} className={itemClass}>
                    {labels.solutions.label}
                  </Link>
                </li>
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={itemClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link href={labels.quote.href} className={quoteClassName}>
                {labels.quote.label}
              </Link>
            </nav>
            {languages && <div className="container-content border-t border-slate-200 py-4">{languages}</div>}
          </>
        )}
      </div>
    </div>
  )
}
