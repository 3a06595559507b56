import { SpriteIcon } from '@/components/ui/icon-svg'

import { fill } from '@/lib/i18n/fill'
import { formatNumber } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { cn } from '#lib/cn'
import { pageNumbers } from '@/lib/pagination'

export interface PaginationCopy {
  label: string
  previous: string
  next: string
  /** "Page {n} of {total}". */
  page: string
  /** A number's accessible name, "Page {n}". */
  pageLabel: string
}

/**
 * A list's pages as real links (crawlers and visitors without JavaScript reach every page). Rendered by the server
 * alone (a category listing), a click loads the page. Given `onPage` (the products index, a client component), a
 * plain click is handed to it, which shows the page without a server render (it writes the URL with pushState, so
 * Back returns to the page before), and the list's section scrolls into view while focus moves to its heading:
 * keyboard and screen-reader users continue from the results, not from the links they left.
 */
export function Pagination({
  locale,
  page,
  totalPages,
  copy,
  hrefFor,
  onPage,
  headingId,
}: {
  locale: Locale
  page: number
  totalPages: number
  copy: PaginationCopy
  /** The URL of a page. */
  hrefFor: (page: number) => string
  onPage?: (page: number) => void
  /** The list's heading: its section scrolls into view and it takes focus once a page is shown. */
  headingId?: string
}) {
  function onNavigate(next: number, event: React.MouseEvent<HTMLAnchorElement>) {
    if (!onPage || !headingId) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button) return
    event.preventDefault()
    onPage(next)
    const heading = document.getElementById(headingId)
    // An instant jump (no motion to opt out of: prefers-reduced-motion) to the list's section, whose top padding
    // clears the sticky header.
    heading?.closest('section')?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }
  const link = { hrefFor, onNavigate: onPage && onNavigate }
  return (
    <nav aria-label={copy.label} className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
      <p className="tabular text-sm text-slate-600">
        {fill(copy.page, { n: formatNumber(page, locale), total: formatNumber(totalPages, locale) })}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <PageLink {...link} page={page - 1} disabled={page <= 1} className="gap-1 px-3">
            <SpriteIcon name="chevron-left" aria-hidden="true" className="size-4 rtl:rotate-180" />
            {copy.previous}
          </PageLink>
        </li>
        {pageNumbers(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <PageLink
                {...link}
                page={n}
                current={n === page}
                aria-label={fill(copy.pageLabel, { n: formatNumber(n, locale) })}
              >
                {formatNumber(n, locale)}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <PageLink {...link} page={page + 1} disabled={page >= totalPages} className="gap-1 px-3">
            {copy.next}
            <SpriteIcon name="chevron-right" aria-hidden="true" className="size-4 rtl:rotate-180" />
          </PageLink>
        </li>
      </ul>
    </nav>
  )
}

function PageLink({
  page,
  current = false,
  disabled = false,
  hrefFor,
  onNavigate,
  className,
  children,
  ...props
}: {
  page: number
  current?: boolean
  disabled?: boolean
  hrefFor: (page: number) => string
  onNavigate?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void
  className?: string
  children: React.ReactNode
} & Pick<React.ComponentProps<'a'>, 'aria-label'>) {
  const base = 'tabular inline-flex h-10 min-w-10 items-center justify-center rounded-md border text-sm font-semibold'
  if (disabled) {
    // A disabled link is not a link: plain text, out of the tab order.
    return <span className={cn(base, 'border-slate-200 px-3 text-slate-500', className)}>{children}</span>
  }
  return (
    <a
      href={hrefFor(page)}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate && ((event) => onNavigate(page, event))}
      className={cn(
        base,
        current
          ? 'border-navy-800 bg-navy-800 text-white'
          : 'border-slate-300 bg-white text-navy-900 hover:border-navy-600 hover:bg-navy-50',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  )
}
