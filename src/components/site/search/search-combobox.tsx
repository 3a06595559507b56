'use client'

import { SpriteIcon } from '@/components/ui/icon-svg'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { SearchBoxCopy } from '@/content/client-copy'
import { SEARCH_PATH, searchHref } from '@/lib/search-path'
import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import { localizeHref } from '@/lib/i18n/locales'
import { cn } from '#lib/cn'
import { MAX_QUERY_LENGTH, MIN_SUGGEST_LENGTH } from '@/lib/search/terms'

/** What the suggestions list shows of each API result (GET /api/public/search). */
interface Suggestion {
  type: keyof SearchBoxCopy['kindLabels']
  title: string
  url: string
}

const LIMIT = 8
const DEBOUNCE_MS = 150

/**
 * The header's search field once enhanced (decision 029; loaded by ./header-search.tsx on first focus). An ARIA 1.2
 * combobox: suggestions from the public search API as you type
 * (debounced, the previous request aborted), ArrowDown/ArrowUp move through them (aria-activedescendant; focus stays in
 * the field), Enter opens the active one or the results page, Escape closes the list (a second Escape clears the
 * field). No dependencies: the whole enhancement is this file.
 */
export function SearchCombobox({
  apiBase,
  id,
  copy,
  className,
  initialQuery = '',
  focus = false,
}: {
  copy: SearchBoxCopy
  apiBase: string
  id: string
  className?: string
  /** What was typed into the plain field before this replaced it; the field takes focus with it. */
  initialQuery?: string
  /** Take focus on mount (the plain field had it). */
  focus?: boolean
}) {
  const router = useRouter()
  const listId = useId()
  const hintId = useId()
  const [query, setQuery] = useState(initialQuery)
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const abortRef = useRef<AbortController | null>(null)
  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  // Replacing the plain field must not lose the visitor's place: focus, with the caret after what they typed.
  useEffect(() => {
    const input = inputRef.current
    if (!input || !focus) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
    // Only on mount: later focus changes are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const q = query.trim()
    abortRef.current?.abort()
    if (q.length < MIN_SUGGEST_LENGTH) return
    const controller = new AbortController()
    abortRef.current = controller
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q, limit: String(LIMIT), locale: copy.locale })
        const res = await fetch(`${apiBase}/search?${params}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!res.ok) return
        const body = (await res.json()) as { results: Suggestion[] }
        setItems(body.results)
        setActive(-1)
        setOpen(true)
        const n = body.results.length
        const { count } = copy
        setAnnouncement(
          n === 0 ? count.none : n === 1 ? count.one : fill(count.many, { n: formatNumber(n, copy.locale) }),
        )
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to the results page.
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, apiBase, copy])

  // A click or tap outside closes the list.
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const go = (url: string) => {
    setOpen(false)
    // Result URLs are locale-free site paths ("/product/k8-gnss-module"), shown in the page's locale.
    router.push(localizeHref(url, copy.locale))
  }

  // One extra option after the suggestions: "See all results for …" (the results page).
  const options: Suggestion[] = open ? [...items, { type: 'product', title: '', url: searchHref(query) }] : []
  const optionId = (i: number) => `${listId}-o${i}`

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        if (items.length) setOpen(true)
        return
      }
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Wraps around: past the last option to the first, above the first (or from the field) to the last.
      setActive((i) => {
        const next = i + step
        return next >= options.length ? 0 : next < 0 ? options.length - 1 : next
      })
      return
    }
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
        setItems([])
      }
      return
    }
    if (event.key === 'Enter' && open && active >= 0 && active < options.length) {
      event.preventDefault()
      go(options[active]!.url)
    }
  }

  const expanded = open && options.length > 0
  return (
    <form
      ref={rootRef}
      action={localizeHref(SEARCH_PATH, copy.locale)}
      method="get"
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        if (!query.trim()) {
          event.preventDefault()
          return
        }
        event.preventDefault()
        go(searchHref(query))
      }}
    >
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={copy.placeholder}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          // Too short to suggest for: the list closes at once (no request is made).
          if (e.target.value.trim().length < MIN_SUGGEST_LENGTH) {
            setItems([])
            setOpen(false)
          }
        }}
        onKeyDown={onKeyDown}
        onFocus={() => items.length > 0 && setOpen(true)}
        className={
          'h-10 w-full rounded-md border border-slate-300 bg-white ps-9 pe-3 text-base text-slate-900 ' +
          'placeholder:text-slate-500 focus-visible:border-navy-600 focus-visible:outline-2 ' +
          'focus-visible:outline-offset-0 focus-visible:outline-navy-600 sm:text-sm'
        }
      />
      <SpriteIcon
        name="search"
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-3 size-4 text-slate-500"
      />
      <button type="submit" className="sr-only">
        {copy.submit}
      </button>
      <span id={hintId} className="sr-only">
        {copy.hint}
      </span>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <ul
        id={listId}
        role="listbox"
        aria-label={copy.listLabel}
        hidden={!expanded}
        className={
          'absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 ' +
          'bg-white py-1 shadow-lg sm:min-w-80'
        }
      >
        {options.map((option, i) => {
          const isMore = i === items.length
          return (
            // Options are chosen with the keyboard from the field (aria-activedescendant) or by pointer here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={isMore ? 'more' : option.url}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onClick={() => go(option.url)}
              onPointerMove={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
                i === active ? 'bg-navy-50 text-navy-900' : 'text-slate-800',
                isMore && 'border-t border-slate-100 font-semibold text-navy-700',
              )}
            >
              {isMore ? (
                fill(copy.seeAll, { query: query.trim() })
              ) : (
                <>
                  <span className="min-w-0 truncate">{option.title}</span>
                  <span className="shrink-0 text-xs text-slate-500">{copy.kindLabels[option.type]}</span>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </form>
  )
}
