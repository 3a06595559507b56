'use client'

import { useRef, useState, type ComponentType } from 'react'

import { SpriteIcon } from '@/components/ui/icon-svg'
import type { SearchBoxCopy } from '@/content/client-copy'
import { SEARCH_PATH } from '@/lib/search-path'
import { localizeHref } from '@/lib/i18n/locales'
import { cn } from '#lib/cn'
import { MAX_QUERY_LENGTH } from '@/lib/search/terms'

type ComboboxProps = {
  apiBase: string
  id: string
  copy: SearchBoxCopy
  className?: string
  initialQuery?: string
  focus?: boolean
}

/**
 * The header's search field (decision 029): a plain GET form to /search, so it works before and without JavaScript. The
 * suggestions combobox (./search-combobox.tsx) is loaded only when the field is first focused and then takes its
 * place, so pages do not carry its code up front (decision 029: existing pages may grow by at most 5 KiB).
 */
export function HeaderSearch({
  apiBase,
  id,
  copy,
  className,
}: {
  apiBase: string
  id: string
  copy: SearchBoxCopy
  className?: string
}) {
  const [enhanced, setEnhanced] = useState<{
    Combobox: ComponentType<ComboboxProps>
    typed: string
    focus: boolean
  } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const loading = useRef(false)

  if (enhanced) {
    const { Combobox, typed, focus } = enhanced
    return <Combobox apiBase={apiBase} id={id} copy={copy} className={className} initialQuery={typed} focus={focus} />
  }

  const enhance = () => {
    if (loading.current) return
    loading.current = true
    import('./search-combobox').then(
      // What was typed while the code loaded carries over.
      (m) =>
        setEnhanced({
          Combobox: m.SearchCombobox,
          typed: inputRef.current?.value ?? '',
          // Loaded on hover, the field must not take focus; loaded on focus, it keeps it.
          focus: document.activeElement === inputRef.current,
        }),
      () => {
        // Offline or a stale deployment: the plain form keeps working.
        loading.current = false
      },
    )
  }

  return (
    <form
      action={localizeHref(SEARCH_PATH, copy.locale)}
      method="get"
      role="search"
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={copy.placeholder}
        onFocus={enhance}
        onPointerEnter={enhance}
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
    </form>
  )
}
