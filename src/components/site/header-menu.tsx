'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { cn } from '#lib/cn'
import { usePathChange } from './use-path-change'

/** Hover intent: a pointer crossing the bar on its way elsewhere should not flash a panel open. */
const HOVER_OPEN_DELAY_MS = 120
const HOVER_CLOSE_DELAY_MS = 200

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A header drop-down (the disclosure navigation pattern of the WAI-ARIA practices): a button with `aria-expanded`
 * and a panel of links. Opens on click, on Enter/Space (native button) and on ArrowDown/ArrowUp (which also move
 * focus into the panel); arrows, Home and End move between the panel's links; Escape closes and returns focus to
 * the button; focus or a click leaving the menu closes it. Hover opens it too, as a convenience only.
 * The panel is in the server HTML (hidden while closed), so its links exist before any script runs, unless
 * `serverRendered` is false: then its contents are drawn when it first opens (they stay afterwards), which keeps a
 * menu whose links are on the page anyway out of every page's HTML (decision 021: the Solutions menu).
 */
export function HeaderMenu({
  label,
  children,
  panelClassName,
  align = 'start',
  mega = false,
  serverRendered = true,
}: {
  label: string
  children: React.ReactNode
  panelClassName?: string
  align?: 'start' | 'end' | 'center'
  /** Full-width panel under the whole header bar (positioned by the bar, not by the button). */
  mega?: boolean
  serverRendered?: boolean
}) {
  const [open, setOpen] = useState(false)
  // Whether the panel's contents are drawn: from the start, or once it has been opened.
  const [drawn, setDrawn] = useState(serverRendered)
  if (open && !drawn) setDrawn(true)
  const openedBy = useRef<'hover' | 'click' | null>(null)
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const clearHoverTimer = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current)
    hoverTimer.current = undefined
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    openedBy.current = null
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  const focusItem = (which: 'first' | 'last' | 'next' | 'previous') => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    if (items.length === 0) return
    const current = items.indexOf(document.activeElement as HTMLElement)
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? items.length - 1
          : which === 'next'
            ? (current + 1) % items.length
            : (current - 1 + items.length) % items.length
    items[index]?.focus()
  }

  // Navigation (a link in the panel followed, or back/forward) closes the menu.
  usePathChange(() => setOpen(false))

  // A click anywhere outside closes it.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, close])

  useEffect(() => clearHoverTimer, [])

  const onButtonClick = () => {
    clearHoverTimer()
    if (open && openedBy.current === 'hover') {
      // The pointer opened it a moment ago; the click means "keep it open", not "close it".
      openedBy.current = 'click'
      return
    }
    setOpen(!open)
    openedBy.current = open ? null : 'click'
  }

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      openedBy.current = 'click'
      const which = event.key === 'ArrowDown' ? 'first' : 'last'
      // The panel becomes visible on the next render; focus after it.
      requestAnimationFrame(() => focusItem(which))
    }
  }

  const onPanelKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    }
    const which = keys[event.key]
    if (which) {
      event.preventDefault()
      focusItem(which)
    }
  }

  const onRootKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    }
  }

  const onRootBlur = (event: React.FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false)
  }

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    clearHoverTimer()
    if (!open) {
      hoverTimer.current = setTimeout(() => {
        setOpen(true)
        openedBy.current = 'hover'
      }, HOVER_OPEN_DELAY_MS)
    }
  }

  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    clearHoverTimer()
    if (open && openedBy.current === 'hover') {
      hoverTimer.current = setTimeout(() => close(false), HOVER_CLOSE_DELAY_MS)
    }
  }

  return (
    // Event delegation only: the wrapper listens to what bubbles up from its button and links; it is not itself a
    // control, so it needs no role.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={mega ? 'static' : 'relative'}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold transition-colors ' +
            'hover:bg-slate-100 hover:text-navy-900',
          open ? 'bg-slate-100 text-navy-900' : 'text-slate-700',
        )}
      >
        {label}
        <SpriteIcon
          name="chevron-down"
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {/* Arrow keys and link clicks bubble up from the panel's links (delegation, as above). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) close(false)
        }}
        className={cn(
          'absolute top-full z-50',
          mega ? 'inset-x-0 px-4 sm:px-6 lg:px-8' : 'pt-2',
          !mega && align === 'start' && 'start-0',
          !mega && align === 'end' && 'end-0',
          !mega && align === 'center' && 'start-1/2 -translate-x-1/2 rtl:translate-x-1/2',
        )}
      >
        <div
          className={cn('rounded-card border border-slate-200 bg-white shadow-xl shadow-navy-950/10', panelClassName)}
        >
          {drawn && children}
        </div>
      </div>
    </div>
  )
}
